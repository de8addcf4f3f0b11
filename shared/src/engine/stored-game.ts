// Games stored before online deals were keyed and before the log grew deal by deal held their
// seed and PRNG state at the top level (`seed`, `rng`) and their log as one array per hand. A
// saved offline game or a room's private state of that time is rebuilt by replaying its seed and
// actions, so it comes back in today's shape and plays on exactly as before.

import type { Action } from './action';
import { replay } from './replay';
import type { GameState } from './state';

/** How a game was stored before deals were keyed. */
interface SeededHandLogGame {
  readonly seed: number;
  readonly log: readonly (readonly Action[])[];
}

const isSeededHandLog = (stored: unknown): stored is SeededHandLogGame => {
  const old = stored as Partial<SeededHandLogGame>;
  return Number.isInteger(old.seed) && Array.isArray(old.log) && old.log.every(Array.isArray);
};

/** The game `stored` holds, in today's shape, or null when it is of no shape this code knows. */
export const upgradeStoredGame = (stored: GameState): GameState | null => {
  if ((stored as { dealing?: unknown }).dealing !== undefined) return stored;
  if (!isSeededHandLog(stored)) return null;
  const rebuilt = replay({ settings: stored.settings, seed: stored.seed }, stored.log.flat());
  return rebuilt.ok ? rebuilt.value : null;
};
