// What a finished game gives everyone who sat in it: every hand's outcome (the game is replayed
// from its record, since the state keeps only the last hand's), the points each seat's plays gave
// away by the hand review (the exact solver judging every play; only the plays its holder at the
// end made, by the room's seat history: a newcomer is not charged with the AI's plays before), who won, the final score, the
// names at the table and the replay link. Worked out once per game, then folded into each
// seated person's statistics (fold.ts).

import { actionsOf, bySeat, handEnds, originOf } from '../engine';
import type { BySeat, ByTeam, HandOutcome, Seat, Team } from '../engine';
import { playedHandOf, reviewHand } from '../ai';
import { holderAt, replayLinkOf } from '../room';
import type { GameRoom, Room } from '../room';
import type { GameKind } from './person-stats';

/** A finished game as the statistics read it. */
export interface FinishedGame {
  readonly id: string;
  readonly kind: GameKind;
  /** Every hand played to its end, in order (an all-pass redeal is no hand). */
  readonly hands: readonly HandOutcome[];
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

/** Every hand of `room`'s game that reached its end, replayed from the start, with what the
 * review found in the plays of each seat's holder at the end. */
const handsOf = (room: GameRoom): Pick<FinishedGame, 'hands' | 'handsReviewed' | 'pointsLost'> => {
  const { game, seatHistory } = room;
  /** True when the seat's holder at the end made the play (a room with no history: as before). */
  const heldByLast = (seat: Seat, hand: number, play: number): boolean => {
    const holder = holderAt(seatHistory, seat, hand, play);
    return holder === undefined || holder.uid === room.seats[seat].uid;
  };
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
          .filter((mark) => mark.seat === seat && heldByLast(seat, hand, mark.index))
          .reduce((lost, mark) => lost + mark.lost, 0),
      0,
    );
  return {
    hands: ends.map((end) => end.outcome),
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
