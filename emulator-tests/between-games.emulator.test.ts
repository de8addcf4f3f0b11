// The host between games: in the lobby the host moves players (two seats trade occupants, which
// changes partners), and once a game is over deals the next one at the same table, where everyone
// keeps their seat and their view document follows into the new game. Nobody else may do either.
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singleHand } from '@texas42/shared';
import type { ResponseOf } from '@texas42/shared';
import { adminFirestore, storedRoom } from './support/admin';
import { COPY_STYLES, driveSeat } from './support/drive';
import { startTable } from './support/play-tables';
import { keysOf } from './support/privacy-scan';
import { randomSource } from '@texas42/shared/test-support';
import { expectOk, openTable } from './support/table';

describe('the host between games', () => {
  const admin = adminFirestore();
  beforeAll(() => setLogLevel('silent'));
  afterAll(() => admin.close());

  it('swaps two players in the lobby, then deals the next game at the same table', async () => {
    const table = await openTable({
      joiners: ['sit'],
      changes: { transformers: [singleHand()] },
      start: false,
      label: 'between-games',
    });
    const { roomId } = table;
    const [host, guest] = table.members as [(typeof table.members)[0], (typeof table.members)[0]];
    try {
      // The guest joined in seat 1; the host moves them opposite, to be partners.
      expect(await guest.player.call('swapSeats', { roomId, seats: [0, 1] })).toMatchObject({
        ok: false,
        code: 'permission-denied',
      });
      expectOk(await host.player.call('swapSeats', { roomId, seats: [1, 2] }), 'swapSeats');
      const lobby = await storedRoom(admin.db, roomId);
      expect(lobby.seats.map((seat) => seat.uid)).toEqual([host.player.uid, null, guest.player.uid, null]);

      await startTable(admin.db, table);
      expect(await host.player.call('swapSeats', { roomId, seats: [0, 1] })).toMatchObject({
        ok: false,
        code: 'failed-precondition',
      });
      await Promise.all(
        [host, guest].map((member, i) =>
          driveSeat(admin.db, roomId, member, {
            random: randomSource(2026 + i),
            done: (view) => view.result !== null,
            style: () => COPY_STYLES[0],
          }),
        ),
      );
      const finished = await storedRoom(admin.db, roomId);
      expect(finished.status).toBe('finished');

      expect(await guest.player.call('startGame', { roomId })).toMatchObject({
        ok: false,
        code: 'permission-denied',
      });
      const next = expectOk<ResponseOf<'startGame'>>(
        await host.player.call('startGame', { roomId, version: finished.version }),
        'startGame',
      );
      const rematch = await storedRoom(admin.db, roomId);
      expect(rematch.status).toBe('playing');
      expect(rematch.result).toBeNull();
      expect(rematch.seats).toEqual(finished.seats);
      expect(rematch.game!.handNumber).toBe(1);
      expect(rematch.game!.dealing).toMatchObject({ kind: 'keyed', keys: [expect.any(String)] });
      expect(keysOf(rematch.game!)).not.toContain(keysOf(finished.game!)[0]);
      // Both views follow into the new game: a fresh hand of seven, no result.
      for (const member of [host, guest]) {
        const view = await member.feed.until((v) => v.version >= next.version - 1 && v.view.result === null);
        expect(view.view.self?.hand).toHaveLength(7);
      }
    } finally {
      await table.close();
    }
  }, 300_000);
});
