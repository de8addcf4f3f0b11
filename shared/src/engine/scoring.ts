// When a hand is decided and what it is worth. Point bids are made with at least the bid in
// points; every other contract needs every trick (nello: the bidder takes none). Marks go to the
// bidders when made and to the other team when set; the points game adds the points taken.

import { bidStrength } from './bidding';
import type { Trump } from './action';
import type { Contract, GameState, HandOutcome, Trick } from './state';
import { teamOf } from './vocabulary';
import type { ByTeam, Team } from './vocabulary';

const TRICKS_PER_HAND = 7;

/** What decides a hand once trump is named: a state in play, or a hand walked from the log. */
export interface HandInPlay {
  readonly contract: Contract;
  readonly trump: Trump;
  readonly tricks: readonly Trick[];
  /** Points each team has taken this hand. */
  readonly points: ByTeam<number>;
}

/** Whether the bidders have made (true) or lost (false) the contract, or null while open. */
export const decision = (state: HandInPlay): boolean | null => {
  const { contract } = state;
  const bidders = teamOf(contract.bidder);
  const done = state.tricks.length === TRICKS_PER_HAND;
  if (state.trump === 'nello') {
    if (state.tricks.some((trick) => trick.winner === contract.bidder)) return false;
    return done ? true : null;
  }
  if (contract.kind === 'points') {
    if (state.points[bidders] >= contract.value) return true;
    if (state.points[1 - bidders]! > 42 - contract.value) return false;
    return null;
  }
  if (state.tricks.some((trick) => teamOf(trick.winner) !== bidders)) return false;
  return done ? true : null;
};

/** True when the hand is over: all tricks played, or decided where the table stops early. */
export const handIsOver = (state: HandInPlay, everyTrick: boolean): boolean =>
  state.tricks.length === TRICKS_PER_HAND || (!everyTrick && decision(state) !== null);

const byTeam = (team: Team, value: number): ByTeam<number> => (team === 0 ? [value, 0] : [0, value]);

/** The outcome of a finished hand. */
export const outcomeOf = (state: HandInPlay): HandOutcome => {
  const { contract } = state;
  const made = decision(state) === true;
  const bidders = teamOf(contract.bidder);
  const marks = contract.kind === 'points' ? 1 : contract.value;
  const winners = made ? bidders : ((1 - bidders) as Team);
  const setPoints = byTeam(winners, state.points[winners] + bidStrength(contract));
  return {
    contract,
    trump: state.trump,
    made,
    points: state.points,
    marks: byTeam(winners, marks),
    gamePoints: made ? state.points : setPoints,
  };
};

/** The team that has won after this outcome, if any. Both past the target: the bidders win. */
export const gameWinner = (
  state: Pick<GameState, 'settings' | 'marks' | 'gamePoints'>,
  outcome: HandOutcome,
): Team | null => {
  const { kind, value } = state.settings.target;
  const totals = kind === 'marks' ? state.marks : state.gamePoints;
  const reached = [0, 1].filter((team) => totals[team]! >= value) as Team[];
  if (reached.length === 2) return teamOf(outcome.contract.bidder);
  return reached[0] ?? null;
};

/** The marks and game points once `outcome` is scored on top of those in `state`. */
export const totalsAfter = (
  state: Pick<GameState, 'marks' | 'gamePoints'>,
  outcome: HandOutcome,
): Pick<GameState, 'marks' | 'gamePoints'> => ({
  marks: [state.marks[0] + outcome.marks[0], state.marks[1] + outcome.marks[1]],
  gamePoints: [state.gamePoints[0] + outcome.gamePoints[0], state.gamePoints[1] + outcome.gamePoints[1]],
});

/** The team that wins the game once `outcome` is scored, if any: what a table can say before the
 * hand is scored (its Next hand then ends the game). */
export const winnerOnceScored = (
  state: Pick<GameState, 'settings' | 'marks' | 'gamePoints'>,
  outcome: HandOutcome,
): Team | null => gameWinner({ settings: state.settings, ...totalsAfter(state, outcome) }, outcome);
