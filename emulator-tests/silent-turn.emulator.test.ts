// At a table without a clock, a slow turn of a present player is never taken from them: only
// presence makes a seat away. On the real emulators with web-SDK clients, every phone checking in
// every 3 s: a claim against the seat on turn is refused however long its player thinks, with a
// message a player understands, and a watcher cannot claim at all; once that phone goes silent the
// claim is taken and the AI moves for the seat. A phone never heard from is handed to the AI once
// its turn has been silent a while. A seat moved to another phone while it is on turn waits afresh
// for the new phone, which is not yet heard from. The limits come shortened for a test run
// (scripts/emulators.mjs).
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsOf } from '@texas42/shared';
import type { Room, TransferOffer } from '@texas42/shared';
import { adminFirestore, roomSnapshot, storedRoom } from './support/admin';
import { PRESENCE_LIMITS } from './support/emulators';
import type { Outcome, Player } from './support/player';
import { signIn } from './support/player';
import { accepted, heartbeats, moveOne, pause, refusal, withoutHeartbeats } from './support/presence';
import { expectOk, openTable } from './support/table';
import type { Table } from './support/table';
import { warmFunctions } from './support/warm-functions';

/** How often every phone checks in here, as when the finding was made (the app: every 12 s). */
const EVERY_MS = 3_000;

describe('a silent turn at a table without a clock', () => {
  const admin = adminFirestore();
  const tables: Table[] = [];
  const others: Player[] = [];

  beforeAll(() => setLogLevel('silent'));

  afterAll(async () => {
    await Promise.all([...tables.map((t) => t.close()), ...others.map((p) => p.close())]);
    await admin.close();
  });

  /** A started table: the host, Player 1 and Player 2 seated, Player 3 watching; the table run on
   * until a seated person is on turn, with when that turn began. */
  const personOnTurn = async (label: string) => {
    const table = await openTable({ joiners: ['sit', 'sit', 'watch'], label });
    tables.push(table);
    const players = table.members.filter((m) => m.seat !== null).map((m) => m.player);
    const watcher = table.members.find((m) => m.seat === null)!.player;
    await warmFunctions(players[0]!, { claimTimeout: 1 });
    let room: Room = await storedRoom(admin.db, table.roomId);
    while (room.game!.turn === null || room.seats[room.game!.turn].kind !== 'human') {
      await moveOne(table, players, room);
      room = await storedRoom(admin.db, table.roomId);
    }
    const turn = room.game!.turn!;
    const onTurn = table.members.find((m) => m.seat === turn)!.player;
    const claimer = players.find((p) => p !== onTurn)!;
    return { table, room, since: Date.now(), players, watcher, onTurn, claimer, turn };
  };

  /** Calls time every second until it is taken (at most `within` ms); the last outcome. */
  const claimUntilTaken = async (claimer: Player, roomId: string, within: number): Promise<Outcome> => {
    const from = Date.now();
    let outcome: Outcome;
    do {
      await pause(1_000);
      outcome = await claimer.call('claimTimeout', { roomId });
    } while (!outcome.ok && Date.now() - from < within);
    return outcome;
  };

  it('a present player keeps their turn however long they think; once their phone is silent the AI moves for them', async () => {
    const { table, room, since, players, watcher, onTurn, claimer, turn } = await personOnTurn('present');
    const beats = heartbeats(table.roomId, players, EVERY_MS);
    await beats.first;
    const before = withoutHeartbeats(await roomSnapshot(admin.db, table.roomId));
    for (const late of [1.15, 2]) {
      await pause(Math.max(0, PRESENCE_LIMITS.silentTurnMs * late - (Date.now() - since)));
      const claim = await claimer.call('claimTimeout', { roomId: table.roomId });
      expect(refusal(claim)).toEqual({ code: 'failed-precondition', room: 'room/still-here' });
      expect(claim.ok ? '' : claim.message).toContain(
        `${room.seats[turn].name} is still at the table: without a turn clock, the table waits for them`,
      );
    }
    expect(refusal(await watcher.call('claimTimeout', { roomId: table.roomId }))).toMatchObject({
      room: 'room/not-seated',
    });
    expect(withoutHeartbeats(await roomSnapshot(admin.db, table.roomId))).toBe(before);

    // Their phone goes quiet; the others' keep checking in.
    const quietFrom = beats.stop();
    const rest = heartbeats(
      table.roomId,
      players.filter((p) => p !== onTurn),
      EVERY_MS,
    );
    const taken = await claimUntilTaken(claimer, table.roomId, PRESENCE_LIMITS.staleMs * 3);
    rest.stop();
    accepted(taken);
    const waited = Date.now() - quietFrom;
    console.log(
      `silent turn: the claim was taken ${(waited / 1000).toFixed(1)} s after the phone went quiet`,
    );
    expect(waited).toBeGreaterThanOrEqual(PRESENCE_LIMITS.staleMs - 2_000);
    const after = await storedRoom(admin.db, table.roomId);
    expect(after.seats[turn].away).toBe(true);
    expect(actionsOf(after.game!).length).toBeGreaterThan(actionsOf(room.game!).length);
  }, 180_000);

  it('a phone never heard from is handed to the AI once its turn has been silent a while, not before; a late claim is answered, not refused', async () => {
    const { table, room, since, players, onTurn, claimer, turn } = await personOnTurn('unheard');
    const before = await roomSnapshot(admin.db, table.roomId);
    const early = await claimer.call('claimTimeout', { roomId: table.roomId });
    expect(refusal(early)).toEqual({ code: 'failed-precondition', room: 'room/too-early' });
    expect(await roomSnapshot(admin.db, table.roomId)).toBe(before);
    await pause(Math.max(0, PRESENCE_LIMITS.silentTurnMs - (Date.now() - since)) + 500);
    accepted(await claimer.call('claimTimeout', { roomId: table.roomId }));
    const after = await storedRoom(admin.db, table.roomId);
    expect(after.seats[turn].away).toBe(true);
    expect(actionsOf(after.game!).length).toBeGreaterThan(actionsOf(room.game!).length);

    // The next phone in line claims too, from the screen it showed before that claim (the first
    // claimant's call outlasted its grace, or the update had not reached it): what it asked for has
    // happened, so it is answered with the room as it is and nothing is written. It was refused,
    // as too early for the next turn or as stale once its own turn had come.
    const settled = await roomSnapshot(admin.db, table.roomId);
    const late = players.find((p) => p !== onTurn && p !== claimer)!;
    const answer = await late.call('claimTimeout', { roomId: table.roomId, version: room.version });
    expect(answer.ok, answer.ok ? '' : answer.message).toBe(true);
    expect(await roomSnapshot(admin.db, table.roomId)).toBe(settled);
  }, 120_000);

  it('a seat moved to another phone on its turn waits afresh for the new phone, then keeps it while it is there', async () => {
    const { table, since, players, onTurn, claimer, turn } = await personOnTurn('moved');
    const beats = heartbeats(table.roomId, players, EVERY_MS);
    await beats.first;
    await pause(Math.max(0, PRESENCE_LIMITS.silentTurnMs - (Date.now() - since)) + 500);
    expect(refusal(await claimer.call('claimTimeout', { roomId: table.roomId })).room).toBe(
      'room/still-here',
    );

    // The player on turn continues on another phone; the old one says it closed, and is refused.
    const { token } = expectOk<TransferOffer>(
      await onTurn.call('offerTransfer', { roomId: table.roomId }),
      'offerTransfer',
    );
    const phone = await signIn('moved-phone');
    others.push(phone);
    expectOk(await phone.call('acceptTransfer', { token }), 'acceptTransfer');
    beats.stop();
    const movedAt = Date.now();
    const rest = heartbeats(
      table.roomId,
      players.filter((p) => p !== onTurn),
      EVERY_MS,
    );
    expect(await onTurn.beat(table.roomId, { gone: true })).toBe('denied');
    // The new phone has not checked in yet: its turn is not taken from it for that.
    expect(refusal(await claimer.call('claimTimeout', { roomId: table.roomId })).room).toBe('room/too-early');
    const own = heartbeats(table.roomId, [phone], EVERY_MS);
    await own.first;
    await pause(Math.max(0, PRESENCE_LIMITS.silentTurnMs - (Date.now() - movedAt)) + 500);
    expect(refusal(await claimer.call('claimTimeout', { roomId: table.roomId })).room).toBe(
      'room/still-here',
    );
    own.stop();
    rest.stop();
    expect((await storedRoom(admin.db, table.roomId)).seats[turn]).toMatchObject({
      uid: phone.uid,
      away: false,
    });
  }, 180_000);
});
