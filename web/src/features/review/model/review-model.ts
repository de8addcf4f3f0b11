// What the review screen shows, worked out from the finished hand and the solver's review: the
// hand trick by trick in the order it was played, with every seat's dominoes at the start of the
// trick, each flagged play in a beginner's words ("Trick 3: you played 6-4, and it cost your side
// 10 points. 6-4 is worth 10, and the other side won the trick: ..."), the points each person
// gave away, and the bid against what each trump was worth. Every play is credited to the person who made it (the view's `playedBy`), not to whoever
// holds the seat now: a newcomer who sat down in trick 5 did not play trick 1.
import {
  choicesAt,
  dominoName,
  dominoesIn,
  mistakeWords,
  playModeOf,
  playsPerTrickOf,
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
import { handOrder } from '../../../lib/hand-order';
import { bidLabel, pointsLabel, trumpLabel } from '../../../lib/labels';

/** Who a seat is, as the viewer says it. */
export interface SeatName {
  readonly seat: Seat;
  /** "You" for the viewer's own seat, else the seat's name. */
  readonly name: string;
  /** The name of whoever holds the seat now (the viewer's own too). */
  readonly holder: string;
  /** The viewer's side or the other (a watcher's "us" is seats 0 and 2). */
  readonly side: 'us' | 'them';
}

/** One seat's row in a trick: its dominoes at the start of the trick, and the one it played. */
export interface TrickRow {
  /** The seat, named for the person who played this trick from it. */
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
  /** The seats in the order they played (the leader first), then any that did not play. */
  readonly rows: readonly TrickRow[];
  /** "Ann won 11 points for your side", or null when the hand stopped before this trick was
   * finished. */
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
      holder: names[seat],
      side: teamOf(seat) === teamOf(first) ? 'us' : 'them',
    };
  });
};

const nameOf = (seats: readonly SeatName[], seat: Seat): SeatName => seats.find((s) => s.seat === seat)!;

/** Who made the play at `index` of the hand from `seat`, as the viewer says it: the seat's name
 * ("You" for the viewer) when its holder now made it, else the name of who held it then. */
const playerOf = (
  seats: readonly SeatName[],
  playedBy: readonly string[],
  index: number,
  seat: Seat,
): string => {
  const now = nameOf(seats, seat);
  const who = playedBy[index] ?? now.holder;
  return who === now.holder ? now.name : who;
};

/** "Trick 3: you played 5-2, and it cost your side 10 points. 5-5 would have won the trick for your
 * side." (shared's review-words.ts). */
export const flagOf = (
  mark: PlayMark,
  seats: readonly SeatName[],
  playedBy: readonly string[] = [],
): string => {
  const who = playerOf(seats, playedBy, mark.index, mark.seat);
  return mistakeWords(mark, who === 'You' ? 'you' : who);
};

/** "You won 11 points for your side", "Bo won 1 point for the other side" (a watcher, who has
 * no side: "for their side"). */
const trickWords = (who: string, side: SeatName['side'], points: number, watching: boolean): string => {
  const whose = watching ? 'their' : side === 'us' ? 'your' : 'the other';
  return `${who} won ${pointsLabel(points)} for ${whose} side`;
};

/** The seven tricks of the hand, each with every seat's dominoes at its start (laid out as the
 * table lays out a hand: trumps first, strongest first, then from the highest end down), in the
 * order they were played; of a `hidden` seat (a daily deal's other hands, still secret) only the domino it
 * played, and nothing to try. `playedBy` names who made each play (empty: the seats' holders now). */
export const reviewTricks = (
  hand: PlayedHand,
  review: HandReview | null,
  seats: readonly SeatName[],
  hidden: readonly Seat[] = [],
  playedBy: readonly string[] = [],
): ReviewTrick[] => {
  const size = playsPerTrickOf(hand);
  const mode = playModeOf(hand.trump, hand.settings);
  const held = [...hand.dealt];
  const watching = seats[0]!.name !== 'You';
  const tricks: ReviewTrick[] = [];
  for (let number = 1; number <= 7; number++) {
    const start = (number - 1) * size;
    const plays: PlayAction[] = hand.plays.slice(start, start + size);
    if (plays.length === 0) break;
    const inPlayOrder = [
      ...plays.map((play) => nameOf(seats, play.seat)),
      ...seats.filter((seat) => !plays.some((play) => play.seat === seat.seat)),
    ];
    const rows = inPlayOrder.map((seat): TrickRow => {
      const at = plays.findIndex((p) => p.seat === seat.seat);
      const index = at < 0 ? null : start + at;
      const played = at < 0 ? null : plays[at]!.domino;
      const secret = hidden.length > 0;
      return {
        seat: index === null ? seat : { ...seat, name: playerOf(seats, playedBy, index, seat.seat) },
        dominoes: hidden.includes(seat.seat)
          ? played === null
            ? []
            : [played]
          : handOrder(dominoesIn(held[seat.seat]!), hand.trump),
        played,
        led: at === 0,
        index,
        choices: index === null || secret ? [] : choicesAt(hand, index),
      };
    });
    const finished = plays.length === size;
    const winner = finished ? rows.find((row) => row.seat.seat === trickWinner(mode, plays))! : null;
    const flags = (review?.marks ?? [])
      .filter((mark) => mark.trickNumber === number && mark.lost > 0)
      .map((mark) => flagOf(mark, seats, playedBy));
    tricks.push({
      number,
      rows,
      result:
        winner === null ? null : trickWords(winner.seat.name, winner.seat.side, trickPoints(plays), watching),
      flags,
    });
    for (const play of plays) held[play.seat] = held[play.seat]! & ~(1 << play.domino);
    if (!finished) break;
  }
  return tricks;
};

/** One person's line in "Points lost to mistakes". */
export interface LossLine {
  readonly name: string;
  readonly side: SeatName['side'];
  readonly lost: number;
}

/** "You lost 11 points to mistakes" lines, one per person who played this hand, seat by seat (the
 * viewer's first), each seat's earlier holders before its holder now. */
export const lossLines = (
  review: HandReview,
  hand: PlayedHand,
  seats: readonly SeatName[],
  playedBy: readonly string[] = [],
): LossLine[] =>
  seats.flatMap((seat) => {
    const indexes = hand.plays.flatMap((play, index) => (play.seat === seat.seat ? [index] : []));
    const people = [...new Set(indexes.map((index) => playerOf(seats, playedBy, index, seat.seat)))];
    return (people.length === 0 ? [seat.name] : people).map((name) => ({
      name,
      side: seat.side,
      lost: review.marks
        .filter(
          (mark) => mark.seat === seat.seat && playerOf(seats, playedBy, mark.index, seat.seat) === name,
        )
        .reduce((sum, mark) => sum + mark.lost, 0),
    }));
  });

/** "30 by Ann, sixes" for the contract that was played. */
export const contractLine = (hand: PlayedHand, seats: readonly SeatName[]): string =>
  `${bidLabel(hand.contract)} by ${nameOf(seats, hand.contract.bidder).name}, ${trumpLabel(hand.trump)}`;

/** "What if you played 6-4: us 31, them 11, the bid is made". */
export const whatIfLine = (
  tried: { readonly index: number; readonly domino: DominoId },
  result: WhatIf,
  hand: PlayedHand,
  seats: readonly SeatName[],
  playedBy: readonly string[] = [],
): string => {
  const who = playerOf(seats, playedBy, tried.index, hand.plays[tried.index]!.seat);
  const us = seats[0]!.seat & 1;
  return `If ${who === 'You' ? 'you' : who} had played ${dominoName(tried.domino)}: us ${result.points[us]}, them ${result.points[1 - us]}; the bid is ${result.made ? 'made' : 'set'}`;
};
