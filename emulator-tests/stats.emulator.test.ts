// Statistics through the real emulators: when a game ends, the same commit writes each seated
// person's statistics (`stats/{uid}`), counted from that game, and later changes at the table
// never count it again. Each person reads only their own; nobody writes any from the web SDK.
import { doc, setDoc, setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodePersonStats,
  emptyStats,
  finishedGame,
  roomStatePath,
  statsPath,
  teamOf,
  withGame,
} from '@texas42/shared';
import type { PersonStats, Seat } from '@texas42/shared';
import { randomSource } from '@texas42/shared/test-support';
import { adminFirestore, storedRoom } from './support/admin';
import { COPY_STYLES, driveSeat } from './support/drive';
import { expectOk, openTable } from './support/table';
import { webClient } from './support/web-client';

describe("a person's statistics", () => {
  const admin = adminFirestore();
  beforeAll(() => setLogLevel('silent'));
  afterAll(() => admin.close());

  /** The stored statistics of `uid` (null when none), read as the server does, and when written. */
  const statsOf = async (uid: string): Promise<{ stats: PersonStats; at: string } | null> => {
    const snapshot = await admin.db.doc(statsPath(uid)).get();
    if (!snapshot.exists) return null;
    const stats = decodePersonStats(snapshot.data());
    if (!stats.ok) throw new Error(stats.error.message);
    return { stats: stats.value, at: snapshot.updateTime!.toDate().toISOString() };
  };

  it('are written for each seated person in the commit that ends the game, once, and read only by them', async () => {
    const table = await openTable({
      joiners: ['sit', 'watch'],
      changes: { settings: { target: { kind: 'marks', value: 2 } } },
      label: 'stats',
    });
    const { roomId } = table;
    const [host, guest, watcher] = table.members as [
      (typeof table.members)[0],
      (typeof table.members)[0],
      (typeof table.members)[0],
    ];
    try {
      await Promise.all(
        [host, guest].map((member, i) =>
          driveSeat(admin.db, roomId, member, {
            random: randomSource(4242 + i),
            done: (view) => view.winner !== null,
            style: () => COPY_STYLES[0],
          }),
        ),
      );
      const room = await storedRoom(admin.db, roomId);
      const game = room.game!;
      expect(room.status).toBe('finished');
      const stateAt = (await admin.db.doc(roomStatePath(roomId)).get()).updateTime!.toDate().toISOString();

      const written = await Promise.all([host, guest].map((member) => statsOf(member.player.uid)));
      for (const [i, member] of [host, guest].entries()) {
        const seat = member.seat as Seat;
        const team = teamOf(seat);
        const mine = written[i]!;
        // The same commit as the game's end: the room state and the statistics share its time.
        expect(mine.at).toBe(stateAt);
        expect(mine.stats.totals).toMatchObject({
          games: 1,
          gamesWon: game.winner === team ? 1 : 0,
          hands: game.handNumber,
          marks: game.marks[team],
        });
        expect(mine.stats.recent).toHaveLength(1);
        expect(mine.stats.recent[0]).toMatchObject({
          online: true,
          kind: 'game',
          won: game.winner === team,
          score: [game.marks[team], game.marks[1 - team]],
          partner: seat === 0 ? 'AI 3' : 'AI 4',
          replayLink: (await member.feed.until((v) => v.view.replayLink !== null)).view.replayLink,
        });
        // Exactly the pure fold of the finished game for that seat.
        const at = mine.stats.recent[0]!.at;
        expect(mine.stats).toEqual(withGame(emptyStats(), finishedGame(room)!, seat, at, true));
      }
      expect(await statsOf(watcher.player.uid)).toBeNull();

      // Later changes at the finished table (the host deals again, the guest leaves) count nothing.
      expectOk(await host.player.call('startGame', { roomId, version: room.version }), 'startGame');
      expectOk(await guest.player.call('leaveRoom', { roomId }), 'leaveRoom');
      expect((await storedRoom(admin.db, roomId)).version).toBeGreaterThan(room.version);
      expect(await Promise.all([host, guest].map((member) => statsOf(member.player.uid)))).toEqual(written);

      // Only the owner reads them; nobody writes them from the web SDK, not even the owner.
      expect(await host.player.read(statsPath(host.player.uid))).toMatchObject({ totals: { games: 1 } });
      expect(await guest.player.read(statsPath(host.player.uid))).toBe('denied');
      expect(await watcher.player.read(statsPath(guest.player.uid))).toBe('denied');
      const cheater = webClient('stats-cheater');
      try {
        const uid = await cheater.signIn();
        const forged = { ...emptyStats(), totals: { ...emptyStats().totals, games: 99, gamesWon: 99 } };
        for (const target of [uid, host.player.uid])
          await expect(setDoc(doc(cheater.firestore, statsPath(target)), forged)).rejects.toMatchObject({
            code: 'permission-denied',
          });
      } finally {
        await cheater.close();
      }
      expect(await host.player.read(statsPath(host.player.uid))).toMatchObject({ totals: { games: 1 } });
    } finally {
      await table.close();
    }
  }, 300_000);
});
