// A heartbeat that arrives while the server judges a seat's silence counts. markAway and
// claimTimeout read the heartbeats, then commit the room; a phone that checks in between the two
// must not lose its seat to the AI (the bug between presence and claims: a claim handed a present
// player's turn to the AI). The functions' own change path runs here in-process on the Firestore
// emulator, with the heartbeat written by the player's real web client the moment after the
// server read it: the commit must fail and the change, run again, be judged on the new heartbeat.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { presencePath } from '@texas42/shared';
import type { CallableRequests, Outside, Room, Seat } from '@texas42/shared';
import { changeById } from '../functions/src/callables/change';
import type { More } from '../functions/src/callables/change';
import { claimPresence } from '../functions/src/callables/claim-timeout';
import { awayPresence } from '../functions/src/callables/mark-away';
import { Refusal } from '../functions/src/errors';
import { adminFirestore, roomSnapshot, storedRoom } from './support/admin';
import { PRESENCE_LIMITS, PROJECT_ID } from './support/emulators';
import { moveOne, pause, tableOfThree, withoutHeartbeats } from './support/presence';
import type { Table } from './support/table';

// The functions' Admin SDK app (store/db.ts) takes its project from the environment, as on the
// emulators; support/admin.ts points it at the Firestore emulator.
process.env.GCLOUD_PROJECT ??= PROJECT_ID;

/** `more` as the server runs it, but on its first run `phone` checks in just after the server
 * read the heartbeats; counts its runs. */
const checkingInDuring = <N extends 'markAway' | 'claimTimeout'>(
  more: More<N>,
  phone: () => Promise<unknown>,
) => {
  const runs = { count: 0 };
  const raced: More<N> = async (room, request, witness, uid) => {
    const read: Partial<Outside> = await more(room, request, witness, uid);
    if (++runs.count === 1) expect(await phone()).toBe('ok');
    return read;
  };
  return { raced, runs };
};

/** The room error a change was refused with; throws if it was committed. */
const refusedWith = async (change: Promise<Room>) => {
  try {
    await change;
  } catch (error) {
    if (error instanceof Refusal) return error.error.code;
    throw error;
  }
  throw new Error('the change was committed');
};

describe('a heartbeat written while the server judges silence', () => {
  const admin = adminFirestore();
  const tables: Table[] = [];

  afterAll(async () => {
    await Promise.all(tables.map((t) => t.close()));
    await admin.close();
  });

  const table = (label: string) => tableOfThree(label, tables);

  /** Bob's last heartbeat as a phone silent three times the limit would have left it. */
  const silence = (roomId: string, uid: string) =>
    admin.db
      .doc(presencePath(roomId, uid))
      .set({ at: Timestamp.fromMillis(Date.now() - 3 * PRESENCE_LIMITS.staleMs), gone: false });

  it('keeps a seat from being marked away when its phone checks in before the commit', async () => {
    const { table: t, bob, cy } = await table('witness-away');
    await silence(t.roomId, bob.uid);
    const before = withoutHeartbeats(await roomSnapshot(admin.db, t.roomId));
    const request: CallableRequests['markAway'] = { roomId: t.roomId, seat: 1 };

    const { raced, runs } = checkingInDuring(awayPresence, () => bob.beat(t.roomId));
    expect(await refusedWith(changeById('markAway', cy.uid, request, raced))).toBe('room/still-here');
    expect(runs.count).toBe(2);
    expect(withoutHeartbeats(await roomSnapshot(admin.db, t.roomId))).toBe(before);

    // The same call on a silence nobody breaks marks Bob away: the path above was the real one.
    await silence(t.roomId, bob.uid);
    await changeById('markAway', cy.uid, request, awayPresence);
    expect((await storedRoom(admin.db, t.roomId)).seats[1]).toMatchObject({ uid: bob.uid, away: true });
  });

  it('keeps a silent turn from going to the AI when its phone checks in before the commit', async () => {
    const { table: t, host, bob, cy } = await table('witness-claim');
    let room = await storedRoom(admin.db, t.roomId);
    for (let moves = 0; room.game?.turn !== 1 && moves < 40; moves++) {
      await moveOne(t, [host, cy], room);
      room = await storedRoom(admin.db, t.roomId);
    }
    expect(room.game?.turn).toBe(1 satisfies Seat);
    await silence(t.roomId, bob.uid);
    await pause(Math.max(0, room.turnSince! + PRESENCE_LIMITS.silentTurnMs - Date.now() + 500));
    const before = withoutHeartbeats(await roomSnapshot(admin.db, t.roomId));
    const request: CallableRequests['claimTimeout'] = { roomId: t.roomId, version: room.version };

    const { raced, runs } = checkingInDuring(claimPresence, () => bob.beat(t.roomId));
    expect(await refusedWith(changeById('claimTimeout', cy.uid, request, raced))).toBe('room/still-here');
    expect(runs.count).toBe(2);
    expect(withoutHeartbeats(await roomSnapshot(admin.db, t.roomId))).toBe(before);
  });
});
