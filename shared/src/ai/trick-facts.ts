// Facts about a trick that anyone at the table can see, for the words that teach: which play is on
// top, whether a domino is a trump, whether it is the highest of its suit still out. Used by the
// explanation of an AI's play (explain-play.ts) and by the hint's reason (hint-words.ts).

import { DOUBLES_TRUMP, countOf, followersOf, powerOf, suitLed, trickWinner } from '../engine';
import type { DominoId, DominoSet, PlayAction, PlayMode } from '../engine';

/** A play as the facts need it. */
export type Played = Pick<PlayAction, 'seat' | 'domino'>;

/** One domino of a suit, by the suit's number: "the highest five left". */
export const ONE_OF_SUIT = ['blank', 'one', 'two', 'three', 'four', 'five', 'six', 'double'] as const;

/** "1 point", "10 points". */
export const pointsWord = (points: number): string => `${points} ${points === 1 ? 'point' : 'points'}`;

/** Whether `id` is a trump under `mode`. */
export const isTrump = (mode: PlayMode, id: DominoId): boolean =>
  mode <= DOUBLES_TRUMP && ((followersOf(mode, mode) >> id) & 1) === 1;

/** Whether `id` follows the suit `lead` asks for. */
export const follows = (mode: PlayMode, lead: DominoId, id: DominoId): boolean =>
  ((followersOf(mode, suitLed(mode, lead)) >> id) & 1) === 1;

/** The play on top of `plays` (the seat winning the trick so far, by the engine's own rule). */
export const topOf = (mode: PlayMode, plays: readonly Played[]): Played => {
  const winner = trickWinner(mode, plays);
  return plays.find((p) => p.seat === winner)!;
};

/** Whether `id` played to `plays` (its lead first) would beat the play on top. */
export const beats = (mode: PlayMode, plays: readonly Played[], id: DominoId): boolean => {
  const suit = suitLed(mode, plays[0]!.domino);
  return powerOf(mode, suit, id) > powerOf(mode, suit, topOf(mode, plays).domino);
};

/** Whether no domino of `out` beats `id` in the suit it leads. */
export const highestLeft = (mode: PlayMode, id: DominoId, out: DominoSet): boolean => {
  const suit = suitLed(mode, id);
  for (let rest = out & followersOf(mode, suit); rest !== 0; rest &= rest - 1) {
    const other = 31 - Math.clz32(rest & -rest);
    if (powerOf(mode, suit, other) > powerOf(mode, suit, id)) return false;
  }
  return true;
};

/** The count on the dominoes of `plays`. */
export const countIn = (plays: readonly Played[]): number =>
  plays.reduce((sum, p) => sum + countOf(p.domino), 0);
