// The view feed the other tests wait on, checked itself: a wait that hears nothing while the
// stored view already satisfies it (a listener left behind, see support/view-feed.ts) takes the
// client off the network and back, and then shows the move; a wait for a view the server has not
// written yet leaves the client alone, however long it hears nothing.
import { afterAll, describe, expect, it } from 'vitest';
import { moveRequest } from '@texas42/shared';
import { adminFirestore, storedRoom } from './support/admin';
import { openTable } from './support/table';
import type { Table } from './support/table';

const pause = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

describe('the view feed on the emulators', () => {
  const admin = adminFirestore();
  let table: Table | undefined;

  afterAll(async () => {
    await table?.close();
    await admin.close();
  });

  it('reconnects a client whose listener is behind the stored view, and only then', async () => {
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
