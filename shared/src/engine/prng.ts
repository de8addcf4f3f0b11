// The shuffle's randomness: a 32-bit PRNG (mulberry32) whose whole state is one number kept in the
// game state, so every deal is reproducible from the seed and auditable afterwards. The step and
// the output are separate functions so the shuffle's loop allocates nothing.

/** The PRNG state after one step. */
export const advance = (state: number): number => (state + 0x6d2b79f5) | 0;

/** The float in [0, 1) that a freshly advanced state yields. */
export const valueOf = (state: number): number => {
  let t = Math.imul(state ^ (state >>> 15), state | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** A whole number in [0, bound) drawn from a freshly advanced state. */
export const intOf = (state: number, bound: number): number => Math.floor(valueOf(state) * bound);
