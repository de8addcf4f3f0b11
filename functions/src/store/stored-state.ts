// The private state document holds the room as JSON text (Firestore refuses directly nested
// arrays, and the game's log is one) and, per member, the room version since which their valid
// actions stand. The version check asks whether the caller's choices changed since their screen
// showed them: other seats tapping Next or a watcher arriving do not make a move stale.

import type { RoomStateDoc } from '@texas42/shared';
import type { Room } from '@texas42/shared';
import { upgradeStoredGame } from '@texas42/shared';
import { Refusal } from '../errors';

/** The private state as the server works with it. */
export interface StoredState {
  readonly room: Room;
  /** Per member with a view document, the room version since which their valid actions stand. */
  readonly choicesSince: Readonly<Record<string, number>>;
}

/** The private state document for `state`. */
export const encodeState = (state: StoredState): RoomStateDoc => ({
  version: state.room.version,
  room: JSON.stringify(state.room),
  choicesSince: state.choicesSince,
});

/** The state a private document holds; a document this server did not write is an error. */
export const decodeState = (data: unknown): StoredState => {
  const doc = data as Partial<RoomStateDoc> | undefined;
  if (typeof doc?.room !== 'string') throw new Error('The private state document is damaged');
  const room = JSON.parse(doc.room) as Room;
  const game = room.game === null ? null : upgradeStoredGame(room.game);
  return { room: game === room.game ? room : { ...room, game }, choicesSince: doc.choicesSince ?? {} };
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
  const since = room.game === null ? room.version : (state.choicesSince[uid] ?? room.version);
  return sent >= since && sent <= room.version ? room.version : sent;
};

/** Refuses with "not found" when a room is missing. */
export const notFound = (what = 'That table does not exist (any more)'): Refusal =>
  new Refusal({ code: 'room/not-found', message: what });
