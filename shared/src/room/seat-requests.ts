// Asking for a seat during a game. A newcomer watches first; asking for a seat the AI plays
// (takeSeat) only records the request, and the host, or the person who left that seat, lets them
// in or not. So nobody lands in a seat, with its hand, without the table agreeing.

import { err, ok } from '../engine';
import type { Result } from '../engine';
import { sittingError } from './audience';
import { roomError } from './errors';
import type { RoomError } from './errors';
import { bumped, requestError } from './requests';
import type { RoomRequest } from './requests';
import { humanSeat, watcherOf, withSeat } from './room';
import type { Room } from './room';

/** The host, or the person who left the seat, lets the watcher `watcher` take the AI seat they
 * asked for, or declines (they keep watching). */
export const answerSeat = (
  room: Room,
  request: RoomRequest & { readonly watcher: string; readonly accept: boolean },
): Result<Room, RoomError> => {
  const problem = requestError(room, request);
  if (problem) return err(problem);
  const asker = watcherOf(room, request.watcher);
  const seat = asker?.asking ?? null;
  if (asker === undefined || seat === null || room.seats[seat].kind !== 'ai')
    return err(roomError('room/no-seat-request', 'Nobody by that name is asking for a seat'));
  const slot = room.seats[seat];
  if (request.uid !== room.hostUid && request.uid !== slot.formerUid)
    return err(roomError('room/not-host', `Only the host can let someone play ${slot.name}'s seat`));
  if (!request.accept) {
    const watchers = room.watchers.map((w) => (w === asker ? { ...w, asking: null } : w));
    return ok(bumped({ ...room, watchers }));
  }
  if (room.status === 'finished') return err(roomError('room/game-over', 'The game is over'));
  const refusal = sittingError(room, asker.uid);
  if (refusal) return err(refusal);
  const seated = withSeat(room, seat, humanSeat(asker.uid, asker.name));
  return ok(bumped({ ...seated, watchers: seated.watchers.filter((w) => w.uid !== asker.uid) }));
};
