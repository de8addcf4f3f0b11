// The hand review: every play judged by the exact solver with all hands open, as they were at
// that moment. A play is a mistake when another legal domino would have given the playing team
// more points (both sides playing perfectly after it); the difference is the points it lost.
// The bid is judged too: what the real deal was worth to the bidders under each trump.

import { TRUMPS, bySeat, teamOf } from '../engine';
import type { BySeat, Contract, DominoId, Seat, Trump } from '../engine';
import { playInTrick } from './play-in-trick';
import type { PlayInTrick } from './play-in-trick';
import { goalOf, momentsOf, openingOf } from './played-hand';
import type { Moment, PlayedHand } from './played-hand';
import { playValues, solve } from './solver';

/** The solver's judgement of one play. */
export interface PlayMark {
  /** The play's place in the hand, 0 for the opening lead. */
  readonly index: number;
  /** 1 for the first trick. */
  readonly trickNumber: number;
  readonly seat: Seat;
  readonly domino: DominoId;
  /** The points the seat's team takes from this trick on after this play, all playing perfectly. */
  readonly value: number;
  /** The same after the seat's best legal domino. */
  readonly best: number;
  /** `best - value`: the points this play gave away (0 when it was a best play). */
  readonly lost: number;
  /** The legal dominoes that give `best`, lowest id first. */
  readonly bestDominoes: readonly DominoId[];
  /** Its part in its trick, asked against the first of `bestDominoes` when it lost points. */
  readonly trick: PlayInTrick;
}

/** What the real deal was worth to the bidders under one trump. */
export interface TrumpWorth {
  readonly trump: Trump;
  /** The points the bidders take with perfect play by both sides (nello: the points the bidder's
   * side cannot avoid taking). */
  readonly points: number;
  /** Whether those points make the contract that was bid. */
  readonly made: boolean;
}

/** The bid against what the deal was worth. */
export interface BidReview {
  readonly contract: Contract;
  /** The trump that was named. */
  readonly trump: Trump;
  /** Each trump the bidders could have named, with its worth over the real deal. */
  readonly worth: readonly TrumpWorth[];
}

/** A whole hand reviewed. */
export interface HandReview {
  /** One mark per play, in order; empty when the plays are not reviewed (see `notReviewed`). */
  readonly marks: readonly PlayMark[];
  /** Per seat, the points its plays gave away. */
  readonly lostBySeat: BySeat<number>;
  readonly bid: BidReview;
  /** Why the plays were not reviewed, in a player's words; null when they were. */
  readonly notReviewed: string | null;
}

/** Said instead of a review of nello's plays: counting points would misjudge them. */
export const NELLO_NOT_REVIEWED =
  'Nello plays are not reviewed: the review counts points, and nello is won or lost on a single trick.';

/** The points a contract needs under a trump: a point bid its value, every other contract all 42. */
const pointsNeeded = (contract: Contract, trump: Trump): number =>
  contract.kind === 'points' && trump !== 'sevens' ? contract.value : 42;

/** The trumps the bidders could have named for their contract at this table. */
const trumpsFor = (hand: PlayedHand): Trump[] =>
  TRUMPS.filter((trump) => {
    if (trump === 'nello' || trump === 'sevens')
      return hand.contract.kind === 'marks' && hand.settings[trump] !== false;
    return true;
  });

/** The points the bidders take over the real deal under `trump`, with perfect play. */
const worthUnder = (hand: PlayedHand, trump: Trump): TrumpWorth => {
  const as = { ...hand, trump };
  const nello = trump === 'nello';
  const points = solve(openingOf(as), goalOf(as))!;
  return { trump, points, made: nello ? points === 0 : points >= pointsNeeded(hand.contract, trump) };
};

/** The bid reviewed: each trump's worth over the real deal, against the contract. */
const reviewBid = (hand: PlayedHand): BidReview => ({
  contract: hand.contract,
  trump: hand.trump,
  worth: trumpsFor(hand).map((trump) => worthUnder(hand, trump)),
});

/** One play of the hand judged: its value and the best value for the playing seat's team. */
const markOf = (hand: PlayedHand, moment: Moment, index: number): PlayMark => {
  const domino = hand.plays[index]!.domino;
  const team = teamOf(moment.seat);
  const solved = playValues(moment.position, { scorer: team, maximizer: team })!;
  const best = Math.max(...solved.values);
  const value = solved.values[solved.plays.indexOf(domino)]!;
  const bestDominoes = solved.plays.filter((_, i) => solved.values[i] === best);
  return {
    index,
    trickNumber: moment.trickNumber,
    seat: moment.seat,
    domino,
    value,
    best,
    lost: best - value,
    bestDominoes,
    trick: playInTrick(hand, moment, index, best > value ? bestDominoes[0]! : null),
  };
};

/** Reviews a finished hand: every play against the exact solver's best, the points each seat gave
 * away, and the bid against the deal's worth under each trump. */
export const reviewHand = (hand: PlayedHand): HandReview => {
  const bid = reviewBid(hand);
  if (hand.trump === 'nello')
    return { marks: [], lostBySeat: [0, 0, 0, 0], bid, notReviewed: NELLO_NOT_REVIEWED };
  const marks = momentsOf(hand).map((moment, index) => markOf(hand, moment, index));
  const lostBySeat = bySeat((seat) =>
    marks.filter((mark) => mark.seat === seat).reduce((sum, mark) => sum + mark.lost, 0),
  );
  return { marks, lostBySeat, bid, notReviewed: null };
};
