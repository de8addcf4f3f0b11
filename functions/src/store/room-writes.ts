// What one accepted change writes, planned without I/O: the private state, the public room
// document, and the view documents whose content changed (compared with the view the previous
// room gives, so no extra reads), with deletions for views nobody reads any more and for the
// heartbeats of people who no longer sit at the table. The views are
// one per seated person, one that every plain spectator shares and one per coached seat, so a
// move writes at most 2 + 4 + 1 + 4 documents however many people watch.

import {
  SEATS,
  coachView,
  coachViewId,
  coachViewPath,
  hintsContext,
  isSharedViewId,
  presencePath,
  publicRoom,
  PUBLIC_FORMAT,
  roomPath,
  roomStatePath,
  sameData,
  seatedUids,
  spectatorView,
  SPECTATOR_VIEW_ID,
  spectatorViewPath,
  viewFor,
  viewPath,
} from '@texas42/shared';
import type { PlayerView, Result, Room, RoomError, TableContext } from '@texas42/shared';
import { firestoreData } from './firestore-data';
import { encodeState } from './stored-state';
import type { StoredState } from './stored-state';

/** One document to set, or to delete when `data` is null. */
export interface DocWrite {
  readonly path: string;
  readonly data: Record<string, unknown> | null;
}

/** A view document a room keeps: its id (the key of `choicesSince`), path, and how to make it. */
interface ViewDocument {
  readonly id: string;
  readonly path: string;
  readonly make: (room: Room, context?: TableContext) => Result<PlayerView, RoomError>;
}

/** The view documents `room` keeps: each seated person's, the spectators' if anyone just
 * watches, and each coached seat's. */
const viewDocuments = (room: Room): ViewDocument[] => {
  const seated = SEATS.flatMap((seat) => {
    const uid = room.seats[seat].uid;
    // An id the shared views use is never a person's own document (Firebase issues no such uid).
    return uid === null || isSharedViewId(uid)
      ? []
      : [{ id: uid, path: viewPath(room.id, uid), make: (r: Room, c?: TableContext) => viewFor(r, uid, c) }];
  });
  const spectators = room.watchers.some((w) => w.coaching === null)
    ? [{ id: SPECTATOR_VIEW_ID, path: spectatorViewPath(room.id), make: spectatorView }]
    : [];
  const coached = SEATS.filter((seat) => room.watchers.some((w) => w.coaching === seat)).map((seat) => ({
    id: coachViewId(seat),
    path: coachViewPath(room.id, seat),
    make: (r: Room, c?: TableContext) => coachView(r, seat, c),
  }));
  return [...seated, ...spectators, ...coached];
};

/** The view a document shows of `room`, or null (no game yet). */
const viewOf = (doc: ViewDocument, room: Room, context?: TableContext): PlayerView | null => {
  const view = doc.make(room, context);
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
  const docs = viewDocuments(after);
  for (const doc of docs) {
    const next = viewOf(doc, after);
    if (next === null) continue;
    const since = before?.choicesSince[doc.id];
    // A document kept before was made from the room before; its previous content is that view.
    const previous = before === null || since === undefined ? null : viewOf(doc, before.room);
    choicesSince[doc.id] =
      previous !== null && sameData(previous.validActions, next.validActions) ? since! : after.version;
    if (previous !== null && sameData(previous, next)) continue;
    const view = context === undefined ? next : viewOf(doc, after, context)!;
    writes.push({
      path: doc.path,
      data: firestoreData({ format: PUBLIC_FORMAT, version: after.version, view }),
    });
  }
  // Every view document lives at views/{id}; one no longer kept is deleted.
  for (const id of before === null ? [] : Object.keys(before.choicesSince))
    if (choicesSince[id] === undefined) writes.push({ path: viewPath(after.id, id), data: null });
  // A heartbeat speaks for a person's time in a seat. Once they no longer sit at the table (they
  // left, stood up to watch, or moved their seat to another phone) it goes: should they sit down
  // again, the others' phones and markAway see a phone not yet heard from (given time to check
  // in), not a silence that began before they left (the seat taken back marked away at once).
  const stillSeated = seatedUids(after);
  for (const uid of before === null ? [] : seatedUids(before.room))
    if (!stillSeated.includes(uid)) writes.push({ path: presencePath(after.id, uid), data: null });
  const state: StoredState = { room: after, choicesSince };
  writes.push({ path: roomStatePath(after.id), data: firestoreData(encodeState(state)) });
  writes.push({
    path: roomPath(after.id),
    data: firestoreData(publicRoom(after)),
  });
  return { writes, state };
};
