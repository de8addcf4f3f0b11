// Asking for a seat during a game. A newcomer watches first; asking for a seat the AI plays
// (takeSeat) only records the request, and the host, or the person who left that seat, lets them
// in or not. So nobody lands in a seat, with its hand, without the table agreeing. At a full table
// a watcher joins the queue for the next free seat (waitForSeat); once a seat is free the first in
// the queue is offered it, answered the same way.

import { SEATS, err, ok } from '../engine';
import type { Result, Seat } from '../engine';
import { sittingError } from './audience';
import { roomError } from './errors';
import type { RoomError } from './errors';
import { bumped, requestError } from './requests';
import type { RoomRequest } from './requests';
import { humanSeat, memberUids, watcherOf, withSeat } from './room';
import type { Room, SeatSlot, Watcher } from './room';

/** The seat a watcher waiting in the queue is offered: the first one the AI plays, or null. */
export const nextFreeSeat = (seats: readonly SeatSlot[]): Seat | null =>
  SEATS.find((seat) => seats[seat]?.kind === 'ai') ?? null;

/** The watcher out of the queue and asking for nothing. */
const answered = ({ waiting: _, ...watcher }: Watcher): Watcher => ({ ...watcher, asking: null });

/** A watcher joins the queue for the next free seat (at its end; joining again changes nothing).
 * Someone who coached in this game cannot sit in it, so cannot queue either. */
export const waitForSeat = (room: Room, uid: string): Result<Room, RoomError> => {
  const watcher = watcherOf(room, uid);
  if (watcher === undefined) return err(roomError('room/not-member', 'You are not watching this table'));
  if (watcher.waiting) return ok(room);
  if (room.status === 'finished') return err(roomError('room/game-over', 'The game is over'));
  const refusal = sittingError(room, uid);
  if (refusal) return err(refusal);
  const queued: Watcher = { ...watcher, coaching: null, asking: null, waiting: true };
  return ok(bumped({ ...room, watchers: [...room.watchers.filter((w) => w !== watcher), queued] }));
};

/** Why `uid`, who is not the host, cannot answer for `slot`, or null: only the person who left
 * that seat can, while at the table. */
const formerHolderError = (room: Room, uid: string, slot: SeatSlot): RoomError | null => {
  if (uid !== slot.formerUid)
    return roomError('room/not-host', `Only the host can let someone play ${slot.name}'s seat`);
  // Someone the host sent away no longer has a say at the table, not even over the seat they left.
  if (room.removed.includes(uid))
    return roomError(
      'room/removed',
      'The host asked you to leave this table, so the host now answers for the seat you left',
    );
  // Whoever left the table altogether no longer has a say over the seat they left: they would
  // not see the request, and their answers could turn away every asker unseen.
  if (!memberUids(room).includes(uid))
    return roomError(
      'room/not-member',
      'You are no longer at this table, so the host answers for the seat you left',
    );
  return null;
};

/** The host, or the person who left the seat while they are at the table (unless the host sent
 * them away since), lets the watcher `watcher` take the AI seat they asked for (or, from the
 * queue, the next free one), or declines (they keep watching, out of the queue). */
export const answerSeat = (
  room: Room,
  request: RoomRequest & { readonly watcher: string; readonly accept: boolean },
): Result<Room, RoomError> => {
  const problem = requestError(room, request);
  if (problem) return err(problem);
  const asker = watcherOf(room, request.watcher);
  // A seat asked for by name, else, for a watcher in the queue, the next free one.
  const seat = asker?.asking ?? (asker?.waiting ? nextFreeSeat(room.seats) : null);
  if (asker === undefined || seat === null || room.seats[seat].kind !== 'ai')
    return err(
      roomError(
        'room/no-seat-request',
        asker?.waiting ? 'No seat is free yet' : 'Nobody by that name is asking for a seat',
      ),
    );
  const unheard =
    request.uid === room.hostUid ? null : formerHolderError(room, request.uid, room.seats[seat]);
  if (unheard) return err(unheard);
  if (!request.accept) {
    const watchers = room.watchers.map((w) => (w === asker ? answered(w) : w));
    return ok(bumped({ ...room, watchers }));
  }
  if (room.status === 'finished') return err(roomError('room/game-over', 'The game is over'));
  const refusal = sittingError(room, asker.uid);
  if (refusal) return err(refusal);
  const seated = withSeat(room, seat, humanSeat(asker.uid, asker.name));
  return ok(bumped({ ...seated, watchers: seated.watchers.filter((w) => w.uid !== asker.uid) }));
};
