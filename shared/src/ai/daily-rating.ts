// The daily deal rated against perfect play. What a side takes depends on the cards and on who bid,
// and a hand stops once it is decided, so points taken say little: a side that sets a 39 bid in
// one trick took 11 points and played perfectly. Here the exact solver values the hand as bid and
// declared with both sides playing perfectly from the first lead, then values the side's play:
// the points it took plus what perfect play from where the hand stopped would still give it.
// The stars say how close the player's side came to perfect play; one square per trick says how
// that trick went against it, and the tricks the hand did not need show as such.

import { SEATS, countOf, dominoesIn, teamOf } from '../engine';
import type { Team } from '../engine';
import type { TrickMark } from '../room';
import { afterPlay, goalOf, openingOf } from './played-hand';
import type { PlayedHand } from './played-hand';
import type { Position } from './solver';
import { nodesVisited, solve } from './solver';

/** How one trick went for the player's side against perfect play, or that it was not played (the
 * share's squares, shared/src/room/daily-share.ts). */
type TrickRating = TrickMark;

/** The points given away in a trick up to which it is a slip rather than costly: a trick with a
 * five in it (5 + 1). */
const SLIP_POINTS = 6;

/** Stars by the points the side gave away against perfect play over the hand: three for none,
 * two for up to one five-trick's worth, one for up to twice that. */
const STAR_MARGINS: readonly number[] = [2 * SLIP_POINTS, SLIP_POINTS, 0];

/** The most positions the solver may visit over one whole rating (the opening solve and one per
 * trick), so a freak deal cannot hold a request for long: past it the hand is not rated. Over 120
 * daily deals of the room tests the opening solve, the largest, visited a median of 64,441
 * positions, p95 310,491, max 473,183, and a whole rating took a median of 22 ms, p95 188 ms, max
 * 745 ms on a loaded 2-core machine; the budget is about eight times that largest solve. */
const RATING_NODE_BUDGET = 4_000_000;

/** A daily hand rated against perfect play, for the player's side. */
export interface DailyRating {
  /** The points the side takes from the first lead with perfect play by both sides. */
  readonly worth: number;
  /** The points the side took, plus what perfect play from where the hand stopped still gives it. */
  readonly played: number;
  /** Points given away against perfect play (0 when the side did as well or better). */
  readonly given: number;
  readonly stars: number;
  /** One per trick of the hand (seven, or as many as nello plays), in order. */
  readonly tricks: readonly TrickRating[];
}

/** The positions the solver may still visit in one rating. */
interface Budget {
  left: number;
}

/** The points `team` takes from `position` with perfect play by both sides, or null past the
 * budget (what the search visited is taken from it). Nello's bidders play to take nothing, so
 * there "perfect" for them is fewest points. */
const valueFor = (hand: PlayedHand, position: Position, team: Team, budget: Budget): number | null => {
  const goal = goalOf(hand);
  const points = solve(position, goal, 21, budget.left);
  budget.left -= nodesVisited();
  if (points === null) return null;
  // The solver counts the scorer's points; the other side takes what is left of what is to come.
  return goal.scorer === team ? points : pointsLeftIn(position) - points;
};

/** Count still in the hands in play plus one point per trick to come, between two tricks. */
const pointsLeftIn = (position: Position): number => {
  const inPlay = SEATS.filter((seat) => seat !== position.sittingOut);
  const dominoes = inPlay.flatMap((seat) => dominoesIn(position.hands[seat]));
  const count = dominoes.reduce((sum, id) => sum + countOf(id), 0);
  return count + dominoes.length / inPlay.length;
};

/** True when a side does better with more points: its own, except the nello bidders'. */
const wantsPoints = (hand: PlayedHand, team: Team): boolean =>
  hand.trump !== 'nello' || teamOf(hand.contract.bidder) !== team;

/** Stars for `given` points given away against perfect play. */
export const starsForGiven = (given: number): number =>
  STAR_MARGINS.filter((margin) => given <= margin).length;

/** The square of a trick in which the side gave away `given` points against perfect play. */
const trickRating = (given: number): TrickRating =>
  given <= 0 ? 'perfect' : given <= SLIP_POINTS ? 'slip' : 'costly';

/** `hand` rated for `team`: its worth with perfect play, what the side made of it, the stars and
 * each trick's square; null when the solver would go past its budget. */
export const rateDailyHand = (hand: PlayedHand, team: Team = 0): DailyRating | null => {
  const better = wantsPoints(hand, team) ? 1 : -1;
  let position = openingOf(hand);
  let taken = 0;
  const budget: Budget = { left: RATING_NODE_BUDGET };
  const worth = valueFor(hand, position, team, budget);
  if (worth === null) return null;
  let before = worth;
  const tricks: TrickRating[] = [];
  for (const play of hand.plays) {
    const { position: next, finished } = afterPlay(position, play.seat, play.domino);
    position = next;
    if (finished === null) continue;
    taken += teamOf(finished.winner) === team ? finished.points : 0;
    const rest = valueFor(hand, position, team, budget);
    if (rest === null) return null;
    const after = taken + rest;
    tricks.push(trickRating(better * (before - after)));
    before = after;
  }
  while (tricks.length < 7) tricks.push('unplayed');
  const given = Math.max(0, better * (worth - before));
  return { worth, played: before, given, stars: starsForGiven(given), tricks };
};
