// The shake: a seeded Fisher-Yates shuffle of the 28 dominoes into four hands of seven.

import { DOMINO_COUNT } from './domino';
import type { DominoSet } from './domino';
import { advance, intOf } from './prng';
import type { BySeat } from './vocabulary';

/** Four hands of seven and the PRNG state after the shuffle. */
export const shake = (rng: number): { hands: BySeat<DominoSet>; rng: number } => {
  const order = new Int8Array(DOMINO_COUNT);
  for (let id = 0; id < DOMINO_COUNT; id++) order[id] = id;
  let state = rng;
  for (let i = DOMINO_COUNT - 1; i > 0; i--) {
    state = advance(state);
    const j = intOf(state, i + 1);
    const swap = order[i]!;
    order[i] = order[j]!;
    order[j] = swap;
  }
  const hands: [number, number, number, number] = [0, 0, 0, 0];
  for (let i = 0; i < DOMINO_COUNT; i++) hands[(i & 3) as 0] |= 1 << order[i]!;
  return { hands, rng: state };
};
