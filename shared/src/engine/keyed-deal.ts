// Keyed deals: the ChaCha20 stream of a deal's key drives a Fisher-Yates shuffle. Each draw is
// unbiased: a 32-bit word from the top sliver that would favour small results is drawn again.

import { chachaBlock, keyWords } from './chacha20';
import { DOMINO_COUNT } from './domino';
import type { DominoSet } from './domino';
import type { BySeat } from './vocabulary';

const TWO_TO_32 = 2 ** 32;
const NONCE = new Uint32Array(3);

/** The 32-bit words of `key`'s ChaCha20 stream (nonce zero, blocks 0, 1, 2, ...), one by one. */
const keyStream = (key: string): (() => number) => {
  const words = keyWords(key);
  let counter = 0;
  let block = chachaBlock(words, counter, NONCE);
  let index = 0;
  return () => {
    if (index === 16) {
      block = chachaBlock(words, ++counter, NONCE);
      index = 0;
    }
    return block[index++]!;
  };
};

/** Uniform whole numbers in [0, bound) from a stream of 32-bit words: a word from the top sliver
 * (the last 2^32 mod bound values) would favour small results, so it is dropped. */
export const uniformDraws =
  (nextWord: () => number): ((bound: number) => number) =>
  (bound) => {
    const limit = TWO_TO_32 - (TWO_TO_32 % bound);
    for (;;) {
      const word = nextWord();
      if (word < limit) return word % bound;
    }
  };

/** Uniform draws from `key`'s stream. */
export const keyedDraws = (key: string): ((bound: number) => number) => uniformDraws(keyStream(key));

/** Four hands of seven shuffled by `draw`, dealt round the table as the seeded shake deals them. */
export const keyedHands = (draw: (bound: number) => number): BySeat<DominoSet> => {
  const order = new Int8Array(DOMINO_COUNT);
  for (let id = 0; id < DOMINO_COUNT; id++) order[id] = id;
  for (let i = DOMINO_COUNT - 1; i > 0; i--) {
    const j = draw(i + 1);
    const swap = order[i]!;
    order[i] = order[j]!;
    order[j] = swap;
  }
  const hands: [number, number, number, number] = [0, 0, 0, 0];
  for (let i = 0; i < DOMINO_COUNT; i++) hands[(i & 3) as 0] |= 1 << order[i]!;
  return hands;
};
