// A table never waits on someone who is gone, and nobody can send away someone who is there. On
// the real emulators with web-SDK clients: each player's phone writes its heartbeat; a cheater
// cannot mark a player whose phone checks in away (however often they try), nor forge that
// player's heartbeat; once a phone has gone silent (or said it closed and did not come back) any
// other player marks it away and the AI plays its turns at once; a reload (the page says it closed,
// and the new page says it is here a moment later) never does, nor a player taking back the seat
// they left (a phone not yet heard from); its person says they are back;
// only the host hands another's seat to the AI or gives it back. The limits come shortened for a
// test run (scripts/emulators.mjs), but for the grace a closed page gets, which is the same.
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GONE_GRACE_MS, actionsOf } from '@texas42/shared';
import type { Seat } from '@texas42/shared';
import { adminFirestore, roomSnapshot, storedRoom } from './support/admin';
import { PRESENCE_LIMITS } from './support/emulators';
import type { Outcome } from './support/player';
import {
  accepted,
  heartbeats,
  moveOne,
  pause,
  refusal,
  tableOfThree,
  withoutHeartbeats,
} from './support/presence';
import type { Table } from './support/table';
import { warmFunctions } from './support/warm-functions';

/** The least time between two heartbeats the app keeps (use-heartbeat.ts): the rules refuse a
 * heartbeat within 2 s of the last write, and the app says it again this much later. */
const APP_BEAT_GAP_MS = 2_500;

describe('presence on the emulators', () => {
  const admin = adminFirestore();
  const tables: Table[] = [];

  beforeAll(async () => {
    setLogLevel('silent'); // the forged heartbeats below are expected to be denied
  }, 120_000);

  afterAll(async () => {
    await Promise.all(tables.map((t) => t.close()));
    await admin.close();
  });

  const table = (label: string) => tableOfThree(label, tables);

  it('a cheater neither marks a present player away nor forges their heartbeat; a silent one is marked away and the AI plays for them at once', async () => {
    const { table: t, host, bob, cy } = await table('presence');
    await warmFunctions(host, { markAway: 1 });
    const beats = heartbeats(t.roomId, [host, bob, cy]);
    await beats.first;

    // Cy, the cheater, tries to send Bob away while Bob's phone checks in: twenty times at once.
    const before = withoutHeartbeats(await roomSnapshot(admin.db, t.roomId));
    const tries = await Promise.all(
      Array.from({ length: 20 }, () => cy.call('markAway', { roomId: t.roomId, seat: 1 })),
    );
    for (const outcome of tries)
      expect(refusal(outcome)).toEqual({ code: 'failed-precondition', room: 'room/still-here' });
    expect(await cy.beat(t.roomId, { uid: bob.uid, gone: true })).toBe('denied');
    expect(withoutHeartbeats(await roomSnapshot(admin.db, t.roomId))).toBe(before);

    // Bob's phone goes quiet (his tab closed without a word); the others' keep checking in.
    const quietFrom = beats.stop();
    const others = heartbeats(t.roomId, [host, cy]);
    let marked: Outcome;
    do {
      await pause(1_000);
      marked = await cy.call('markAway', { roomId: t.roomId, seat: 1 });
    } while (!marked.ok && Date.now() - quietFrom < PRESENCE_LIMITS.staleMs * 3);
    accepted(marked);
    const waited = Date.now() - quietFrom;
    expect(waited).toBeGreaterThanOrEqual(PRESENCE_LIMITS.staleMs - 2_000);
    console.log(`Bob was marked away ${(waited / 1000).toFixed(1)} s after his phone went quiet`);
    const away = await storedRoom(admin.db, t.roomId);
    expect(away.seats[1]).toMatchObject({ uid: bob.uid, kind: 'human', away: true });

    // Host and Cy play on; Bob's turns pass without anyone waiting for him or calling time.
    const bobsBefore = actionsOf(away.game!).filter((a) => 'seat' in a && a.seat === 1).length;
    let room = away;
    for (let moves = 0; moves < 40; moves++) {
      const bobs = actionsOf(room.game!).filter((a) => 'seat' in a && a.seat === 1).length;
      if (bobs >= bobsBefore + 2) break;
      expect(room.game!.turn === 1 ? 'waiting on Bob' : 'ok').toBe('ok');
      await moveOne(t, [host, cy], room);
      room = await storedRoom(admin.db, t.roomId);
    }
    expect(actionsOf(room.game!).filter((a) => 'seat' in a && a.seat === 1).length).toBeGreaterThanOrEqual(
      bobsBefore + 2,
    );

    // Bob comes back and says so: the table waits for him again.
    accepted(await bob.call('setAway', { roomId: t.roomId, seat: 1, away: false }));
    expect((await storedRoom(admin.db, t.roomId)).seats[1].away).toBe(false);
    others.stop();
  }, 180_000);

  it('a phone that says it closed is marked away once it has not come back for a few seconds', async () => {
    const { table: t, host, bob } = await table('gone');
    await Promise.all([host.beat(t.roomId), bob.beat(t.roomId)]);
    expect(refusal(await host.call('markAway', { roomId: t.roomId, seat: 1 })).room).toBe('room/still-here');
    expect(await bob.beat(t.roomId, { gone: true })).toBe('ok');
    const closedAt = Date.now();
    const early = await host.call('markAway', { roomId: t.roomId, seat: 1 });
    expect(refusal(early).room).toBe('room/still-here');
    expect(early.ok ? '' : early.message).toMatch(
      /^Player 1's page closed \d+ s ago: give them a few seconds/,
    );
    await pause(Math.max(0, GONE_GRACE_MS - (Date.now() - closedAt)) + 500);
    accepted(await host.call('markAway', { roomId: t.roomId, seat: 1 }));
    expect((await storedRoom(admin.db, t.roomId)).seats[1].away).toBe(true);
  });

  it('a reload is not a departure: a page back 0.3, 1.0 or 1.8 s after it said it closed keeps its seat', async () => {
    const { table: t, host, bob, cy } = await table('reload');
    await warmFunctions(host, { markAway: 1 });
    await Promise.all([host.beat(t.roomId), bob.beat(t.roomId), cy.beat(t.roomId)]);
    for (const gap of [300, 1_000, 1_800]) {
      await pause(APP_BEAT_GAP_MS); // Bob's phone had been at the table a while
      // Bob reloads: his page says it closed; the new page says it is here `gap` ms later, as the
      // app does (refused by the rules within 2 s of the last write, it says so again later).
      expect(await bob.beat(t.roomId, { gone: true })).toBe('ok');
      const closedAt = Date.now();
      const reloaded = (async () => {
        await pause(gap);
        const first = await bob.beat(t.roomId);
        if (first === 'ok') return first;
        await pause(APP_BEAT_GAP_MS);
        return `${first}, then ${await bob.beat(t.roomId)}`;
      })();
      // Meanwhile Cy's phone, first in line, tries to mark him away, again and again: once a
      // second, which keeps the three gaps' tries within one person's 60 at once of the away quota
      // (functions/src/quota/limits.ts; twice a second ran past it on a quiet machine).
      const tries: Outcome[] = [];
      while (Date.now() - closedAt < GONE_GRACE_MS + 1_500) {
        tries.push(await cy.call('markAway', { roomId: t.roomId, seat: 1 }));
        await pause(1_000);
      }
      const heard = await reloaded;
      console.log(
        `reload ${gap} ms: Bob's reloaded page heartbeat ${heard}; ${tries.length} tries to mark him away`,
      );
      expect(heard.endsWith('ok')).toBe(true);
      for (const outcome of tries)
        expect(refusal(outcome)).toEqual({ code: 'failed-precondition', room: 'room/still-here' });
      expect((await storedRoom(admin.db, t.roomId)).seats[1]).toMatchObject({ uid: bob.uid, away: false });
    }
  }, 120_000);

  it('a player who left and takes their seat back is not marked away on the heartbeat their phone wrote before', async () => {
    const { table: t, host, bob, cy } = await table('rejoin');
    await warmFunctions(host, { markAway: 1, leaveRoom: 1, joinRoom: 1 });
    const others = heartbeats(t.roomId, [host, cy]);
    await Promise.all([others.first, bob.beat(t.roomId)]);

    // Bob leaves the table (the AI plays his seat, his to retake); his phone stops checking in.
    accepted(await bob.call('leaveRoom', { roomId: t.roomId }));
    await pause(PRESENCE_LIMITS.staleMs + 1_000);

    // He opens the invite again: his seat is his. The others' phones see him seated at once, before
    // his own phone has even heard the call answered, let alone written a heartbeat, and Cy's, first
    // in line, tries to mark him away: his silence since before he left does not count.
    accepted(await bob.call('joinRoom', { code: t.code, name: 'Player 1' }));
    const back = await roomSnapshot(admin.db, t.roomId);
    expect((await storedRoom(admin.db, t.roomId)).seats[1]).toMatchObject({ uid: bob.uid, away: false });
    const marked = await cy.call('markAway', { roomId: t.roomId, seat: 1 });
    expect(refusal(marked)).toEqual({ code: 'failed-precondition', room: 'room/still-here' });
    expect(marked.ok ? '' : marked.message).toMatch(
      /^Player 1's phone has not checked in yet: wait a little/,
    );
    expect(withoutHeartbeats(await roomSnapshot(admin.db, t.roomId))).toBe(withoutHeartbeats(back));

    // His phone checks in: he is here, and stays so.
    expect(await bob.beat(t.roomId)).toBe('ok');
    expect(refusal(await cy.call('markAway', { roomId: t.roomId, seat: 1 })).room).toBe('room/still-here');
    others.stop();
  }, 60_000);

  it('only the host hands another’s seat to the AI or gives it back; a person does so for their own', async () => {
    const { table: t, host, bob, cy } = await table('host');
    const before = await roomSnapshot(admin.db, t.roomId);
    for (const away of [true, false])
      expect(refusal(await cy.call('setAway', { roomId: t.roomId, seat: 1, away }))).toEqual({
        code: 'permission-denied',
        room: 'room/not-host',
      });
    expect(await roomSnapshot(admin.db, t.roomId)).toBe(before);
    const seatOf = async (seat: Seat) => (await storedRoom(admin.db, t.roomId)).seats[seat];
    accepted(await host.call('setAway', { roomId: t.roomId, seat: 1, away: true }));
    expect(await seatOf(1)).toMatchObject({ uid: bob.uid, away: true });
    accepted(await host.call('setAway', { roomId: t.roomId, seat: 1, away: false }));
    expect(await seatOf(1)).toMatchObject({ uid: bob.uid, away: false });
    accepted(await cy.call('setAway', { roomId: t.roomId, seat: 2, away: true }));
    expect(await seatOf(2)).toMatchObject({ uid: cy.uid, away: true });
  });
});
