// What a reviewed play did to its own trick, for the words that explain a mistake: whether it was
// the lead, whether the playing side won the trick as it was played, and whether the side would
// have won it with the solver's best domino instead (the rest of that trick played out by the
// solver, every hand open, as "what if" plays it: what-if.ts).

import { teamOf, trickWinner } from '../engine';
import type { DominoId } from '../engine';
import { afterPlay, playsPerTrickOf, seatToPlay } from './played-hand';
import type { Moment, PlayedHand } from './played-hand';
import { solverPlay } from './what-if';

/** A play's part in its trick. */
export interface PlayInTrick {
  /** It led the trick. */
  readonly led: boolean;
  /** The playing side won the trick as it was played; null when the hand stopped before the trick
   * was finished. */
  readonly won: boolean | null;
  /** The side would have won it with the best domino asked about; null when not asked (a best
   * play) or not known (the trick unfinished). */
  readonly bestWins: boolean | null;
}

/** The plays of the trick that holds play `index` of the hand (fewer at a hand that stopped). */
const trickPlays = (hand: PlayedHand, index: number) => {
  const size = playsPerTrickOf(hand);
  const start = index - (index % size);
  return hand.plays.slice(start, start + size);
};

/** Whether the side of the seat to play at `moment` wins the trick when it plays `domino` and the
 * solver plays the rest of the trick. */
const winsWith = (hand: PlayedHand, moment: Moment, domino: DominoId): boolean => {
  let step = afterPlay(moment.position, moment.seat, domino);
  while (step.finished === null) {
    const seat = seatToPlay(step.position);
    step = afterPlay(step.position, seat, solverPlay(hand, step.position));
  }
  return teamOf(step.finished.winner) === teamOf(moment.seat);
};

/** Play `index` of the hand in its trick, asked against `best` (or null for a best play). */
export const playInTrick = (
  hand: PlayedHand,
  moment: Moment,
  index: number,
  best: DominoId | null,
): PlayInTrick => {
  const plays = trickPlays(hand, index);
  const finished = plays.length === playsPerTrickOf(hand);
  return {
    led: moment.position.trick.length === 0,
    won: finished ? teamOf(trickWinner(moment.position.mode, plays)) === teamOf(moment.seat) : null,
    bestWins: finished && best !== null ? winsWith(hand, moment, best) : null,
  };
};
