// What one accepted change writes, planned without I/O: the private state, the public room
// document, the view document of every member whose view changed (compared with the view the
// previous room gives them, so no extra reads), and deletions for members who left.

import {
  hintsContext,
  memberUids,
  publicRoom,
  roomPath,
  roomStatePath,
  viewFor,
  viewPath,
} from '@texas42/shared';
import type { PlayerView, Room, TableContext } from '@texas42/shared';
import { firestoreData } from './firestore-data';
import { encodeState } from './stored-state';
import type { StoredState } from './stored-state';

/** One document to set, or to delete when `data` is null. */
export interface DocWrite {
  readonly path: string;
  readonly data: Record<string, unknown> | null;
}

/** A member's view of a room, or null (not a member, or no game yet). */
const viewOf = (room: Room, uid: string, context?: TableContext): PlayerView | null => {
  const view = viewFor(room, uid, context);
  return view.ok ? view.value : null;
};

/** The writes that take the stored `before` (null for a new room) to `after`, and the new state. */
export const roomWrites = (
  before: StoredState | null,
  after: Room,
): { readonly writes: DocWrite[]; readonly state: StoredState } => {
  const writes: DocWrite[] = [];
  const choicesSince: Record<string, number> = {};
  const context = hintsContext(after);
  const members = memberUids(after);
  for (const uid of members) {
    const next = viewOf(after, uid);
    if (next === null) continue;
    const since = before?.choicesSince[uid];
    const previous = before === null || since === undefined ? null : viewOf(before.room, uid);
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    choicesSince[uid] =
      previous !== null && same(previous.validActions, next.validActions) ? since! : after.version;
    if (previous !== null && same(previous, next)) continue;
    const view = context === undefined ? next : viewOf(after, uid, context)!;
    writes.push({ path: viewPath(after.id, uid), data: firestoreData({ version: after.version, view }) });
  }
  for (const uid of before === null ? [] : Object.keys(before.choicesSince))
    if (!members.includes(uid)) writes.push({ path: viewPath(after.id, uid), data: null });
  const state: StoredState = { room: after, choicesSince };
  writes.push({ path: roomStatePath(after.id), data: firestoreData(encodeState(state)) });
  writes.push({ path: roomPath(after.id), data: firestoreData(publicRoom(after)) });
  return { writes, state };
};
