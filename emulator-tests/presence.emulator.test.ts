// A table never waits on someone who is gone, and nobody can send away someone who is there. On
// the real emulators with web-SDK clients: each player's phone writes its heartbeat; a cheater
// cannot mark a player whose phone checks in away (however often they try), nor forge that
// player's heartbeat; once a phone has gone silent (or said it closed) any other player marks it
// away and the AI plays its turns at once; its person says they are back; only the host hands
// another's seat to the AI or gives it back; and at a table without a clock the seat on turn can
// be handed to the AI once it has been silent a while, not before. The limits come shortened
// for a test run (scripts/emulators.mjs).
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsOf, moveRequest, validActions } from '@texas42/shared';
import type { Room, Seat } from '@texas42/shared';
import { adminFirestore, roomSnapshot, storedRoom } from './support/admin';
import { PRESENCE_LIMITS } from './support/emulators';
import type { Outcome, Player } from './support/player';
import { openTable } from './support/table';
import type { Table } from './support/table';
import { warmFunctions } from './support/warm-functions';

const pause = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/** The status and the room's own code of a refused call; throws if it was accepted. */
const refusal = (outcome: Outcome) => {
  if (outcome.ok) throw new Error(`accepted: ${JSON.stringify(outcome.data)}`);
  return { code: outcome.code, room: (outcome.details as { code?: string } | undefined)?.code };
};

const accepted = (outcome: Outcome) => {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}: ${outcome.message}`);
};

/** Keeps `players`' phones checking in, as the app does while its page is shown. */
const heartbeats = (roomId: string, players: readonly Player[]) => {
  let sentAt = Date.now();
  const beat = () => {
    sentAt = Date.now();
    return Promise.all(players.map((p) => p.beat(roomId)));
  };
  const timer = setInterval(() => void beat(), PRESENCE_LIMITS.staleMs * 0.3);
  return {
    first: beat(),
    /** Stops; returns when the last heartbeat was sent (the silence the server judges began no
     * earlier, whatever the timer's phase when the test stopped it). */
    stop: () => {
      clearInterval(timer);
      return sentAt;
    },
  };
};

/** One move by whichever of `players` the stored game waits on (a first valid action), if any. */
const moveOne = async (table: Table, players: readonly Player[], room: Room): Promise<boolean> => {
  const game = room.game!;
  const actions = validActions(game).filter((a) => 'seat' in a);
  const mover = table.members.find(
    (m) => players.includes(m.player) && actions.some((a) => a.seat === m.seat),
  );
  if (mover === undefined) return false;
  const action = actions.find((a) => a.seat === mover.seat)!;
  const { callable, payload } = moveRequest(action, table.roomId, room.version)!;
  const outcome = await mover.player.call(callable, payload);
  return outcome.ok;
};

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

  const table = async (label: string) => {
    const opened = await openTable({ joiners: ['sit', 'sit'], label });
    tables.push(opened);
    const [host, bob, cy] = opened.members.map((m) => m.player) as [Player, Player, Player];
    return { table: opened, host, bob, cy };
  };

  it('a cheater neither marks a present player away nor forges their heartbeat; a silent one is marked away and the AI plays for them at once', async () => {
    const { table: t, host, bob, cy } = await table('presence');
    await warmFunctions(host, { markAway: 1 });
    const beats = heartbeats(t.roomId, [host, bob, cy]);
    await beats.first;

    // Cy, the cheater, tries to send Bob away while Bob's phone checks in: twenty times at once.
    const before = await roomSnapshot(admin.db, t.roomId);
    const tries = await Promise.all(
      Array.from({ length: 20 }, () => cy.call('markAway', { roomId: t.roomId, seat: 1 })),
    );
    for (const outcome of tries)
      expect(refusal(outcome)).toEqual({ code: 'failed-precondition', room: 'room/still-here' });
    expect(await cy.beat(t.roomId, { uid: bob.uid, gone: true })).toBe('denied');
    expect(await roomSnapshot(admin.db, t.roomId)).toBe(before);

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

  it('a phone that says it closed is marked away at once', async () => {
    const { table: t, host, bob } = await table('gone');
    await Promise.all([host.beat(t.roomId), bob.beat(t.roomId)]);
    expect(refusal(await host.call('markAway', { roomId: t.roomId, seat: 1 })).room).toBe('room/still-here');
    expect(await bob.beat(t.roomId, { gone: true })).toBe('ok');
    accepted(await host.call('markAway', { roomId: t.roomId, seat: 1 }));
    expect((await storedRoom(admin.db, t.roomId)).seats[1].away).toBe(true);
  });

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

  it('without a clock, the seat on turn can be handed to the AI once silent a while, not before', async () => {
    const { table: t, host, bob, cy } = await table('silent');
    await warmFunctions(host, { claimTimeout: 1 });
    let room = await storedRoom(admin.db, t.roomId);
    const players = [host, bob, cy];
    while (room.game!.turn === null || room.seats[room.game!.turn].kind !== 'human') {
      await moveOne(t, players, room);
      room = await storedRoom(admin.db, t.roomId);
    }
    const silent = room.game!.turn!;
    const claimer = t.members.find((m) => m.seat !== null && m.seat !== silent)!.player;
    const since = Date.now();
    const before = await roomSnapshot(admin.db, t.roomId);
    const early = await claimer.call('claimTimeout', { roomId: t.roomId });
    expect(refusal(early)).toEqual({ code: 'failed-precondition', room: 'room/too-early' });
    expect(await roomSnapshot(admin.db, t.roomId)).toBe(before);
    await pause(Math.max(0, PRESENCE_LIMITS.silentTurnMs - (Date.now() - since)) + 500);
    accepted(await claimer.call('claimTimeout', { roomId: t.roomId }));
    const after = await storedRoom(admin.db, t.roomId);
    expect(after.seats[silent].away).toBe(true);
    expect(actionsOf(after.game!).length).toBeGreaterThan(actionsOf(room.game!).length);
  }, 120_000);
});
