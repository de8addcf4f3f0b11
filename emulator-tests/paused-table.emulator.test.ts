// A table whose people are all away, or have all left, pauses: the AI plays none of its turns
// (shared/src/room/ai-turn.ts), while the turn's clock runs out with nobody there. On the real
// emulators with web-SDK clients, at a table with a turn clock, the person on turn comes back once
// it has run out (says "I'm back", or joins again with the invite after everyone left): their turn
// starts afresh, so another player's call of time at once is refused and changes nothing, where it
// used to hand the returning player's turn to the AI and mark them away again. Before anyone is
// back, a call of the run-out clock (an away player's app is still open) is refused: the paused
// table does not move on.
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room, Seat } from '@texas42/shared';
import { adminFirestore, roomSnapshot, storedRoom } from './support/admin';
import type { Player } from './support/player';
import { accepted, moveOne, pause, refusal } from './support/presence';
import { expectOk, openTable } from './support/table';
import type { Table } from './support/table';
import { warmFunctions } from './support/warm-functions';

/** The table's turn clock: long enough that a call made at once lands well within it on a busy
 * machine (a call took up to 12 s there, vitest.config.ts). */
const TURN_MS = 20_000;

describe('a paused table with a turn clock', () => {
  const admin = adminFirestore();
  const tables: Table[] = [];

  beforeAll(() => setLogLevel('silent'));

  afterAll(async () => {
    await Promise.all(tables.map((t) => t.close()));
    await admin.close();
  });

  /** A started table with the clock: the host and Player 1 seated, two AI seats, run on until one
   * of the two people is on turn; that person, and the other one. */
  const personOnTurn = async (label: string) => {
    const table = await openTable({ joiners: ['sit'], changes: { turnTimeLimit: TURN_MS }, label });
    tables.push(table);
    const players = table.members.map((m) => m.player);
    await warmFunctions(players[0]!, { claimTimeout: 1 });
    let room: Room = await storedRoom(admin.db, table.roomId);
    while (room.game!.turn === null || room.seats[room.game!.turn].kind !== 'human') {
      await moveOne(table, players, room);
      room = await storedRoom(admin.db, table.roomId);
    }
    const turn: Seat = room.game!.turn!;
    const onTurn = table.members.find((m) => m.seat === turn)!.player;
    const { player: other, seat: otherSeat } = table.members.find((m) => m.seat !== turn)!;
    return { table, turn, onTurn, other, otherSeat: otherSeat! };
  };

  /** Waits until the stored turn clock of the paused table has run out; the room then. */
  const clockRunOut = async (roomId: string): Promise<Room> => {
    const paused = await storedRoom(admin.db, roomId);
    await pause(Math.max(0, paused.turnDeadline! - Date.now()) + 1_000);
    return paused;
  };

  /** `claimer` calls time at once: refused as too early, the stored room as it was. */
  const expectNoClaimYet = async (claimer: Player, roomId: string) => {
    const before = await roomSnapshot(admin.db, roomId);
    const claim = await claimer.call('claimTimeout', { roomId });
    expect(refusal(claim)).toEqual({ code: 'failed-precondition', room: 'room/too-early' });
    expect(claim.ok ? '' : claim.message).toMatch(/^Time runs out in \d+ s\b/);
    expect(await roomSnapshot(admin.db, roomId)).toBe(before);
  };

  it('a player who says they are back on their turn gets the whole clock: a claim at once is refused and changes nothing', async () => {
    const { table, turn, onTurn, other, otherSeat } = await personOnTurn('back');
    const { roomId } = table;
    // The other person steps away first (else the AI would take the turn at once), then the one
    // on turn: nobody is left, and the table pauses on that turn.
    accepted(await other.call('setAway', { roomId, seat: otherSeat, away: true }));
    accepted(await onTurn.call('setAway', { roomId, seat: turn, away: true }));
    const paused = await clockRunOut(roomId);
    expect(paused.game!.turn).toBe(turn);
    // The other person's app is open, away as they are: its call of the run-out clock would have
    // the AI make the move owed, and the paused game would crawl on a move a clock.
    const still = await roomSnapshot(admin.db, roomId);
    const crawl = await other.call('claimTimeout', { roomId });
    expect(refusal(crawl)).toEqual({ code: 'failed-precondition', room: 'room/nothing-to-claim' });
    expect(await roomSnapshot(admin.db, roomId)).toBe(still);

    const calledAt = Date.now();
    accepted(await onTurn.call('setAway', { roomId, seat: turn, away: false }));
    const back = await storedRoom(admin.db, roomId);
    expect(back.seats[turn]).toMatchObject({ uid: onTurn.uid, away: false });
    expect(back.game!.turn).toBe(turn);
    await expectNoClaimYet(other, roomId);
    // The turn began again when they came back, its clock whole.
    expect(back.turnSince).toBeGreaterThanOrEqual(calledAt);
    expect(back.turnDeadline).toBe(back.turnSince! + TURN_MS);
  }, 180_000);

  it('a player who joins again with the invite after everyone left, on their turn, gets the whole clock', async () => {
    const { table, turn, onTurn, other } = await personOnTurn('rejoin');
    const { roomId, code } = table;
    expectOk(await other.call('leaveRoom', { roomId }), 'leaveRoom');
    expectOk(await onTurn.call('leaveRoom', { roomId }), 'leaveRoom');
    const paused = await clockRunOut(roomId);
    expect(paused.seats.every((slot) => slot.kind === 'ai')).toBe(true);
    expect(paused.game!.turn).toBe(turn);

    const calledAt = Date.now();
    expectOk(await onTurn.call('joinRoom', { code, name: 'Back' }), 'joinRoom');
    expectOk(await other.call('joinRoom', { code, name: 'Other' }), 'joinRoom');
    const back = await storedRoom(admin.db, roomId);
    expect(back.seats[turn]).toMatchObject({ uid: onTurn.uid, kind: 'human', away: false });
    expect(back.game!.turn).toBe(turn);
    await expectNoClaimYet(other, roomId);
    expect(back.turnSince).toBeGreaterThanOrEqual(calledAt);
    expect(back.turnDeadline).toBe(back.turnSince! + TURN_MS);
  }, 180_000);
});
