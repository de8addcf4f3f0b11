// "Continue on another phone": the same person moves their seat to another device, which signs in
// as another (anonymous) user. The server checks the one-time link that proves it is them; here
// the seat changes uid and nothing else: the same name, hand, coaches and host role, and the old
// device is no longer at the table (it cannot read the seat's hand any more). A table without a
// clock waiting on that seat waits afresh, as the new phone has had no time to check in yet.

import { bySeat, err, ok } from '../engine';
import type { Result, Seat } from '../engine';
import { removedError, sittingError } from './audience';
import { roomError } from './errors';
import type { RoomError } from './errors';
import { bumped, requestError } from './requests';
import type { RoomRequest } from './requests';
import { including, seatOfUid } from './room';
import type { Room, SeatSlot } from './room';

/** The room as it is when the caller `uid` sits at it and so may make a link to move their seat
 * (the link itself is the server's secret, kept apart from the room), else why not. */
export const offerTransfer = (room: Room, request: { readonly uid: string }): Result<Room, RoomError> =>
  seatOfUid(room, request.uid) === null
    ? err(roomError('room/not-seated', 'Only a seated player can move their seat to another phone'))
    : ok(room);

/** Whether the table waits on `seat`: its turn, or its Next when everyone's is owed. */
const waitsOn = (room: Room, seat: Seat): boolean =>
  room.game !== null &&
  (room.game.turn === seat || (room.game.turn === null && ((room.game.agreed >> seat) & 1) === 0));

/** Moves the seat `from` sits in to the caller `uid` (the same person on another device) at `now`. */
export const moveSeat = (
  room: Room,
  request: RoomRequest & { readonly from: string; readonly now: number },
): Result<Room, RoomError> => {
  const problem = requestError(room, request);
  if (problem) return err(problem);
  if (request.from === request.uid) return ok(room);
  const seat = seatOfUid(room, request.from);
  if (seat === null)
    return err(roomError('room/not-seated', 'That seat is no longer yours to move: join the table again'));
  if (seatOfUid(room, request.uid) !== null)
    return err(roomError('room/already-seated', 'This phone already has a seat at this table'));
  const refusal = removedError(room, request.uid) ?? sittingError(room, request.uid);
  if (refusal) return err(refusal);
  const slot: SeatSlot = { ...room.seats[seat], uid: request.uid, away: false };
  const seats = bySeat((s) => (s === seat ? slot : room.seats[s]));
  return ok(
    bumped({
      ...room,
      seats,
      watchers: room.watchers.filter((w) => w.uid !== request.uid),
      hostUid: room.hostUid === request.from ? request.uid : room.hostUid,
      satInGame: room.status === 'playing' ? including(room.satInGame, request.uid) : room.satInGame,
      turnSince: room.turnSince !== null && waitsOn(room, seat) ? request.now : room.turnSince,
      // The same person: the plays they made before the move stay theirs (seat-history.ts).
      seatHistory: room.seatHistory.map((taken) =>
        taken.uid === request.from ? { ...taken, uid: request.uid } : taken,
      ),
    }),
  );
};
