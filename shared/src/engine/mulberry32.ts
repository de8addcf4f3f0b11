// mulberry32: the small seeded generator behind everything here that needs repeatable randomness
// without Math.random (the AI's choices, invite codes, seeded test games). Its whole state is one
// 32-bit number; the same seed always gives the same stream.

/** A seeded stream of floats in [0, 1) (mulberry32); each is a whole 32-bit word over 2^32, so
 * `next() * 2 ** 32` is that word exactly. */
export const mulberry32 = (seed: number): (() => number) => {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
