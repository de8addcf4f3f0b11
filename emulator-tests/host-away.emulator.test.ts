// A lobby never waits forever on a host who is gone, and nobody takes the host role from a host who
// is there. On the real emulators with web-SDK clients, in a lobby of the host and Bob: while the
// host's phone checks in, Bob's claims to the host role (twenty at once) are all refused with the
// reason, and the stored room does not change; nor may he start the game. Once the host's phone has
// been silent twice the time a seat waits (scripts/emulators.mjs shortens it for a test run), his
// claim is taken: he is the host, and starts the game. Nor is the role handed back to a host whose
// phone is silent: when the member who took it over leaves, it goes to one whose phone checks in.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { hostAwayAfter, presencePath } from '@texas42/shared';
import { adminFirestore, roomSnapshot, storedRoom } from './support/admin';
import { PRESENCE_LIMITS } from './support/emulators';
import type { Outcome, Player } from './support/player';
import { accepted, heartbeats, pause, refusal, withoutHeartbeats } from './support/presence';
import { openTable } from './support/table';
import type { Table } from './support/table';
import { warmFunctions } from './support/warm-functions';

describe('a host gone from the lobby', () => {
  const admin = adminFirestore();
  const tables: Table[] = [];

  afterAll(async () => {
    await Promise.all(tables.map((t) => t.close()));
    await admin.close();
  });

  it('keeps the role while their phone checks in; once it has been silent a while, a member takes it and starts', async () => {
    const t = await openTable({ joiners: ['sit'], start: false, label: 'host-away' });
    tables.push(t);
    const [host, bob] = t.members.map((m) => m.player) as [Player, Player];
    await warmFunctions(host, { claimHost: 1 });
    const wait = hostAwayAfter(PRESENCE_LIMITS.staleMs);
    const beats = heartbeats(t.roomId, [host, bob]);
    await beats.first;

    // Bob tries to take the role while the host's phone checks in: twenty times at once.
    const before = withoutHeartbeats(await roomSnapshot(admin.db, t.roomId));
    const tries = await Promise.all(
      Array.from({ length: 20 }, () => bob.call('claimHost', { roomId: t.roomId })),
    );
    for (const outcome of tries) {
      expect(refusal(outcome)).toEqual({ code: 'failed-precondition', room: 'room/still-here' });
      expect(outcome.ok ? '' : outcome.message).toMatch(
        new RegExp(`^Host was here \\d+ s ago: the host's role passes on after ${wait / 1000} s away`),
      );
    }
    expect(refusal(await bob.call('startGame', { roomId: t.roomId }))).toEqual({
      code: 'permission-denied',
      room: 'room/not-host',
    });
    expect(withoutHeartbeats(await roomSnapshot(admin.db, t.roomId))).toBe(before);

    // The host's phone goes quiet (the app closed without a word); Bob's keeps checking in, and he
    // tries again every second.
    const quietFrom = beats.stop();
    const his = heartbeats(t.roomId, [bob]);
    let claimed: Outcome;
    do {
      await pause(1_000);
      claimed = await bob.call('claimHost', { roomId: t.roomId });
      if (!claimed.ok) expect(withoutHeartbeats(await roomSnapshot(admin.db, t.roomId))).toBe(before);
    } while (!claimed.ok && Date.now() - quietFrom < wait * 2);
    accepted(claimed);
    const waited = Date.now() - quietFrom;
    console.log(`Bob took the host role ${(waited / 1000).toFixed(1)} s after the host's phone went quiet`);
    expect(waited).toBeGreaterThanOrEqual(wait - 2_000);
    const taken = await storedRoom(admin.db, t.roomId);
    expect(taken.hostUid).toBe(bob.uid);
    expect(taken.seats.map((seat) => seat.uid)).toEqual([host.uid, bob.uid, null, null]);

    accepted(await bob.call('startGame', { roomId: t.roomId }));
    expect((await storedRoom(admin.db, t.roomId)).status).toBe('playing');
    his.stop();
  }, 120_000);

  it('is not handed back to the silent host when the member who took it over leaves', async () => {
    const t = await openTable({ joiners: ['sit', 'sit'], start: false, label: 'host-away-leave' });
    tables.push(t);
    const [host, bob, cy] = t.members.map((m) => m.player) as [Player, Player, Player];
    await warmFunctions(host, { claimHost: 1, leaveRoom: 1 });
    // The host's phone last checked in long ago; Bob's and Cy's check in.
    const longAgo = Date.now() - 3 * hostAwayAfter(PRESENCE_LIMITS.staleMs);
    await admin.db
      .doc(presencePath(t.roomId, host.uid))
      .set({ at: Timestamp.fromMillis(longAgo), gone: false });
    const beats = heartbeats(t.roomId, [bob, cy]);
    await beats.first;

    accepted(await bob.call('claimHost', { roomId: t.roomId }));
    accepted(await bob.call('leaveRoom', { roomId: t.roomId }));
    const left = await storedRoom(admin.db, t.roomId);
    expect(left.seats.map((seat) => seat.uid)).toEqual([host.uid, null, cy.uid, null]);
    expect(left.hostUid).toBe(cy.uid);
    accepted(await cy.call('startGame', { roomId: t.roomId }));
    beats.stop();
  }, 60_000);
});
