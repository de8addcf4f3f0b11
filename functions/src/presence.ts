// What the server knows of who is at a table: each member's phone writes its own heartbeat
// (rooms/{id}/presence/{uid}, stamped by Firestore with the server's time, see firestore.rules),
// and the callables judge silence against the server's clock, never a caller's. A heartbeat read
// for a change is its witness (store/transact.ts): one written before the change commits sends the
// change round again, to be judged on it. The limits are the room layer's; a test run shortens
// them (scripts/test-limits.mjs) so that tests of a closed phone take seconds rather than a minute.

import { PRESENCE_STALE_MS, SILENT_TURN_MS, bySeat, presencePath } from '@texas42/shared';
import type { BySeat, Presence, Room } from '@texas42/shared';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from './store/db';
import type { Witness } from './store/transact';

/** A whole number of ms from the environment variable `name`, else `fallback`. */
const msFromEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** How long a phone may stay silent before its seat may be marked away. */
export const presenceStaleMs = (): number => msFromEnv('TEXAS42_PRESENCE_STALE_MS', PRESENCE_STALE_MS);

/** How long the seat on turn at a table without a clock may stay silent before the AI may take over. */
export const silentTurnMs = (): number => msFromEnv('TEXAS42_SILENT_TURN_MS', SILENT_TURN_MS);

/** The last heartbeat of `uid` at room `roomId`, or null when their phone never wrote one; the
 * change it is read for holds only while it is still the last (`witness`). */
export const readPresence = async (
  roomId: string,
  uid: string,
  witness: Witness,
): Promise<Presence | null> => {
  const snapshot = await db().doc(presencePath(roomId, uid)).get();
  witness(snapshot);
  const at = snapshot.get('at') as Timestamp | undefined;
  if (!snapshot.exists || typeof at?.toMillis !== 'function') return null;
  return { at: at.toMillis(), gone: snapshot.get('gone') === true };
};

/** The last heartbeat of each seat's person at room `roomId` (null: nobody sits there, or their
 * phone never wrote one), each a witness of the change it is read for. */
export const readSeated = (roomId: string, room: Room, witness: Witness): Promise<BySeat<Presence | null>> =>
  Promise.all(
    bySeat((seat) => {
      const { kind, uid } = room.seats[seat];
      return kind === 'human' && uid !== null ? readPresence(roomId, uid, witness) : Promise.resolve(null);
    }),
  );
