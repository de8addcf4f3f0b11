// The room service: one dispatcher, keyed by the callable names, that the server's callables and
// the offline table both run. Each gets the caller's uid, the request its schema checked, and the
// outside inputs; each returns the new room or why it is refused, and stores nothing itself.

import type { Result } from '../engine';
import type { Room, RoomError } from '../room';
import type { CallableName, CallableRequests, PayloadError } from '../protocol';
import { CHANGES } from './changes';
import { CREATIONS } from './creations';
import { CREATING_CALLABLES } from './operation';
import type { Birth, CreatingCallable, DealNeed, Outside, RoomCallable } from './operation';

/** True for the callables that make a room rather than change one. */
export const isCreating = (name: CallableName): name is CreatingCallable =>
  (CREATING_CALLABLES as readonly CallableName[]).includes(name);

/** Which deal callable `name` may make, so the caller brings the key for it. */
export const dealingOf = (name: CallableName): DealNeed =>
  isCreating(name) ? CREATIONS[name].deals : CHANGES[name].deals;

/** True for the callables only an online room can serve (the offline table refuses them). */
export const isOnlineOnly = (name: CallableName): boolean =>
  (isCreating(name) ? CREATIONS[name].onlineOnly : CHANGES[name].onlineOnly) === true;

/** The room after callable `name`, asked by `uid` with its checked `request`, or why not. A
 * change that changes nothing returns `room` itself (nothing to store). */
export const roomAfter = <N extends RoomCallable>(
  name: N,
  room: Room,
  uid: string,
  request: CallableRequests[N],
  outside: Outside,
): Result<Room, RoomError> => CHANGES[name].change(room, uid, request, outside);

/** The room callable `name` makes for `uid` from its checked `request`, or why not. */
export const newRoom = <N extends CreatingCallable>(
  name: N,
  uid: string,
  request: CallableRequests[N],
  birth: Birth,
): Result<Room, RoomError | PayloadError> => CREATIONS[name].create(uid, request, birth);
