// Test support: drive a game to the moment a test needs, with actions that must be accepted.

import { execute, validActions } from '../../engine';
import type { Action, GameState, InPhase, Phase } from '../../engine';

/** Runs actions that must all be accepted. */
export const run = (state: GameState, ...actions: Action[]): GameState =>
  actions.reduce((current, action) => {
    const result = execute(current, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.error.message}`);
    return result.value;
  }, state);

/** The first valid action, preferring a bid to a pass so that hands get played. */
export const firstAction = (state: GameState): Action => {
  const actions = validActions(state);
  return actions.find((action) => action.type !== 'pass') ?? actions[0]!;
};

/** Takes the first valid action until the game reaches `phase` (at most `limit` steps). */
export const advanceTo = <P extends Phase>(state: GameState, phase: P, limit = 2000): InPhase<P> => {
  let current = state;
  for (let i = 0; i < limit && current.phase !== phase; i++) current = run(current, firstAction(current));
  if (!isIn(current, phase)) throw new Error(`never reached ${phase}`);
  return current;
};

const isIn = <P extends Phase>(state: GameState, phase: P): state is InPhase<P> => state.phase === phase;

/** Takes the first valid action (see `firstAction`) `count` times. */
export const advanceBy = (state: GameState, count: number): GameState => {
  let current = state;
  for (let i = 0; i < count; i++) current = run(current, firstAction(current));
  return current;
};
