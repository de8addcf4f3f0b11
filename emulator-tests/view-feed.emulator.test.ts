// The view feed the other tests wait on, checked itself: a wait that hears nothing for its silence
// window takes the client off the network and back (the cure for a listen stream the emulator
// left silent under load), and the feed still shows the next move once it is made.
import { afterAll, describe, expect, it } from 'vitest';
import { randomSource } from '@texas42/shared/test-support';
import { oneMoveAtATime } from './bench/one-move-at-a-time';
import { adminFirestore } from './support/admin';
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

  it('reconnects a client that hears nothing, and still shows the next move', async () => {
    table = await openTable({ joiners: ['sit', 'sit', 'sit'], label: 'silent' });
    const bob = table.members[1]!;
    const feed = bob.player.watch(table.roomId, undefined, 500);
    const first = await feed.until(() => true);
    const next = feed.until((v) => v.version > first.version, 60_000);
    await pause(3_000); // six silence windows with no move made
    expect(feed.revivals()).toBeGreaterThanOrEqual(2);
    expect(await oneMoveAtATime(admin.db, table, 1, randomSource(3))).toHaveLength(1);
    expect((await next).version).toBeGreaterThan(first.version);
  }, 120_000);
});
