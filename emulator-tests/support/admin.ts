// The server's eye on Firestore: an Admin SDK app on the emulator (security rules do not bind it),
// used to read what the callables stored. A snapshot renders documents as exact text with their
// update times, so "nothing changed" is a string comparison.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { getFirestore } from 'firebase-admin/firestore';
import type { GameState, Room, RoomStateDoc } from '@texas42/shared';
import { ROOM_FORMAT, decodeStoredRoom, invitePath, roomPath, roomStatePath } from '@texas42/shared';
import { HOST, PORTS, PROJECT_ID } from './emulators';

process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${PORTS.firestore}`;
// Never Google Cloud: without this the Admin SDK probes a metadata server and warns.
process.env.METADATA_SERVER_DETECTION ??= 'none';

let count = 0;

/** An Admin SDK Firestore on the emulator, and a way to release it. */
export function adminFirestore(): { readonly db: Firestore; readonly close: () => Promise<void> } {
  const app = initializeApp({ projectId: PROJECT_ID }, `admin-${++count}`);
  return { db: getFirestore(app), close: () => deleteApp(app) };
}

/** JSON with object keys sorted, so equal data always gives equal text. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) && !isTimestamp(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const isTimestamp = (v: object): boolean => 'toMillis' in v;

/** One line per document: path, update time and content. */
const line = (snapshot: DocumentSnapshot): string =>
  `${snapshot.ref.path} @${snapshot.updateTime?.toDate().toISOString() ?? '-'}` +
  `.${snapshot.updateTime?.nanoseconds ?? 0} ${stableJson(snapshot.data() ?? null)}`;

/** Every existing document at and below `ref` (all nested collections), rendered as lines. */
async function documentTree(ref: DocumentReference): Promise<string[]> {
  const [snapshot, collections] = await Promise.all([ref.get(), ref.listCollections()]);
  const children = await Promise.all(
    collections.map(async (collection) => {
      const refs = await collection.listDocuments();
      return (await Promise.all(refs.map(documentTree))).flat();
    }),
  );
  return [...(snapshot.exists ? [line(snapshot)] : []), ...children.flat()];
}

/** The room's documents, its invite, and everything below them, sorted by path. */
export async function roomSnapshot(db: Firestore, roomId: string): Promise<string> {
  const lines = await documentTree(db.doc(roomPath(roomId)));
  const room = await db.doc(roomPath(roomId)).get();
  const code = room.get('code') as unknown;
  if (typeof code === 'string') lines.push(...(await documentTree(db.doc(invitePath(code)))));
  return lines.sort().join('\n');
}

/** The paths of the documents in a snapshot. */
export const pathsIn = (snapshot: string): string[] =>
  snapshot === '' ? [] : snapshot.split('\n').map((line) => line.slice(0, line.indexOf(' @')));

/** These documents (missing ones skipped), rendered and sorted like `roomSnapshot`: one read. */
export async function documentsSnapshot(db: Firestore, paths: readonly string[]): Promise<string> {
  const snapshots = await db.getAll(...paths.map((path) => db.doc(path)));
  return snapshots
    .filter((snapshot) => snapshot.exists)
    .map(line)
    .sort()
    .join('\n');
}

/** Every document in the database, sorted by path. */
export async function databaseSnapshot(db: Firestore): Promise<string> {
  const collections = await db.listCollections();
  const lines = await Promise.all(
    collections.map(async (collection) => {
      const refs = await collection.listDocuments();
      return (await Promise.all(refs.map(documentTree))).flat();
    }),
  );
  return lines.flat().sort().join('\n');
}

/** The room as the server stores it in its private state document (as JSON text, in today's
 * format: the server writes no other). */
export async function storedRoom(db: Firestore, roomId: string): Promise<Room> {
  const snapshot = await db.doc(roomStatePath(roomId)).get();
  if (!snapshot.exists) throw new Error(`no private state for room ${roomId}`);
  const doc = snapshot.data() as RoomStateDoc;
  if (doc.format !== ROOM_FORMAT) throw new Error(`room ${roomId} is stored in format ${doc.format}`);
  const room = decodeStoredRoom(doc.format, JSON.parse(doc.room));
  if (!room.ok) throw new Error(`room ${roomId}: ${room.error.message}`);
  return room.value;
}

/** Where a stored room stands, for a failure message: its version, its game's hand, phase and
 * marks, whom the game waits on (a seat, AI or person, and whether away) and who has agreed. */
export function roomLine(room: Room): string {
  if (room.status === 'lobby') return `room v${room.version} in the lobby`;
  const { handNumber, phase, marks, turn, agreed } = room.game;
  const slot = turn === null ? null : room.seats[turn];
  const onTurn = slot === null ? 'nobody' : `seat ${turn} (${slot.kind}${slot.away ? ', away' : ''})`;
  return `room v${room.version}, hand ${handNumber} ${phase}, marks ${marks.join('-')}, ${onTurn} on turn, agreed ${agreed}`;
}

/** The stored game of a room that has started. */
export async function storedGame(db: Firestore, roomId: string): Promise<GameState> {
  const room = await storedRoom(db, roomId);
  if (room.game === null) throw new Error(`room ${roomId} has no game`);
  return room.game;
}
