// mulberry32, the one 32-bit PRNG behind everything here that needs repeatable randomness without
// Math.random. Its whole state is one number: the shuffle keeps it in the game state, so every
// deal is reproducible from the seed and auditable afterwards, and steps it with `advance` and
// `valueOf`, separate so the shuffle's loop allocates nothing; `mulberry32` wraps the same step
// as a stream (the AI's choices, invite codes, seeded test games).

/** The PRNG state after one step. */
export const advance = (state: number): number => (state + 0x6d2b79f5) | 0;

/** The float in [0, 1) that a freshly advanced state yields: a whole 32-bit word over 2^32. */
export const valueOf = (state: number): number => {
  let t = Math.imul(state ^ (state >>> 15), state | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** A whole number in [0, bound) drawn from a freshly advanced state. */
export const intOf = (state: number, bound: number): number => Math.floor(valueOf(state) * bound);

/** A seeded stream of floats in [0, 1), the same seed always giving the same stream; each is a
 * whole 32-bit word over 2^32, so `next() * 2 ** 32` is that word exactly. */
export const mulberry32 = (seed: number): (() => number) => {
  let state = seed | 0;
  return () => valueOf((state = advance(state)));
};
