// The view feed the other tests wait on, checked itself: a wait that hears nothing while the
// stored view already satisfies it (a listener left behind, see support/view-feed.ts) listens
// again from a fresh app signed in as the same player, and then shows the move; a wait for a view the server has not
// written yet leaves the client alone, however long it hears nothing. And a player's read of a
// document they listen to shows what the server has committed, not the listener's last snapshot.
import { afterAll, describe, expect, it } from 'vitest';
import { moveRequest, roomPath } from '@texas42/shared';
import { adminFirestore, storedRoom } from './support/admin';
import { openTable } from './support/table';
import type { Table } from './support/table';

const pause = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

describe('the view feed on the emulators', () => {
  const admin = adminFirestore();
  let table: Table | undefined;
  let lobby: Table | undefined;

  afterAll(async () => {
    await Promise.all([table?.close(), lobby?.close()]);
    await admin.close();
  });

  it('reads a document the player listens to as the server stores it, not as the listener last heard it', async () => {
    lobby = await openTable({ joiners: [], start: false, label: 'reader' });
    const host = lobby.members[0]!.player;
    const path = roomPath(lobby.roomId);
    const heard = host.watchRoom(lobby.roomId);
    await expect.poll(() => heard.length, { timeout: 30_000 }).toBeGreaterThan(0);
    for (let probe = 1; probe <= 5; probe++) {
      await admin.db.doc(path).update({ probe });
      const read = await host.read(path);
      expect(read === 'denied' ? read : read?.probe).toBe(probe);
    }
  }, 60_000);

  it('listens again, from a fresh app, when its listener is behind the stored view, and only then', async () => {
    table = await openTable({ joiners: ['sit', 'sit', 'sit'], label: 'silent' });
    const { roomId, members } = table;
    const shown = await Promise.all(members.map((m) => m.feed.until(() => true)));
    const bob = members[1]!;
    const feed = bob.player.watch(roomId, undefined, 500);
    const first = await feed.until(() => true);
    await bob.player.goOffline();
    const next = feed.until((v) => v.version > first.version, 60_000);
    await pause(3_000); // six silence windows, and nothing newer stored
    expect(feed.revivals()).toBe(0);

    // One move, from whoever's view offers one (Bob's calls still reach the server).
    const mover = shown.findIndex((v) => v.view.validActions.length > 0);
    const { view, version } = shown[mover]!;
    const { callable, payload } = moveRequest(view.validActions[0]!, roomId, version)!;
    expect((await members[mover]!.player.call(callable, payload)).ok).toBe(true);
    const stored = (await storedRoom(admin.db, roomId)).version;
    expect((await next).version).toBe(stored);
    expect(feed.revivals()).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
