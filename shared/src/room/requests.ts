// What every room operation checks first, in a fixed order: a well-formed requester, then the
// version the request was made against (an older one is stale), then the operation's own rules.

import { roomError } from './errors';
import type { RoomError } from './errors';
import type { Room } from './room';

/** Who asks, and the room version their screen showed (checked when given). */
export interface RoomRequest {
  readonly uid: string;
  readonly version?: number;
}

/** Why the request cannot go ahead at all, or null. */
export const requestError = (room: Room, request: RoomRequest): RoomError | null => {
  if (typeof request?.uid !== 'string' || request.uid.length === 0 || request.uid.length > 128)
    return roomError('room/bad-request', 'You need to be signed in');
  if (request.version !== undefined && request.version !== room.version)
    return roomError('room/stale', 'The table has changed since you looked: try again');
  return null;
};

/** The room after an accepted change: the version goes up by one. */
export const bumped = (room: Room): Room => ({ ...room, version: room.version + 1 });
