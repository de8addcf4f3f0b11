// Offline to online: a game played alone against the AI becomes a room that friends join. The
// game comes in as its record and is replayed to check it, but its deals stay behind: whoever made
// the record knows them (an offline seed can be chosen, and every later deal follows from it). The
// room's game goes on from the record's score (marks, game points, the hand it was in) with a
// fresh deal from the server's key; the hand in progress is dropped. Joiners take over AI seats.
// The record's shape was checked by its schema (shared/src/protocol); here its moves are judged.

import { HOUSE, bySeat, createKeyedGame, err, isDealKey, ok, replay } from '../engine';
import type { Action, GameOrigin, Result, Seat } from '../engine';
import { roomError } from './errors';
import type { RoomError } from './errors';
import { createRoom } from './membership';
import { aiSeat } from './room';
import type { Room } from './room';
import { startingHolders } from './seat-history';
import { checkSettings } from './settings-check';
import { settle } from './table';

/** A room playing on from `record`'s score with a fresh deal, its creator host in `seat` and the
 * AI in the others. */
export const createRoomFromGame = (request: {
  readonly id: string;
  readonly uid: string;
  readonly name: string;
  readonly seed: number;
  readonly seat: Seat;
  readonly record: GameOrigin & { readonly actions: readonly Action[] };
  /** The server's key for the room's first deal (refused when missing). */
  readonly dealKey: string | undefined;
  readonly now: number;
}): Result<Room, RoomError> => {
  if (!isDealKey(request.dealKey))
    return err(roomError('room/no-deal-key', 'The table cannot deal right now: try again'));
  const lobby = createRoom(request);
  if (!lobby.ok) return lobby;
  const { settings: claimed, actions } = request.record;
  const settings = checkSettings(HOUSE, claimed);
  if (!settings.ok) return settings;
  const game = replay({ ...request.record, settings: settings.value }, actions);
  if (!game.ok)
    return err(roomError('room/bad-request', "That game can't be moved online: its moves don't replay"));
  const { phase, handNumber, marks, gamePoints } = game.value;
  if (phase === 'game-over') return err(roomError('room/game-over', 'That game is already over'));
  const host = lobby.value.seats[0];
  const seats = bySeat((seat) => (seat === request.seat ? host : aiSeat(seat)));
  const fresh = createKeyedGame(settings.value, request.dealKey, { handNumber, marks, gamePoints });
  const room: Room = {
    ...lobby.value,
    seats,
    settings: settings.value,
    status: 'playing',
    game: fresh,
    satInGame: [request.uid],
    seatHistory: startingHolders(fresh, seats),
  };
  return ok(settle(room, request.now));
};
