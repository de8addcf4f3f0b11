// "What if": from one play of a finished hand, another legal domino, and the rest of the hand
// played out by the exact solver with every hand open (each seat playing its team's best, the
// lowest domino among equals), to see what the other choice would have made of the hand.

import { dominoName, dominoesIn, err, legalPlays, ok, teamOf } from '../engine';
import type { ByTeam, DominoId, PlayAction, Result, Trick } from '../engine';
import { afterPlay, goalOf, momentsOf, seatToPlay } from './played-hand';
import type { PlayedHand } from './played-hand';
import type { Position } from './solver';
import { playValues } from './solver';

/** The hand played out from a tried domino. */
export interface WhatIf {
  /** The tried play, then the solver's plays to the end of the hand. */
  readonly plays: readonly PlayAction[];
  /** The tricks finished from the tried play on (the one it was played to first). */
  readonly tricks: readonly Trick[];
  /** The points each team takes over the whole hand, the tricks before the tried play included. */
  readonly points: ByTeam<number>;
  /** Whether the bidders make their contract that way. */
  readonly made: boolean;
}

/** The legal dominoes of the seat at play `index` of the hand: what a "what if" may try. */
export const choicesAt = (hand: PlayedHand, index: number): DominoId[] => {
  const moment = momentsOf(hand)[index];
  if (moment === undefined) return [];
  const { position, seat } = moment;
  return dominoesIn(legalPlays(position.mode, position.hands[seat], position.trick));
};

/** Whether the bidders made their contract with these tricks (the whole hand played). */
const madeWith = (hand: PlayedHand, tricks: readonly Trick[], points: ByTeam<number>): boolean => {
  const bidders = teamOf(hand.contract.bidder);
  if (hand.trump === 'nello') return tricks.every((trick) => teamOf(trick.winner) !== bidders);
  if (hand.contract.kind === 'points' && hand.trump !== 'sevens')
    return points[bidders] >= hand.contract.value;
  return tricks.every((trick) => teamOf(trick.winner) === bidders);
};

/** The solver's play for the seat on turn: its team's best (in nello, the bidders' side keeps the
 * bidders' points lowest), the lowest domino among equals. */
export const solverPlay = (hand: PlayedHand, position: Position): DominoId => {
  const goal = goalOf(hand);
  const solved = playValues(position, goal)!;
  const maximizing = teamOf(seatToPlay(position)) === goal.maximizer;
  const best = maximizing ? Math.max(...solved.values) : Math.min(...solved.values);
  return solved.plays[solved.values.indexOf(best)]!;
};

/** Plays `domino` instead at play `index` of the hand, then lets the solver play the rest. */
export const whatIf = (hand: PlayedHand, index: number, domino: DominoId): Result<WhatIf, string> => {
  const moments = momentsOf(hand);
  const moment = moments[index];
  if (moment === undefined) return err('That play is not in this hand');
  if (!choicesAt(hand, index).includes(domino))
    return err(`The ${dominoName(domino)} could not be played there`);
  const points: [number, number] = [moment.points[0], moment.points[1]];
  const plays: PlayAction[] = [];
  const tricks: Trick[] = [];
  let position = moment.position;
  let seat = moment.seat;
  let next: DominoId = domino;
  for (;;) {
    plays.push({ type: 'play', seat, domino: next });
    const step = afterPlay(position, seat, next);
    position = step.position;
    if (step.finished !== null) {
      tricks.push(step.finished);
      points[teamOf(step.finished.winner)]! += step.finished.points;
    }
    if (position.hands.every((set, s) => set === 0 || s === position.sittingOut)) break;
    seat = seatToPlay(position);
    next = solverPlay(hand, position);
  }
  return ok({ plays, tricks, points, made: madeWith(hand, [...moment.tricks, ...tricks], points) });
};
