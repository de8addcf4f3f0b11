// The room service: one dispatcher, keyed by the callable names, that the server's callables and
// the offline table both run. Each gets the caller's uid, the request its schema checked, and the
// outside inputs; each returns the new room or why it is refused, and stores nothing itself. The
// offline table makes only the changes every table makes, and dispatches on those alone
// (offlineRoomAfter), so its worker carries none of an online room's own (online-changes.ts).

import { ok } from '../engine';
import type { Result } from '../engine';
import { resumedAt } from '../room';
import type { Room, RoomError } from '../room';
import type { CallableName, CallableRequests, PayloadError } from '../protocol';
import { CHANGES } from './changes';
import { CREATIONS } from './creations';
import { ONLINE_CHANGES } from './online-changes';
import { CREATING_CALLABLES, ONLINE_ONLY_CALLABLES } from './operation';
import type {
  Birth,
  CreatingCallable,
  DealNeed,
  OfflineCallable,
  OnlineCallable,
  Outside,
  RoomCallable,
  RoomChange,
} from './operation';

/** True for the callables that make a room rather than change one. */
export const isCreating = (name: CallableName): name is CreatingCallable =>
  (CREATING_CALLABLES as readonly CallableName[]).includes(name);

/** True for the changes only an online room makes. */
const isOnlineChange = (name: CallableName): name is OnlineCallable =>
  (ONLINE_ONLY_CALLABLES as readonly CallableName[]).includes(name);

/** What room-changing callable `name` does: one of every table's changes, or an online room's own. */
const changeOf = <N extends RoomCallable>(name: N): RoomChange<N> => {
  const changes: { readonly [M in RoomCallable]?: RoomChange<M> } = isOnlineChange(name)
    ? ONLINE_CHANGES
    : CHANGES;
  return changes[name]!;
};

/** Which deal callable `name` may make, so the caller brings the key for it. */
export const dealingOf = (name: CallableName): DealNeed =>
  isCreating(name) ? CREATIONS[name].deals : changeOf(name).deals;

/** Which deal callable `name`, one the offline table serves, may make. */
export const offlineDealingOf = (name: OfflineCallable | CreatingCallable): DealNeed =>
  isCreating(name) ? CREATIONS[name].deals : CHANGES[name].deals;

/** True for the callables only an online room can serve (the offline table refuses them). */
export const isOnlineOnly = (name: CallableName): boolean =>
  isCreating(name) ? CREATIONS[name].onlineOnly === true : isOnlineChange(name);

/** `room` after `change` made it `after`: whichever change brings the first person back to a
 * paused table begins its turn afresh (shared/src/room/pause.ts), here, where every change
 * passes, since several of them (joining, taking or being let into a seat) are not given the time. */
const settled = (room: Room, after: Result<Room, RoomError>, now: number): Result<Room, RoomError> =>
  after.ok ? ok(resumedAt(room, after.value, now)) : after;

/** The room after callable `name`, asked by `uid` with its checked `request`, or why not. A
 * change that changes nothing returns `room` itself (nothing to store). */
export const roomAfter = <N extends RoomCallable>(
  name: N,
  room: Room,
  uid: string,
  request: CallableRequests[N],
  outside: Outside,
): Result<Room, RoomError> => settled(room, changeOf(name).change(room, uid, request, outside), outside.now);

/** The same for a change every table makes: the offline table's dispatcher. */
export const offlineRoomAfter = <N extends OfflineCallable>(
  name: N,
  room: Room,
  uid: string,
  request: CallableRequests[N],
  outside: Outside,
): Result<Room, RoomError> => settled(room, CHANGES[name].change(room, uid, request, outside), outside.now);

/** The room callable `name` makes for `uid` from its checked `request`, or why not. */
export const newRoom = <N extends CreatingCallable>(
  name: N,
  uid: string,
  request: CallableRequests[N],
  birth: Birth,
): Result<Room, RoomError | PayloadError> => CREATIONS[name].create(uid, request, birth);
