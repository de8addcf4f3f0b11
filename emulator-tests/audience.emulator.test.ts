// The audience on the real emulators, with web-SDK clients and the real rules: coaching needs the
// consent of the coached seat's player, so a seated player cannot step out, coach an opponent and
// come back, and a coach nobody accepted reads no hand; a table takes 16 watchers and refuses the
// 17th with nothing stored changed; the host sends a watcher away and the rules shut them out,
// and they may not come back to watch, sit or coach until the next game;
// and the documents one move writes stay bounded however many watch (printed for 0 and 16).
import { setLogLevel } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_WATCHERS,
  SPECTATOR_VIEW_ID,
  coachViewPath,
  dominoesIn,
  roomPath,
  spectatorViewPath,
  viewPath,
  viewsPath,
} from '@texas42/shared';
import type { Joining, PlayerView, Seat } from '@texas42/shared';
import { randomSource } from '@texas42/shared/test-support';
import { oneMoveAtATime } from './bench/one-move-at-a-time';
import { adminFirestore, roomSnapshot, storedRoom } from './support/admin';
import type { Outcome, Player } from './support/player';
import { signIn } from './support/player';
import { openTable } from './support/table';
import type { Table } from './support/table';
import { warmFunctions } from './support/warm-functions';

/** The status, the room's own code and the message of a refused call (the web SDK's HTTP status
 * suffix dropped); throws if the call was accepted. */
const refusal = (outcome: Outcome) => {
  if (outcome.ok) throw new Error(`accepted: ${JSON.stringify(outcome.data)}`);
  const room = (outcome.details as { code?: string } | undefined)?.code;
  return { code: outcome.code, room, message: outcome.message.replace(/ \[\d{3}\]$/, '') };
};

/** True when the rules let `player`'s client read the document at `path`. */
const canRead = async (player: Player, path: string): Promise<boolean> =>
  (await player.read(path)) !== 'denied';

/** The view in a view document `player` may read (throws if denied or missing). */
const readView = async (player: Player, path: string): Promise<PlayerView> => {
  const data = await player.read(path);
  if (data === 'denied' || data === null) throw new Error(`cannot read ${path}: ${data}`);
  return data.view as PlayerView;
};

describe('the audience on the emulators', () => {
  const admin = adminFirestore();
  const tables: Table[] = [];
  const others: Player[] = [];

  beforeAll(async () => {
    setLogLevel('silent'); // every denied read below is expected
    const warmer = await signIn('warmer');
    await warmFunctions(warmer, { joinRoom: 1, leaveRoom: 1, answerCoach: 1, removeWatcher: 1 });
    await warmer.close();
  }, 120_000);

  // A person's client is closed when their test ends, while nothing else is moving: left open, an
  // idle client's listen stream closes a minute after its last read, in the middle of a later
  // test, and the emulator can then fail that moment's commit (see support/view-feed.ts).
  afterEach(async () => {
    await Promise.all(others.splice(0).map((p) => p.close()));
  });

  afterAll(async () => {
    await Promise.all(tables.map((t) => t.close()));
    await admin.close();
  });

  /** A started table: the host in seat 0, the joiners after. */
  const started = async (label: string, joiners: readonly Joining[]) => {
    const table = await openTable({ joiners, label });
    tables.push(table);
    return table;
  };

  /** A new signed-in person, closed after the suite. */
  const person = async (label: string) => {
    const player = await signIn(label);
    others.push(player);
    return player;
  };

  it('refuses a seated player who leaves to coach an opponent: no hand read, and back only as a player', async () => {
    const table = await started('leave-coach', ['sit', 'sit']);
    const { roomId, code } = table;
    const [, bob, cy] = table.members;
    await bob!.feed.until((v) => v.view.phase === 'bidding');
    expect((await bob!.player.call('leaveRoom', { roomId })).ok).toBe(true);
    const attack = await bob!.player.call('joinRoom', { code, name: 'Bob', joining: { coach: 2 } });
    expect(refusal(attack)).toEqual({
      code: 'permission-denied',
      room: 'room/has-played',
      message: 'You have played in this game, so you cannot coach in it',
    });
    for (const path of [
      coachViewPath(roomId, 2),
      viewPath(roomId, cy!.player.uid),
      spectatorViewPath(roomId),
    ])
      expect(await canRead(bob!.player, path), path).toBe(false);
    const room = await storedRoom(admin.db, roomId);
    expect(room.watchers).toEqual([]);
    expect(room.seats[1]).toMatchObject({ uid: null, formerUid: bob!.player.uid });

    expect((await bob!.player.call('joinRoom', { code, name: 'Bob' })).ok).toBe(true);
    const back = await storedRoom(admin.db, roomId);
    expect(back.seats[1]).toMatchObject({ uid: bob!.player.uid, kind: 'human' });
    expect(back.watchers).toEqual([]);
  });

  it('lets a coach read a hand only once its player accepts, and never lets the coach sit', async () => {
    const table = await started('consent', ['sit']);
    const { roomId, code } = table;
    const bob = table.members[1]!;
    const kim = await person('kim');
    expect((await kim.call('joinRoom', { code, name: 'Kim', joining: { coach: 1 } })).ok).toBe(true);
    const asked = (await admin.db.doc(roomPath(roomId)).get()).data()!;
    expect(asked.lobby.watchers).toEqual([{ uid: kim.uid, name: 'Kim', coaching: null, asking: 1 }]);
    expect(await canRead(kim, coachViewPath(roomId, 1))).toBe(false);
    expect(await canRead(kim, viewPath(roomId, bob.player.uid))).toBe(false);
    const spectator = await readView(kim, spectatorViewPath(roomId));
    expect(spectator.revealedHands).toEqual([]);
    expect(spectator.self).toBeNull();

    const declined = await bob.player.call('answerCoach', { roomId, uid: kim.uid, accept: false });
    expect(declined.ok).toBe(true);
    expect(await canRead(kim, coachViewPath(roomId, 1))).toBe(false);

    expect(refusal(await kim.call('answerCoach', { roomId, uid: kim.uid, accept: true })).code).toBe(
      'permission-denied',
    );
    const lee = await person('lee');
    expect((await lee.call('joinRoom', { code, name: 'Lee', joining: { coach: 1 } })).ok).toBe(true);
    expect((await bob.player.call('answerCoach', { roomId, uid: lee.uid, accept: true })).ok).toBe(true);
    const coached = await readView(lee, coachViewPath(roomId, 1));
    const hand = dominoesIn((await storedRoom(admin.db, roomId)).game!.hands[1]);
    expect(coached.revealedHands).toEqual([expect.objectContaining({ seat: 1, hand })]);
    expect(await canRead(kim, coachViewPath(roomId, 1))).toBe(false);
    const shown = (await admin.db.doc(roomPath(roomId)).get()).data()!;
    expect(shown.coachUids['1']).toEqual([lee.uid]);

    const sit = refusal(await lee.call('takeSeat', { roomId, seat: 3 as Seat }));
    expect(sit).toEqual({
      code: 'permission-denied',
      room: 'room/has-coached',
      message: 'You have coached in this game, so you cannot play in it until it ends',
    });
  });

  it('keeps a watcher the host sent away out for the rest of the game: joining again to watch, sit or coach is refused', async () => {
    const table = await started('sent-away', ['sit']);
    const { roomId, code } = table;
    const zed = await person('zed');
    expect((await zed.call('joinRoom', { code, name: 'Zed', joining: 'watch' })).ok).toBe(true);
    const host = table.members[0]!.player;
    expect((await host.call('removeWatcher', { roomId, uid: zed.uid })).ok).toBe(true);

    const before = await roomSnapshot(admin.db, roomId);
    for (const joining of ['watch', 'sit', { coach: 1 }] as const)
      expect(refusal(await zed.call('joinRoom', { code, name: 'Zed', joining }))).toEqual({
        code: 'permission-denied',
        room: 'room/removed',
        message: 'The host asked you to leave this table: you can join again when its next game starts',
      });
    expect(await roomSnapshot(admin.db, roomId)).toBe(before);
    expect(await canRead(zed, spectatorViewPath(roomId))).toBe(false);
    expect((await storedRoom(admin.db, roomId)).removed).toEqual([zed.uid]);
  });

  it('writes a bounded number of documents per move: 0 watchers and 16 (4 coaches, 12 spectators)', async () => {
    const seated: Joining[] = ['sit', 'sit', 'sit'];
    const coaches: Joining[] = [0, 1, 2, 3].map((seat) => ({ coach: seat as Seat }));
    const spectators: Joining[] = Array.from({ length: MAX_WATCHERS - 4 }, () => 'watch');
    const alone = await started('no-watchers', seated);
    const watched = await started('sixteen', [...seated, ...coaches, ...spectators]);
    expect((await storedRoom(admin.db, watched.roomId)).watchers).toHaveLength(MAX_WATCHERS);
    // Twenty clients on a busy machine: give every listener time for its first view.
    for (const table of [alone, watched])
      await Promise.all(table.members.map((m) => m.feed.until(() => true, 120_000)));
    const moves = 16;
    const none = await oneMoveAtATime(admin.db, alone, moves, randomSource(1));
    const full = await oneMoveAtATime(admin.db, watched, moves, randomSource(1));
    const summary = (costs: { writes: number }[]) => {
      const writes = costs.map((c) => c.writes);
      return { mean: writes.reduce((a, b) => a + b, 0) / writes.length, most: Math.max(...writes) };
    };
    const [quiet, busy] = [summary(none), summary(full)];
    console.log(
      `documents written per move: 0 watchers ${quiet.mean.toFixed(2)} mean, ${quiet.most} most; ` +
        `16 watchers ${busy.mean.toFixed(2)} mean, ${busy.most} most (${moves} moves each)`,
    );
    expect(none).toHaveLength(moves);
    expect(full).toHaveLength(moves);
    expect(quiet.most).toBeLessThanOrEqual(2 + 4); // state, room, four seats
    expect(busy.most).toBeLessThanOrEqual(2 + 4 + 1 + 4); // and the spectators' view, four coached seats
    const views = await admin.db.collection(viewsPath(watched.roomId)).listDocuments();
    expect(views.map((ref) => ref.id).sort()).toEqual(
      [
        ...watched.members.filter((m) => m.seat !== null).map((m) => m.player.uid),
        SPECTATOR_VIEW_ID,
        'coach-0',
        'coach-1',
        'coach-2',
        'coach-3',
      ].sort(),
    );

    // The 17th watcher is refused, and nothing stored changes.
    const before = await roomSnapshot(admin.db, watched.roomId);
    const extra = await person('seventeenth');
    for (const joining of ['watch', 'sit', { coach: 1 }] as const) {
      const outcome = await extra.call('joinRoom', { code: watched.code, name: 'Zed', joining });
      expect(refusal(outcome)).toEqual({
        code: 'failed-precondition',
        room: 'room/full',
        message: 'This table already has 16 watchers, the most it takes',
      });
    }
    expect(await roomSnapshot(admin.db, watched.roomId)).toBe(before);

    // The host sends one away: the rules shut them out of the room and the spectators' view.
    const gone = watched.members.find((m) => m.seat === null && m.coaching === null)!;
    expect(await canRead(gone.player, spectatorViewPath(watched.roomId))).toBe(true);
    const host = watched.members[0]!.player;
    expect(
      refusal(await gone.player.call('removeWatcher', { roomId: watched.roomId, uid: gone.player.uid })).code,
    ).toBe('permission-denied');
    expect((await host.call('removeWatcher', { roomId: watched.roomId, uid: gone.player.uid })).ok).toBe(
      true,
    );
    // Their open listener is shut out: the next move reaches everyone else, not them.
    const shown = gone.feed.latest()!.version;
    const stayed = { ...watched, members: watched.members.filter((m) => m !== gone) };
    expect(await oneMoveAtATime(admin.db, stayed, 1, randomSource(2))).toHaveLength(1);
    await expect(gone.feed.until((v) => v.version > shown, 15_000)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    // And a fresh read (the SDK answers a read of a listened document from that listener).
    gone.feed.stop();
    expect(await canRead(gone.player, spectatorViewPath(watched.roomId))).toBe(false);
    expect(await canRead(gone.player, roomPath(watched.roomId))).toBe(false);
    expect((await extra.call('joinRoom', { code: watched.code, name: 'Zed', joining: 'watch' })).ok).toBe(
      true,
    );
  }, 300_000);
});
