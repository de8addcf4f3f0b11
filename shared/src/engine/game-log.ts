// The game's accepted actions, deal by deal. A deal runs from a shake to the next shake (an
// all-pass redeal starts a new deal), so the rules bound it to MAX_DEAL_ACTIONS actions: adding
// an action copies only the deal in progress, and a finished deal joins a chunked list that is
// never copied whole. Appending costs O(1) amortised however long the game runs, and every state
// keeps its own log unchanged, as plain JSON data.

import type { Action } from './action';
import { emptyList, itemAt, itemsOf, pushed } from './chunked-list';
import type { ChunkedList } from './chunked-list';

export interface GameLog {
  /** How many actions the whole log holds. */
  readonly length: number;
  /** The finished deals, oldest first. */
  readonly deals: ChunkedList<readonly Action[]>;
  /** The deal in progress (after the game, the last deal). */
  readonly deal: readonly Action[];
}

/** The log of a game no one has acted in yet. */
export const emptyLog = (): GameLog => ({ length: 0, deals: emptyList(), deal: [] });

/** A log of `length` actions whose deal in progress is `deal`, the finished deals left out: what
 * the events of the next actions need (their numbers, and the deal they continue), for a game
 * rebuilt from what a view shows (shared/src/room/own-move.ts). */
export const logOfDeal = (length: number, deal: readonly Action[]): GameLog => ({
  length,
  deals: emptyList(),
  deal,
});

/** The log with `action` added to the deal in progress; when `shook`, the action ended that deal
 * and a new one begins after it. */
export const appended = (log: GameLog, action: Action, shook: boolean): GameLog => {
  const deal = [...log.deal, action];
  return shook
    ? { length: log.length + 1, deals: pushed(log.deals, deal), deal: [] }
    : { length: log.length + 1, deals: log.deals, deal };
};

/** Every action of the log, in order. */
export const loggedActions = (log: GameLog): Action[] => {
  const actions = itemsOf(log.deals).flat();
  actions.push(...log.deal);
  return actions;
};

/** The deals from the one holding action number `from` to the deal in progress, and the number
 * of the first action of the first of them. Reads only those deals. */
export const dealsSince = (
  log: GameLog,
  from: number,
): { readonly deals: (readonly Action[])[]; readonly start: number } => {
  const deals = [log.deal];
  let start = log.length - log.deal.length;
  for (let index = log.deals.size - 1; index >= 0 && start > from; index--) {
    const deal = itemAt(log.deals, index);
    deals.unshift(deal);
    start -= deal.length;
  }
  return { deals, start };
};
