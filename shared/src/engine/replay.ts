// A game is its settings, its seed and its accepted actions: replaying them rebuilds the state.

import type { Action } from './action';
import type { RuleError } from './errors';
import { execute } from './execute';
import { createGame } from './game';
import { err, ok } from './result';
import type { Result } from './result';
import type { Settings } from './settings';
import type { GameState } from './state';

/** The state after `log`, or the first refused action with its index. */
export const replay = (
  seed: number,
  settings: Settings,
  log: readonly Action[],
): Result<GameState, RuleError & { readonly index: number }> => {
  let state = createGame(settings, seed);
  for (let index = 0; index < log.length; index++) {
    const result = execute(state, log[index]!);
    if (!result.ok) return err({ ...result.error, index });
    state = result.value;
  }
  return ok(state);
};
