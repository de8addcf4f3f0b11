// The queue for the next free seat, with web-SDK clients on the real emulators and rules. At a
// full table a watcher asks for the next seat (joining again for it, as the web's "Ask for a seat"
// does) and reads no hand; once a player leaves, the host lets the first in the queue in, and that
// watcher plays the freed seat with its hand and reads nobody else's; the plays they make are
// credited to them. A watcher who leaves the table leaves the queue, and the next one is first.
// Someone the host sent away has no say over the seat they once held.
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spectatorViewPath, viewPath } from '@texas42/shared';
import type { PlayerView, Seat } from '@texas42/shared';
import { adminFirestore, roomSnapshot, storedGame, storedRoom } from './support/admin';
import type { Outcome, Player } from './support/player';
import { signIn } from './support/player';
import { privacyProblems, statesOf } from './support/privacy-scan';
import type { Viewer } from './support/privacy-scan';
import { expectOk, openTable } from './support/table';
import type { Table } from './support/table';

/** The status, the room's own code and the message of a refused call (the web SDK's HTTP status
 * suffix dropped); throws if it was accepted. */
const refusal = (outcome: Outcome) => {
  if (outcome.ok) throw new Error(`accepted: ${JSON.stringify(outcome.data)}`);
  const server = (outcome.details as { code?: string } | undefined)?.code;
  return { code: outcome.code, server, message: outcome.message.replace(/ \[\d{3}\]$/, '') };
};

describe('the queue for the next free seat', () => {
  const admin = adminFirestore();
  const tables: Table[] = [];
  const others: Player[] = [];

  /** A started game with four people seated: the host, then "Player 1" to "Player 3". */
  const fullTable = async (label: string): Promise<Table> => {
    const table = await openTable({ joiners: ['sit', 'sit', 'sit'], label });
    tables.push(table);
    return table;
  };
  const person = async (label: string): Promise<Player> => {
    const player = await signIn(label);
    others.push(player);
    return player;
  };
  /** `name` opens the invite to watch, then taps "Ask for a seat" (joining again for the next one). */
  const queueUp = async (player: Player, code: string, name: string) => {
    expectOk(await player.call('joinRoom', { code, name }), 'joinRoom');
    expectOk(await player.call('joinRoom', { code, name, joining: 'next-seat' }), 'joinRoom next-seat');
  };
  /** The queue as stored: who waits, first first. */
  const queueAt = async (roomId: string) =>
    (await storedRoom(admin.db, roomId)).watchers.filter((w) => w.waiting === true).map((w) => w.name);
  /** What is wrong with the view `player` reads at `path` for `viewer` (empty: it is right). */
  const viewProblems = async (player: Player, roomId: string, path: string, viewer: Viewer) => {
    const data = await player.read(path);
    if (data === null || data === 'denied') return [`no view to read at ${path}: ${data}`];
    const states = statesOf(await storedGame(admin.db, roomId));
    return privacyProblems(states, viewer, (data as { view: PlayerView }).view);
  };
  /** Every seated person's own view, as `player` tries to read it: each must be refused. */
  const othersViews = async (player: Player, roomId: string) => {
    const room = await storedRoom(admin.db, roomId);
    const uids = room.seats.flatMap((slot) =>
      slot.uid === null || slot.uid === player.uid ? [] : [slot.uid],
    );
    expect(uids.length).toBeGreaterThan(0);
    return Promise.all(uids.map((uid) => player.read(viewPath(roomId, uid))));
  };

  beforeAll(() => setLogLevel('silent'));
  afterAll(async () => {
    await Promise.all([...tables.map((t) => t.close()), ...others.map((p) => p.close())]);
    await admin.close();
  });

  it('at a full table two watchers queue; as seats free, the host lets each in to that seat and its hand alone', async () => {
    const table = await fullTable('queue');
    const { roomId, code, members } = table;
    const host = members[0]!.player;
    const zed = await person('queue-zed');
    const max = await person('queue-max');
    await queueUp(zed, code, 'Zed');
    // Asking again keeps Zed's place.
    expectOk(await zed.call('joinRoom', { code, name: 'Zed', joining: 'next-seat' }), 'joinRoom again');
    await queueUp(max, code, 'Max');
    expect(await queueAt(roomId)).toEqual(['Zed', 'Max']);

    // Waiting, they read the spectators' view only: no hand.
    for (const watcher of [zed, max]) {
      expect(await watcher.read(viewPath(roomId, watcher.uid))).toBeNull();
      expect(
        await viewProblems(watcher, roomId, spectatorViewPath(roomId), { seat: null, coaching: null }),
      ).toEqual([]);
    }
    expect(refusal(await host.call('answerSeat', { roomId, uid: zed.uid, accept: true }))).toMatchObject({
      server: 'room/no-seat-request',
      message: 'No seat is free yet',
    });

    // Player 2 leaves: the AI plays seat 2, and the host is asked about Zed, first in the queue.
    expectOk(await members[2]!.player.call('leaveRoom', { roomId }), 'leaveRoom');
    expect(refusal(await max.call('answerSeat', { roomId, uid: max.uid, accept: true }))).toMatchObject({
      server: 'room/not-host',
    });
    expect(
      refusal(await members[1]!.player.call('answerSeat', { roomId, uid: zed.uid, accept: true })),
    ).toMatchObject({ server: 'room/not-host' });
    expectOk(await host.call('answerSeat', { roomId, uid: zed.uid, accept: true }), 'answerSeat');
    let room = await storedRoom(admin.db, roomId);
    expect(room.seats.map((slot) => slot.name)).toEqual(['Host', 'Player 1', 'Zed', 'Player 3']);
    expect(room.seats[2]).toMatchObject({ uid: zed.uid, kind: 'human', away: false });
    expect(room.seatHistory.at(-1)).toMatchObject({ seat: 2, uid: zed.uid, name: 'Zed' });
    expect(await queueAt(roomId)).toEqual(['Max']);
    expect(await viewProblems(zed, roomId, viewPath(roomId, zed.uid), { seat: 2, coaching: null })).toEqual(
      [],
    );
    expect(await othersViews(zed, roomId)).toEqual(['denied', 'denied', 'denied']);
    // Max, still waiting, still reads no hand.
    expect(await max.read(viewPath(roomId, max.uid))).toBeNull();

    // Player 3 leaves too: Max, now first, gets seat 3.
    expectOk(await members[3]!.player.call('leaveRoom', { roomId }), 'leaveRoom');
    expectOk(await host.call('answerSeat', { roomId, uid: max.uid, accept: true }), 'answerSeat');
    room = await storedRoom(admin.db, roomId);
    expect(room.seats.map((slot) => slot.name)).toEqual(['Host', 'Player 1', 'Zed', 'Max']);
    expect(room.watchers).toEqual([]);
    const seat: Seat = 3;
    expect(await viewProblems(max, roomId, viewPath(roomId, max.uid), { seat, coaching: null })).toEqual([]);
    expect(await othersViews(max, roomId)).toEqual(['denied', 'denied', 'denied']);
  }, 120_000);

  it('a watcher who leaves the table leaves the queue: the next one is first, and a declined one steps out', async () => {
    const { roomId, code, members } = await fullTable('queue-leave');
    const host = members[0]!.player;
    const [zed, max, kim] = await Promise.all(['zed', 'max', 'kim'].map((n) => person(`queue-leave-${n}`)));
    await queueUp(zed!, code, 'Zed');
    await queueUp(max!, code, 'Max');
    await queueUp(kim!, code, 'Kim');
    expect(await queueAt(roomId)).toEqual(['Zed', 'Max', 'Kim']);

    expectOk(await zed!.call('leaveRoom', { roomId }), 'leaveRoom');
    expect(await queueAt(roomId)).toEqual(['Max', 'Kim']);
    expectOk(await members[1]!.player.call('leaveRoom', { roomId }), 'leaveRoom');
    // Zed is gone: nothing to answer for him, and nothing stored changes.
    const before = await roomSnapshot(admin.db, roomId);
    expect(refusal(await host.call('answerSeat', { roomId, uid: zed!.uid, accept: true }))).toMatchObject({
      server: 'room/no-seat-request',
    });
    expect(await roomSnapshot(admin.db, roomId)).toBe(before);

    // The host declines Max: he keeps watching, out of the queue; Kim is let in.
    expectOk(await host.call('answerSeat', { roomId, uid: max!.uid, accept: false }), 'answerSeat');
    expect(await queueAt(roomId)).toEqual(['Kim']);
    expectOk(await host.call('answerSeat', { roomId, uid: kim!.uid, accept: true }), 'answerSeat');
    const room = await storedRoom(admin.db, roomId);
    expect(room.seats[1]).toMatchObject({ uid: kim!.uid, name: 'Kim', kind: 'human' });
    expect(room.watchers.map((w) => [w.name, w.waiting ?? false])).toEqual([['Max', false]]);
    expect(await viewProblems(kim!, roomId, viewPath(roomId, kim!.uid), { seat: 1, coaching: null })).toEqual(
      [],
    );
  }, 120_000);

  it('someone who left the table cannot turn away, nor let in, the asker for the seat they left', async () => {
    const table = await openTable({ joiners: ['sit', 'sit'], label: 'gone-answer' });
    tables.push(table);
    const { roomId, code, members } = table;
    const [host, dan] = [members[0]!.player, members[2]!.player];
    expectOk(await dan.call('leaveRoom', { roomId }), 'leaveRoom');
    const eve = await person('gone-answer-eve');
    expectOk(await eve.call('joinRoom', { code, name: 'Eve' }), 'joinRoom');
    expectOk(await eve.call('takeSeat', { roomId, seat: 2 }), 'takeSeat');
    expect((await storedRoom(admin.db, roomId)).seats[2]).toMatchObject({ kind: 'ai', formerUid: dan.uid });

    const before = await roomSnapshot(admin.db, roomId);
    for (const accept of [false, true])
      expect(refusal(await dan.call('answerSeat', { roomId, uid: eve.uid, accept }))).toEqual({
        code: 'permission-denied',
        server: 'room/not-member',
        message: 'You are no longer at this table, so the host answers for the seat you left',
      });
    expect(await roomSnapshot(admin.db, roomId)).toBe(before);

    expectOk(await host.call('answerSeat', { roomId, uid: eve.uid, accept: true }), 'answerSeat');
    expect((await storedRoom(admin.db, roomId)).seats[2]).toMatchObject({ uid: eve.uid, name: 'Eve' });
  }, 120_000);

  it('someone the host sent away cannot answer a request for the seat they once held', async () => {
    const table = await openTable({ joiners: ['sit', 'sit'], label: 'removed-answer' });
    tables.push(table);
    const { roomId, code, members } = table;
    const [host, dan] = [members[0]!.player, members[2]!.player];
    // Dan leaves seat 2 (his to give while the AI plays it), comes back to watch, and is sent away.
    expectOk(await dan.call('leaveRoom', { roomId }), 'leaveRoom');
    expectOk(await dan.call('joinRoom', { code, name: 'Dan', joining: 'watch' }), 'joinRoom');
    expectOk(await host.call('removeWatcher', { roomId, uid: dan.uid }), 'removeWatcher');
    const eve = await person('removed-answer-eve');
    expectOk(await eve.call('joinRoom', { code, name: 'Eve' }), 'joinRoom');
    expectOk(await eve.call('takeSeat', { roomId, seat: 2 }), 'takeSeat');
    const asked = await storedRoom(admin.db, roomId);
    expect(asked.seats[2]).toMatchObject({ kind: 'ai', formerUid: dan.uid });
    expect(asked.removed).toContain(dan.uid);

    const before = await roomSnapshot(admin.db, roomId);
    for (const accept of [true, false])
      expect(refusal(await dan.call('answerSeat', { roomId, uid: eve.uid, accept }))).toEqual({
        code: 'permission-denied',
        server: 'room/removed',
        message: 'The host asked you to leave this table, so the host now answers for the seat you left',
      });
    expect(await roomSnapshot(admin.db, roomId)).toBe(before);
    expect(await eve.read(viewPath(roomId, eve.uid))).toBeNull();

    expectOk(await host.call('answerSeat', { roomId, uid: eve.uid, accept: true }), 'answerSeat');
    expect((await storedRoom(admin.db, roomId)).seats[2]).toMatchObject({ uid: eve.uid, name: 'Eve' });
    expect(await viewProblems(eve, roomId, viewPath(roomId, eve.uid), { seat: 2, coaching: null })).toEqual(
      [],
    );
  }, 120_000);
});
