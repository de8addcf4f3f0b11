import { describe, expect, it } from 'vitest';
import { usePhones } from './browser';
import { heartbeatOf, storedRoom } from './support/emulator-truth';
import { liveUpdates } from './support/live-updates';
import { seatedPhones } from './support/people';
import type { Person } from './support/people';

// A phone whose live updates stop does not mark a present player away. Ann and Bob sit at a table
// without a clock; Ann's phone stops receiving live updates (as on a lagging connection, or a
// listen stream that stalled) for longer than a phone may stay silent (12 s in test builds,
// web/.env.e2e), while Bob's phone stays at the table. By her listener Bob has gone silent, so her
// phone, first in line, would mark him away; it reads Bob's heartbeat from the server first, and
// cannot, so it sends no markAway call (the server would refuse it, Bob being still here, with a
// 400 in her console) and Bob keeps his seat. Bob's phone, hearing nothing from Ann's, marks her away,
// as it should; once her updates flow again she says she is back.
const newPhone = usePhones();

/** How long a silent phone waits before it may be marked away (web/.env.e2e), plus the time the
 * first in line waits and one look (web/src/features/table/hooks/use-presence.ts), plus a margin. */
const LONGER_THAN_SILENT_MS = 12_000 + 500 + 1_000 + 3_500;

describe('a lagging phone and a present player', () => {
  it('a phone whose updates stopped does not try to mark a present player away', async () => {
    const { people, roomId } = await seatedPhones(newPhone, ['Ann', 'Bob']);
    const [ann, bob] = people as [Person, Person];

    // Ann's phone hears Bob's before its updates stop: two of his heartbeats land after the deal,
    // long after her table began to listen.
    const bobsBeat = async () => (await heartbeatOf(roomId, (await storedRoom(roomId)).seats[1]!.uid!))?.at;
    for (let beats = 0; beats < 2; beats++) {
      const last = await bobsBeat();
      await expect.poll(bobsBeat).not.toBe(last);
    }
    // Every markAway call Ann's phone sends, seen as it leaves the page (however slow the answer).
    const annMarks: string[] = [];
    ann.page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/markAway')) annMarks.push(request.url());
    });
    await liveUpdates(ann.page, false);
    const bobAway = async () => (await storedRoom(roomId)).seats[1]!.away;
    const until = Date.now() + LONGER_THAN_SILENT_MS;
    while (Date.now() < until) {
      expect(await bobAway()).toBe(false);
      await ann.page.waitForTimeout(1_000);
    }
    expect(annMarks).toEqual([]);
    // Ann's phone fell silent to the server: Bob's phone marked her away, rightly.
    await expect.poll(async () => (await storedRoom(roomId)).seats[0]!.away).toBe(true);
    expect(await bobAway()).toBe(false);

    await liveUpdates(ann.page, true);
    await ann.page.getByRole('button', { name: 'I’m back' }).tap();
    await expect.poll(async () => (await storedRoom(roomId)).seats[0]!.away).toBe(false);
    expect(annMarks).toEqual([]);
    expect([...ann.errors, ...bob.errors]).toEqual([]);
  });
});
