// The truth about an online table for the privacy check: the room's private state, read from
// the Firestore emulator with its owner token (which passes the security rules; no client can).
const FIRESTORE = 'http://127.0.0.1:8080/v1/projects/demo-texas42/databases/(default)/documents';

interface StoredRoom {
  readonly version: number;
  readonly seats: readonly { readonly uid: string | null; readonly name: string }[];
  readonly game: {
    readonly hands: readonly number[];
    readonly phase: string;
    readonly dealing: unknown;
  } | null;
}

/** The room as the server stores it (rooms/{id}/private/state holds it as JSON text). */
export async function storedRoom(roomId: string): Promise<StoredRoom> {
  const response = await fetch(`${FIRESTORE}/rooms/${roomId}/private/state`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`Reading the private state failed: ${response.status}`);
  const doc = (await response.json()) as { fields: { room: { stringValue: string } } };
  return JSON.parse(doc.fields.room.stringValue) as StoredRoom;
}

/** The dominoes that seats other than `name`'s still hold (all of them for a watcher), as far as
 * they are secret: once a hand is over nothing is (every member's view shows every dealt hand
 * then, for the hand review; a hand can end with dominoes unplayed). */
export async function hiddenFrom(roomId: string, name: string): Promise<Set<number>> {
  const room = await storedRoom(roomId);
  const phase = room.game?.phase;
  if (phase === 'game-over' || phase === 'hand-complete') return new Set();
  const hands = room.game?.hands ?? [];
  const ids = new Set<number>();
  hands.forEach((mask, seat) => {
    if (room.seats[seat]?.uid !== null && room.seats[seat]?.name === name) return;
    for (let id = 0; id < 28; id++) if ((mask >> id) & 1) ids.add(id);
  });
  return ids;
}

/** What the server last heard from `uid`'s phone at room `roomId` (its heartbeat document: the
 * server time of the last write, in ms, and whether the page said it closed), or null when it
 * never wrote one. */
export async function heartbeatOf(
  roomId: string,
  uid: string,
): Promise<{ at: number; gone: boolean } | null> {
  const response = await fetch(`${FIRESTORE}/rooms/${roomId}/presence/${uid}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Reading the heartbeat failed: ${response.status}`);
  const doc = (await response.json()) as {
    fields: { at: { timestampValue: string }; gone?: { booleanValue: boolean } };
  };
  return { at: Date.parse(doc.fields.at.timestampValue), gone: doc.fields.gone?.booleanValue === true };
}
