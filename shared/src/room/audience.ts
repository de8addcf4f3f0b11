// The audience: watchers and coaches. A coach sees one seat's hand, so coaching needs the consent
// of the person in that seat: asking only records a request, and the watcher stays a plain
// spectator until that person accepts. Nobody who has sat in the game may coach in it (they could
// leave, read an opponent's hand and come back), nobody who coached in it may sit, and a table
// takes at most MAX_WATCHERS watchers, whom the host may send away for the rest of the game.

import { err, isSeat, ok } from '../engine';
import type { Result, Seat } from '../engine';
import { roomError } from './errors';
import type { RoomError } from './errors';
import { bumped, requestError } from './requests';
import type { RoomRequest } from './requests';
import { MAX_WATCHERS, including, seatOfUid, watcherOf } from './room';
import type { Room } from './room';

/** Why `uid` may not ask to coach `seat`, or null. */
export const coachRequestError = (room: Room, uid: string, seat: Seat): RoomError | null => {
  if (!isSeat(seat)) return roomError('room/bad-request', 'There is no such seat to coach');
  const slot = room.seats[seat];
  if (slot.kind !== 'human' || slot.uid === null)
    return roomError(
      'room/cannot-coach',
      `${slot.name} is played by the computer: only a person can be coached`,
    );
  if (slot.uid === uid) return roomError('room/cannot-coach', 'You cannot coach yourself');
  if (room.satInGame.includes(uid))
    return roomError('room/has-played', 'You have played in this game, so you cannot coach in it');
  return null;
};

/** Why `uid` may not come to the table, or null: the host sent them away until the next game. */
export const removedError = (room: Room, uid: string): RoomError | null =>
  room.removed.includes(uid)
    ? roomError(
        'room/removed',
        'The host asked you to leave this table: you can join again when its next game starts',
      )
    : null;

/** Why one more watcher cannot come in, or null. */
export const fullError = (room: Room): RoomError | null =>
  room.watchers.length >= MAX_WATCHERS
    ? roomError('room/full', `This table already has ${MAX_WATCHERS} watchers, the most it takes`)
    : null;

/** Why `uid` may not take a seat now, or null: a coach does not sit down in a game they coached. */
export const sittingError = (room: Room, uid: string): RoomError | null =>
  room.status === 'playing' && room.coachedInGame.includes(uid)
    ? roomError('room/has-coached', 'You have coached in this game, so you cannot play in it until it ends')
    : null;

/** The person in a seat accepts or declines a watcher's request to coach them. */
export const answerCoach = (
  room: Room,
  request: RoomRequest & { readonly watcher: string; readonly accept: boolean },
): Result<Room, RoomError> => {
  const problem = requestError(room, request);
  if (problem) return err(problem);
  const seat = seatOfUid(room, request.uid);
  if (seat === null) return err(roomError('room/not-seated', 'Only a seated player answers a coach'));
  const asker = watcherOf(room, request.watcher);
  if (asker === undefined || asker.asking !== seat)
    return err(roomError('room/no-request', 'Nobody by that name is asking to coach you'));
  if (typeof request.accept !== 'boolean') return err(roomError('room/bad-request', 'Answer yes or no'));
  const refusal = request.accept ? coachRequestError(room, asker.uid, seat) : null;
  if (refusal) return err(refusal);
  const answered = { ...asker, asking: null, coaching: request.accept ? seat : null };
  const watchers = room.watchers.map((w) => (w.uid === asker.uid ? answered : w));
  const coachedInGame =
    request.accept && room.status === 'playing'
      ? including(room.coachedInGame, asker.uid)
      : room.coachedInGame;
  return ok(bumped({ ...room, watchers, coachedInGame }));
};

/** The host sends a watcher away: they stop being a member and can no longer read the table, and
 * may not come back until the next game starts (`Room.removed`). */
export const removeWatcher = (
  room: Room,
  request: RoomRequest & { readonly watcher: string },
): Result<Room, RoomError> => {
  const problem = requestError(room, request);
  if (problem) return err(problem);
  if (room.hostUid !== request.uid)
    return err(roomError('room/not-host', 'Only the host can send a watcher away'));
  if (request.watcher === request.uid)
    return err(roomError('room/bad-request', 'To go yourself, leave the table'));
  if (watcherOf(room, request.watcher) === undefined)
    return err(roomError('room/not-member', 'Nobody by that name is watching this table'));
  const watchers = room.watchers.filter((w) => w.uid !== request.watcher);
  return ok(bumped({ ...room, watchers, removed: including(room.removed, request.watcher) }));
};
