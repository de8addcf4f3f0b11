// The ChaCha20 block function (RFC 8439, section 2.3): a 256-bit key, a 32-bit block counter and
// a 96-bit nonce give 64 bytes that look random to anyone without the key. Online deals are drawn
// from this stream, so no deal can be worked out from another one, nor from one's own hand.

/** "expand 32-byte k" as four little-endian words. */
const SIGMA = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574] as const;

const rotl = (value: number, bits: number): number => (value << bits) | (value >>> (32 - bits));

/** One quarter round on four words of `x`, in place. */
const quarterRound = (x: Uint32Array, a: number, b: number, c: number, d: number): void => {
  x[a] = (x[a]! + x[b]!) | 0;
  x[d] = rotl(x[d]! ^ x[a]!, 16);
  x[c] = (x[c]! + x[d]!) | 0;
  x[b] = rotl(x[b]! ^ x[c]!, 12);
  x[a] = (x[a]! + x[b]!) | 0;
  x[d] = rotl(x[d]! ^ x[a]!, 8);
  x[c] = (x[c]! + x[d]!) | 0;
  x[b] = rotl(x[b]! ^ x[c]!, 7);
};

/** The 16 output words of the block `counter` under `key` (8 words) and `nonce` (3 words). */
export const chachaBlock = (key: Uint32Array, counter: number, nonce: Uint32Array): Uint32Array => {
  const input = new Uint32Array(16);
  input.set(SIGMA, 0);
  input.set(key, 4);
  input[12] = counter;
  input.set(nonce, 13);
  const x = input.slice();
  for (let round = 0; round < 10; round++) {
    quarterRound(x, 0, 4, 8, 12);
    quarterRound(x, 1, 5, 9, 13);
    quarterRound(x, 2, 6, 10, 14);
    quarterRound(x, 3, 7, 11, 15);
    quarterRound(x, 0, 5, 10, 15);
    quarterRound(x, 1, 6, 11, 12);
    quarterRound(x, 2, 7, 8, 13);
    quarterRound(x, 3, 4, 9, 14);
  }
  for (let i = 0; i < 16; i++) x[i] = (x[i]! + input[i]!) | 0;
  return x;
};

/** The words of a 32-byte key given as 64 hex digits, read little-endian as RFC 8439 does. */
export const keyWords = (hex: string): Uint32Array => {
  const words = new Uint32Array(8);
  for (let i = 0; i < 8; i++) {
    let word = 0;
    for (let byte = 3; byte >= 0; byte--)
      word = (word << 8) | parseInt(hex.slice(i * 8 + byte * 2, i * 8 + byte * 2 + 2), 16);
    words[i] = word;
  }
  return words;
};
