// What a finished game gives everyone who sat in it: every hand's outcome (the game is replayed
// from its record, since the state keeps only the last hand's), the points each seat's plays gave
// away by the hand review (the exact solver judging every play), who won, the final score, the
// names at the table and the replay link. A seat can change hands during a game, so by the room's
// seat history the holder at the end is charged only with the plays they made and credited only
// with the hands they held the seat for when each was bid: a newcomer gets neither the AI's plays
// nor the bid of the person who left. Worked out once per game, then folded into each seated
// person's statistics (fold.ts).

import { actionsOf, bySeat, handEnds, originOf } from '../engine';
import type { BySeat, ByTeam, HandOutcome, Seat, Team } from '../engine';
import { playedHandOf, reviewHand } from '../ai';
import { holderAt, replayLinkOf } from '../room';
import type { GameRoom, Room, SeatTaken } from '../room';
import type { GameKind } from './person-stats';

/** A finished game as the statistics read it. */
export interface FinishedGame {
  readonly id: string;
  readonly kind: GameKind;
  /** Every hand played to its end, in order (an all-pass redeal is no hand). */
  readonly hands: readonly HandOutcome[];
  /** For each of those hands, whether each seat's holder at the end held it when the hand was bid:
   * only then are the hand, its bid and its result theirs. */
  readonly heldAtBid: readonly BySeat<boolean>[];
  /** How many of those hands the review judged play by play (not nello's, whose plays it does not
   * judge), and the points each seat's plays gave away in them. */
  readonly handsReviewed: number;
  readonly pointsLost: BySeat<number>;
  readonly winner: Team;
  readonly unit: 'marks' | 'points';
  /** Each team's final score in `unit`. */
  readonly score: ByTeam<number>;
  readonly names: BySeat<string>;
  readonly replayLink: string | null;
}

/** True when the holder of `seat` at the end of `room`'s game made play `play` of hand `hand`
 * (a room with no history: as before). */
const heldByLast = (room: GameRoom, seat: Seat, hand: number, play: number): boolean => {
  const holder = holderAt(room.seatHistory, seat, hand, play);
  return holder === undefined || holder.uid === room.seats[seat].uid;
};

/** Everyone who held `seat` at some time from hand `hand`'s deal to its first play, one of whom
 * made the seat's bid: the history places every seat taken in that time at the hand's first play,
 * so it cannot tell which of them held it at the bid. */
const holdersAtBid = (history: readonly SeatTaken[], seat: Seat, hand: number): SeatTaken[] => {
  const atDeal = history.filter((taken) => taken.seat === seat && taken.hand < hand).at(-1);
  const since = history.filter((taken) => taken.seat === seat && taken.hand === hand && taken.play === 0);
  return atDeal === undefined ? since : [atDeal, ...since];
};

/** Whether each seat's holder at the end may have held it when hand `hand` was bid (a room with
 * no history: as before). When the seat changed hands before the first play, each of its holders
 * then counts: a bidder who left before leading and came back keeps the bid; a newcomer let in
 * before the AI's first play for the bidder would get it too, the one case this misjudges. */
const heldForBid = (room: GameRoom, hand: number): BySeat<boolean> =>
  bySeat((seat) => {
    const holders = holdersAtBid(room.seatHistory, seat, hand);
    return holders.length === 0 || holders.some((holder) => holder.uid === room.seats[seat].uid);
  });

/** Every hand of `room`'s game that reached its end, replayed from the start, with what the
 * review found in the plays of each seat's holder at the end. */
const handsOf = (
  room: GameRoom,
): Pick<FinishedGame, 'hands' | 'heldAtBid' | 'handsReviewed' | 'pointsLost'> => {
  const { game } = room;
  // A finished game's log holds accepted actions only, so it always replays.
  const ends = handEnds(originOf(game), actionsOf(game)) ?? [];
  const reviews = ends.flatMap((end) => {
    const review = reviewHand(playedHandOf(end));
    return review.notReviewed !== null ? [] : [{ hand: end.handNumber, review }];
  });
  const lostBy = (seat: Seat) =>
    reviews.reduce(
      (sum, { hand, review }) =>
        sum +
        review.marks
          .filter((mark) => mark.seat === seat && heldByLast(room, seat, hand, mark.index))
          .reduce((lost, mark) => lost + mark.lost, 0),
      0,
    );
  return {
    hands: ends.map((end) => end.outcome),
    heldAtBid: ends.map((end) => heldForBid(room, end.handNumber)),
    handsReviewed: reviews.length,
    pointsLost: bySeat(lostBy),
  };
};

/** A game's id: its room, where its deals came from and how long it ran, so the same game
 * always has the same id and two games at one table do not. */
const gameIdOf = (room: GameRoom): string => {
  const { dealing } = room.game;
  const source = dealing.kind === 'seeded' ? dealing.seed.toString(36) : dealing.keys[0]!.slice(0, 12);
  return `${room.id}.${source}.${actionsOf(room.game).length}`;
};

/** The id the finished game of `room` has, or null while it has none: cheap, where working the
 * game out replays and reviews every hand (a device asks it before counting a game twice). */
export const finishedGameId = (room: Room): string | null =>
  room.status === 'finished' ? gameIdOf(room) : null;

/** The finished game of `room`, or null while it has none. */
export const finishedGame = (room: Room): FinishedGame | null => {
  if (room.status !== 'finished') return null;
  const { game, result } = room;
  const winner = result?.winner ?? game.winner;
  if (winner === null) return null;
  const base = {
    id: gameIdOf(room),
    ...handsOf(room),
    winner,
    names: bySeat((seat) => room.seats[seat].name),
    replayLink: replayLinkOf(room),
  };
  // A short game ends on its one hand, before it is scored: its score is the points taken.
  if (result !== null) return { ...base, kind: result.kind, unit: 'points', score: result.outcome.points };
  const unit = game.settings.target.kind === 'points' ? 'points' : 'marks';
  return { ...base, kind: 'game', unit, score: unit === 'points' ? game.gamePoints : game.marks };
};
