// The room service: one dispatcher, keyed by the callable names, that the server's callables and
// the offline table both run. Each gets the caller's uid, the request its schema checked, and the
// outside inputs; each returns the new room or why it is refused, and stores nothing itself.

import { ok } from '../engine';
import type { Result } from '../engine';
import { resumedAt } from '../room';
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
 * change that changes nothing returns `room` itself (nothing to store). Whichever change brings
 * the first person back to a paused table begins its turn afresh (shared/src/room/pause.ts): here,
 * where every change passes, since several of them (joining, taking or being let into a seat) are
 * not given the time. */
export const roomAfter = <N extends RoomCallable>(
  name: N,
  room: Room,
  uid: string,
  request: CallableRequests[N],
  outside: Outside,
): Result<Room, RoomError> => {
  const after = CHANGES[name].change(room, uid, request, outside);
  return after.ok ? ok(resumedAt(room, after.value, outside.now)) : after;
};

/** The room callable `name` makes for `uid` from its checked `request`, or why not. */
export const newRoom = <N extends CreatingCallable>(
  name: N,
  uid: string,
  request: CallableRequests[N],
  birth: Birth,
): Result<Room, RoomError | PayloadError> => CREATIONS[name].create(uid, request, birth);
