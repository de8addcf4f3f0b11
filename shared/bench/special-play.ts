// A special contract played out at a bench table: one seat bids it first to speak at its opening
// value, everyone else passes, and a player decides every other move (the partner naming trump
// after splash or plunge). The special-contract benches (ai-special-bids.ts, ai-special-calibrate.ts,
// ai-special-losses.ts) all ask "does real play make it?" this one way.

import { execute, validActions } from '../src/index';
import type { Action, GameState, Seat } from '../src/index';
import { getPlayerView } from '../src/view';
import type { Strategy } from '../src/ai';

/** The special contracts a seat can bid first to speak (nello as a mark bid, then named). */
export type SpecialContract = 'nello' | 'splash' | 'plunge';

/** Applies `action`, or throws with the engine's reason. */
export const apply = (state: GameState, action: Action): GameState => {
  const result = execute(state, action);
  if (!result.ok) throw new Error(`the engine refused ${JSON.stringify(action)}: ${result.error.message}`);
  return result.value;
};

/** The seat's move from `player`, seeded from the deal and the step. */
export const moveOf = (player: Strategy, state: GameState, seed: number, step: number): Action => {
  const view = getPlayerView(state, state.turn!);
  return player(view, (seed * 977 + step * 131) | 0) ?? view.validActions[0]!;
};

/** The table at `seat`'s first bid, every seat before it passing. */
export const atFirstBid = (start: GameState, seat: Seat): GameState => {
  let state = start;
  while (state.turn !== seat)
    state = apply(
      state,
      validActions(state).find((a) => a.type === 'pass')!,
    );
  return state;
};

/** Every seat but `seat` passes; `seat` takes `own(state)` (its bid), then the hand goes on to
 * its declaration. Returns the state at the declaration, or null when `seat` passed. */
export const auctionWith = (
  start: GameState,
  seat: Seat,
  own: (state: GameState) => Action,
): GameState | null => {
  let state = start;
  while (state.phase === 'bidding') {
    const pass = validActions(state).find((a) => a.type === 'pass');
    if (state.turn === seat) {
      const bid = own(state);
      if (bid.type === 'pass') return null;
      state = apply(state, bid);
    } else state = apply(state, pass ?? validActions(state)[0]!);
  }
  return state;
};

/** Each move of the play after the auction, with the table before and after it. */
export type Watch = (before: GameState, action: Action, after: GameState) => void;

/** How the seat first to speak makes its own bid and its declaration, given the table and the
 * move's step (0 for the bid). */
export type OwnMove = (state: GameState, step: number) => Action;

/** The hand's end when `own` makes `seat`'s bid and declaration, everyone else passing, and
 * `referee` every other move; null when the seat passes. `watch` sees every move after the
 * auction. */
export const handWith = (
  start: GameState,
  seat: Seat,
  own: OwnMove,
  referee: Strategy,
  seed: number,
  watch?: Watch,
): GameState | null => {
  let state = auctionWith(start, seat, (s) => own(s, 0));
  if (state === null) return null;
  for (let step = 1; state.outcome === null; step++) {
    const action: Action =
      state.turn === null
        ? validActions(state)[0]!
        : state.phase === 'trump' && state.turn === seat
          ? own(state, step)
          : moveOf(referee, state, seed, step);
    const after = apply(state, action);
    watch?.(state, action, after);
    state = after;
  }
  return state;
};

/** The hand's end when `contract` is bid by `seat` at its opening value, everyone else passing,
 * `player` at all four seats (and, for nello, `seat` naming it); `watch` sees every move after
 * the auction. */
export const playOut = (
  start: GameState,
  seat: Seat,
  contract: SpecialContract,
  player: Strategy,
  seed: number,
  watch?: Watch,
): GameState => {
  const kind = contract === 'nello' ? 'marks' : contract;
  // Only nello is named by the seat itself; after splash or plunge the partner names trump.
  const own: OwnMove = (state) =>
    state.phase === 'bidding'
      ? validActions(state).find((a) => a.type === 'bid' && a.kind === kind)!
      : { type: 'select-trump', seat, trump: 'nello' };
  return handWith(start, seat, own, player, seed, watch)!;
};
