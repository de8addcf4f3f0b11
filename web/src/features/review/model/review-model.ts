// What the review screen shows, worked out from the finished hand and the solver's review: the
// hand trick by trick with every seat's dominoes at the start of the trick, each flagged play in
// the words ("Trick 3: 5-5 keeps 10 points; you played 5-2 (−10)"), the points each seat
// gave away, and the bid against what each trump was worth.
import {
  choicesAt,
  dominoName,
  dominoesIn,
  mistakeWords,
  playModeOf,
  teamOf,
  trickPoints,
  trickWinner,
} from '@texas42/shared';
import type {
  BySeat,
  DominoId,
  HandReview,
  PlayAction,
  PlayMark,
  PlayedHand,
  Seat,
  WhatIf,
} from '@texas42/shared';
import { bidLabel, pointsLabel, trumpLabel } from '../../../lib/labels';

/** Who a seat is, as the viewer says it. */
export interface SeatName {
  readonly seat: Seat;
  /** "You" for the viewer's own seat, else the seat's name. */
  readonly name: string;
  /** The viewer's side or the other (a watcher's "us" is seats 0 and 2). */
  readonly side: 'us' | 'them';
}

/** One seat's row in a trick: its dominoes at the start of the trick, and the one it played. */
export interface TrickRow {
  readonly seat: SeatName;
  readonly dominoes: readonly DominoId[];
  /** What it played to this trick (null: it sat out, or the hand ended first). */
  readonly played: DominoId | null;
  /** True for the seat that led the trick. */
  readonly led: boolean;
  /** The play's place in the hand, for "what if". */
  readonly index: number | null;
  /** The dominoes it could have played instead. */
  readonly choices: readonly DominoId[];
}

/** One trick of the hand, as the review steps through it. */
export interface ReviewTrick {
  readonly number: number;
  readonly rows: readonly TrickRow[];
  /** "Ann took it: 11 points", or null when the hand stopped before this trick was finished. */
  readonly result: string | null;
  /** The flagged plays of this trick, in the words. */
  readonly flags: readonly string[];
}

/** The seats as the viewer names them, the viewer's own first (a watcher's: seat 0 first). */
export const seatNames = (names: BySeat<string>, viewer: Seat | null): SeatName[] => {
  const first = viewer ?? 0;
  return [0, 1, 2, 3].map((step) => {
    const seat = ((first + step) & 3) as Seat;
    return {
      seat,
      name: seat === viewer ? 'You' : names[seat],
      side: teamOf(seat) === teamOf(first) ? 'us' : 'them',
    };
  });
};

const nameOf = (seats: readonly SeatName[], seat: Seat): SeatName => seats.find((s) => s.seat === seat)!;

/** "Trick 3: 5-5 keeps 10 points; you played 5-2 (−10)". */
export const flagOf = (mark: PlayMark, seats: readonly SeatName[]): string => {
  const who = nameOf(seats, mark.seat).name;
  return mistakeWords(mark, who === 'You' ? 'you' : who);
};

/** The plays per trick: four a trick, three when nello's partner sits out. */
const perTrick = (hand: PlayedHand): number => (hand.trump === 'nello' ? 3 : 4);

/** The seven tricks of the hand, each with every seat's dominoes at its start; of a `hidden` seat
 * (a daily deal's other hands, still secret) only the domino it played, and nothing to try. */
export const reviewTricks = (
  hand: PlayedHand,
  review: HandReview | null,
  seats: readonly SeatName[],
  hidden: readonly Seat[] = [],
): ReviewTrick[] => {
  const size = perTrick(hand);
  const mode = playModeOf(hand.trump, hand.settings);
  const held = [...hand.dealt];
  const tricks: ReviewTrick[] = [];
  for (let number = 1; number <= 7; number++) {
    const start = (number - 1) * size;
    const plays: PlayAction[] = hand.plays.slice(start, start + size);
    if (plays.length === 0) break;
    const rows = seats.map((seat): TrickRow => {
      const at = plays.findIndex((p) => p.seat === seat.seat);
      const index = at < 0 ? null : start + at;
      const played = at < 0 ? null : plays[at]!.domino;
      const secret = hidden.length > 0;
      return {
        seat,
        dominoes: hidden.includes(seat.seat)
          ? played === null
            ? []
            : [played]
          : dominoesIn(held[seat.seat]!),
        played,
        led: at === 0,
        index,
        choices: index === null || secret ? [] : choicesAt(hand, index),
      };
    });
    const finished = plays.length === size;
    const winner = finished ? nameOf(seats, trickWinner(mode, plays)).name : null;
    const flags = (review?.marks ?? [])
      .filter((mark) => mark.trickNumber === number && mark.lost > 0)
      .map((mark) => flagOf(mark, seats));
    tricks.push({
      number,
      rows,
      result: winner === null ? null : `${winner} took it: ${pointsLabel(trickPoints(plays))}`,
      flags,
    });
    for (const play of plays) held[play.seat] = held[play.seat]! & ~(1 << play.domino);
    if (!finished) break;
  }
  return tricks;
};

/** "You lost 11 points to mistakes" lines, one per seat, the viewer's first. */
export const lossLines = (review: HandReview, seats: readonly SeatName[]): { name: string; lost: number }[] =>
  seats.map((seat) => ({ name: seat.name, lost: review.lostBySeat[seat.seat] }));

/** "30 by Ann, sixes" for the contract that was played. */
export const contractLine = (hand: PlayedHand, seats: readonly SeatName[]): string =>
  `${bidLabel(hand.contract)} by ${nameOf(seats, hand.contract.bidder).name}, ${trumpLabel(hand.trump)}`;

/** "What if you played 6-4: us 31, them 11, the bid is made". */
export const whatIfLine = (
  tried: { readonly index: number; readonly domino: DominoId },
  result: WhatIf,
  hand: PlayedHand,
  seats: readonly SeatName[],
): string => {
  const who = nameOf(seats, hand.plays[tried.index]!.seat).name;
  const us = seats[0]!.seat & 1;
  return `If ${who === 'You' ? 'you' : who} had played ${dominoName(tried.domino)}: us ${result.points[us]}, them ${result.points[1 - us]}; the bid is ${result.made ? 'made' : 'set'}`;
};
