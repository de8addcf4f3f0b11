// The private state document holds the room as JSON text (Firestore refuses directly nested
// arrays, and the game's log is one) and, per view document, the room version since which its
// valid actions stand. The version check asks whether the caller's choices changed since their
// screen showed them: other seats tapping Next or a watcher arriving do not make a move stale.

import { viewIdOf } from '@texas42/shared';
import type { RoomStateDoc } from '@texas42/shared';
import type { Room } from '@texas42/shared';
import { ROOM_FORMAT, decodeStoredRoom } from '@texas42/shared';
import { Refusal } from '../errors';

/** The private state as the server works with it. */
export interface StoredState {
  readonly room: Room;
  /** Per view document (by id: a seated uid, `spectator`, `coach-{seat}`), the room version since
   * which its valid actions stand. */
  readonly choicesSince: Readonly<Record<string, number>>;
}

/** The private state document for `state`. */
export const encodeState = (state: StoredState): RoomStateDoc => ({
  format: ROOM_FORMAT,
  version: state.room.version,
  room: JSON.stringify(state.room),
  choicesSince: state.choicesSince,
});

/** The state a private document holds, in today's shape; a document of a newer format or of
 * no shape its format allows is an error (the callable answers "unavailable" and logs why). */
export const decodeState = (data: unknown): StoredState => {
  const doc = data as Partial<RoomStateDoc> | undefined;
  if (typeof doc?.room !== 'string') throw new Error('The private state document is damaged');
  const room = decodeStoredRoom(doc.format, parsedJson(doc.room));
  if (!room.ok)
    throw new Error(`The private state document cannot be read: ${room.error.code}: ${room.error.message}`);
  return { room: room.value, choicesSince: doc.choicesSince ?? {} };
};

/** The value `text` holds, or undefined when it is not JSON (which the decoder refuses). */
const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The room version a request is judged against: the current one when the caller's choices have
 * not changed since the version they sent (in the lobby: when nothing has), else what they sent,
 * which the room layer refuses as stale. Without a version the request is not checked. */
export const versionToCheck = (
  state: StoredState,
  uid: string,
  sent: number | undefined,
): number | undefined => {
  if (sent === undefined) return undefined;
  const { room } = state;
  const viewId = viewIdOf(uid, room.watchers);
  const since = room.game === null ? room.version : (state.choicesSince[viewId] ?? room.version);
  return sent >= since && sent <= room.version ? room.version : sent;
};

/** Refuses with "not found" when a room is missing. */
export const notFound = (what = 'That table does not exist (any more)'): Refusal =>
  new Refusal({ code: 'room/not-found', message: what });
