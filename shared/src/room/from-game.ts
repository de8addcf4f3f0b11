// Offline to online: a game played alone against the AI becomes a room that friends join. The
// game comes in as its record (settings, seed, actions) and is rebuilt by replaying it, so the
// room holds only a game the rules produced. Joiners take over the AI seats. The record's shape
// was checked by its schema (shared/src/protocol); here its settings and moves are judged.

import { HOUSE, SEATS, err, ok, replay } from '../engine';
import type { Action, BySeat, Result, Seat, Settings } from '../engine';
import { roomError } from './errors';
import type { RoomError } from './errors';
import { createRoom } from './membership';
import { aiSeat } from './room';
import type { Room, SeatSlot } from './room';
import { checkSettings } from './settings-check';
import { settle } from './table';

/** A room already playing `record`'s game, its creator host in `seat` and the AI in the others. */
export const createRoomFromGame = (request: {
  readonly id: string;
  readonly uid: string;
  readonly name: string;
  readonly seed: number;
  readonly seat: Seat;
  readonly record: {
    readonly settings: Settings;
    readonly seed: number;
    readonly actions: readonly Action[];
  };
  readonly now: number;
}): Result<Room, RoomError> => {
  const lobby = createRoom(request);
  if (!lobby.ok) return lobby;
  const { settings: claimed, seed, actions } = request.record;
  const settings = checkSettings(HOUSE, claimed);
  if (!settings.ok) return settings;
  const game = replay(seed, settings.value, actions);
  if (!game.ok)
    return err(roomError('room/bad-request', "That game can't be moved online: its moves don't replay"));
  if (game.value.phase === 'game-over') return err(roomError('room/game-over', 'That game is already over'));
  const host = lobby.value.seats[0];
  const seats = SEATS.map((seat) =>
    seat === request.seat ? host : aiSeat(seat),
  ) as unknown as BySeat<SeatSlot>;
  const room: Room = { ...lobby.value, seats, settings: settings.value, status: 'playing', game: game.value };
  return ok(settle(room, request.now));
};
