// Who held each seat when each play was made. A seat can change hands during a game (a newcomer
// takes a seat the AI played, a player leaves it to the AI), and the review, the replay and the
// statistics must credit each play to the person who made it, not to whoever sits there now. The
// room keeps, for the game it plays, the four who sat down when it started and then every change
// with the place in the game from which the newcomer plays the seat: the hand, and how many plays
// of that hand were made before.

import type { GameState, Seat } from '../engine';
import type { Room, SeatSlot } from './room';

/** One seat's holder from a place in the game on. */
export interface SeatTaken {
  readonly seat: Seat;
  /** The name they played under (an AI seat's "AI 2"). */
  readonly name: string;
  /** Their uid; null for the AI. */
  readonly uid: string | null;
  /** The hand (its number) from which they play the seat. */
  readonly hand: number;
  /** How many plays of that hand were made before they took it. */
  readonly play: number;
}

/** How many plays of the hand being played have been made. */
const playsMade = (game: GameState): number =>
  game.tricks.reduce((sum, trick) => sum + trick.plays.length, 0) + game.trick.length;

/** `slot`'s holder of `seat` from where `game` stands on. */
const takenNow = (game: GameState, seat: Seat, slot: SeatSlot): SeatTaken => ({
  seat,
  name: slot.name,
  uid: slot.uid,
  hand: game.handNumber,
  play: playsMade(game),
});

/** The history of a game that starts now: the four who sit down to it. */
export const startingHolders = (game: GameState, seats: Room['seats']): SeatTaken[] =>
  seats.map((slot, seat) => ({ ...takenNow(game, seat as Seat, slot), play: 0 }));

/** The history once `seat` goes to `slot` during a game (`room` still as before): a change of
 * person is kept, the same person (a name change, a seat moved to their other phone) is not. */
export const historyWith = (room: Room, seat: Seat, slot: SeatSlot): readonly SeatTaken[] => {
  if (room.status !== 'playing' || room.seats[seat].uid === slot.uid) return room.seatHistory;
  return [...room.seatHistory, takenNow(room.game, seat, slot)];
};

/** Who held `seat` at play `play` of hand `hand`: its last holder who took it at or before that
 * play; undefined when the history has none (a room stored before it was kept). */
export const holderAt = (
  history: readonly SeatTaken[],
  seat: Seat,
  hand: number,
  play: number,
): SeatTaken | undefined =>
  history
    .filter(
      (taken) => taken.seat === seat && (taken.hand < hand || (taken.hand === hand && taken.play <= play)),
    )
    .at(-1);

/** Who made each of `plays` (a hand's plays in order, of hand `hand`), by name; a seat with no
 * holder in the history is credited to `now`, whoever holds it now. */
export const playersOfPlays = (
  history: readonly SeatTaken[],
  hand: number,
  plays: readonly { readonly seat: Seat }[],
  now: (seat: Seat) => string,
): string[] => plays.map(({ seat }, index) => holderAt(history, seat, hand, index)?.name ?? now(seat));
