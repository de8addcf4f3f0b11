// Games stored before online deals were keyed held their seed and PRNG state at the top level
// (`seed`, `rng`). A saved offline game or a room's private state of that time is read into
// today's shape, a seeded game, so it plays on exactly as before.

import type { GameState } from './state';

/** The game `stored` holds, in today's shape. */
export const upgradeStoredGame = (stored: GameState): GameState => {
  if ((stored as { dealing?: unknown }).dealing !== undefined) return stored;
  const { seed, rng, ...rest } = stored as GameState & { seed: number; rng: number };
  return { ...rest, dealing: { kind: 'seeded', seed, rng } };
};
