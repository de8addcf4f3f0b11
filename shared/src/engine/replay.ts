// A game is its settings, its deals (a seed, or the key of every deal) and its accepted actions:
// replaying them rebuilds the state. A keyed game is handed each key before the action that may
// deal with it, as the room hands it one before every change.

import type { Action } from './action';
import { isCarriedScore, isDealKey } from './dealing';
import type { CarriedScore, DealSource, Dealing } from './dealing';
import { ruleError } from './errors';
import type { RuleError } from './errors';
import { execute } from './execute';
import { createGame, createKeyedGame, withDealKey, withoutSpareKey } from './game';
import { err, ok } from './result';
import type { Result } from './result';
import type { Settings } from './settings';
import type { GameState, InPhase } from './state';

/** How a game began: its settings and where its deals come from. */
export type GameOrigin = { readonly settings: Settings } & DealSource;

/** The game before its first action: dealt from the seed, or from the first key. */
export const firstDeal = (origin: GameOrigin): GameState =>
  'seed' in origin
    ? createGame(origin.settings, origin.seed)
    : createKeyedGame(origin.settings, origin.keys[0]!, origin.carried ?? null);

const dealsOf = (dealing: Dealing): DealSource =>
  dealing.kind === 'seeded'
    ? { seed: dealing.seed }
    : dealing.carried === null
      ? { keys: dealing.keys }
      : { keys: dealing.keys, carried: dealing.carried };

/** How `state`'s game began: its settings, and its seed or the keys of the deals it has made. */
export const originOf = (state: GameState): GameOrigin => ({
  settings: state.settings,
  ...dealsOf(state.dealing),
});

/** A keyed game holding the key of its next deal from `keys` (a record's keys) if it holds none
 * yet; a seeded game as it is. */
export const withKeyFrom = (state: GameState, keys: readonly string[]): GameState => {
  if (state.dealing.kind !== 'keyed' || state.dealing.next !== null) return state;
  const key = keys[state.dealing.keys.length];
  return key === undefined ? state : withDealKey(state, key);
};

/** Why a keyed record cannot begin a game: a bad key, or a score no game can be in. */
const originError = (
  settings: Settings,
  origin: { readonly keys: readonly string[]; readonly carried?: CarriedScore },
): RuleError | null => {
  if (origin.keys.length === 0 || !origin.keys.every(isDealKey))
    return ruleError('rule/no-deal-key', 'Each deal key is 64 hex digits');
  if (origin.carried !== undefined && !isCarriedScore(settings, origin.carried))
    return ruleError('rule/malformed', 'The score this game began with is not a score of a game in play');
  return null;
};

/** The state after `log`, or the first refused action with its index (-1: the deal keys). */
export const replay = (
  origin: GameOrigin,
  log: readonly Action[],
): Result<GameState, RuleError & { readonly index: number }> => {
  if ('keys' in origin) {
    const problem = originError(origin.settings, origin);
    if (problem !== null) return err({ ...problem, index: -1 });
  }
  const keys = 'keys' in origin ? origin.keys : [];
  let state = firstDeal(origin);
  for (let index = 0; index < log.length; index++) {
    const result = execute(withKeyFrom(state, keys), log[index]!);
    if (!result.ok) return err({ ...result.error, index });
    state = result.value;
  }
  return ok(withoutSpareKey(state));
};

/** The state at the end of each hand `log` plays out (the action that makes it hand-complete),
 * in order: what a review or statistics read of a whole game. Null when the log does not replay. */
export const handEnds = (origin: GameOrigin, log: readonly Action[]): InPhase<'hand-complete'>[] | null => {
  const start = replay(origin, []);
  if (!start.ok) return null;
  const keys = 'keys' in origin ? origin.keys : [];
  const ends: InPhase<'hand-complete'>[] = [];
  let state = start.value;
  for (const action of log) {
    const next = execute(withKeyFrom(state, keys), action);
    if (!next.ok) return null;
    const after = next.value;
    if (after.phase === 'hand-complete' && state.phase !== 'hand-complete') ends.push(after);
    state = after;
  }
  return ends;
};
