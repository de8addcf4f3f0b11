import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { usePhones, visit } from './browser';
import { heartbeatOf, storedRoom } from './support/emulator-truth';

// A phone whose live updates stop does not mark a present player away. Ann and Bob sit at a table
// without a clock; Ann's phone stops receiving live updates (as on a lagging connection, or a
// listen stream that stalled) for longer than a phone may stay silent (12 s in test builds,
// web/.env.e2e), while Bob's phone stays at the table. By her listener Bob has gone silent, so her
// phone, first in line, would mark him away; it reads Bob's heartbeat from the server first, and
// cannot, so it sends no markAway call (the server would refuse it, Bob being still here, with a
// 400 in her console) and Bob keeps his seat. Bob's phone, hearing nothing from Ann's, marks her away,
// as it should; once her updates flow again she says she is back.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

/** How long a silent phone waits before it may be marked away (web/.env.e2e), plus the time the
 * first in line waits and one look (web/src/features/table/hooks/use-presence.ts), plus a margin. */
const LONGER_THAN_SILENT_MS = 12_000 + 500 + 1_000 + 3_500;

const liveUpdates = (page: Page, on: boolean) =>
  page.evaluate(async (resume) => {
    const control = (
      window as unknown as { texas42LiveUpdates: { pause(): Promise<void>; resume(): Promise<void> } }
    ).texas42LiveUpdates;
    await (resume ? control.resume() : control.pause());
  }, on);

async function phone() {
  const { page, errors } = await newPhone();
  page.setDefaultTimeout(90_000);
  return { page, errors };
}

describe('a lagging phone and a present player', () => {
  it('a phone whose updates stopped does not try to mark a present player away', async () => {
    const ann = await phone();
    await visit(ann.page, baseUrl, '/');
    await ann.page.getByRole('textbox', { name: 'Your name' }).fill('Ann');
    await ann.page.getByRole('button', { name: 'Create room' }).tap();
    await ann.page.getByRole('heading', { name: 'Room lobby' }).waitFor();
    const roomId = new URL(ann.page.url()).pathname.split('/').at(-1)!;
    const code = (await ann.page.locator('[aria-label^="Invite code"]').textContent())!.trim();
    const bob = await phone();
    await visit(bob.page, baseUrl, `/join/${code}`);
    await bob.page.getByRole('textbox', { name: 'Your name' }).fill('Bob');
    await bob.page.getByRole('button', { name: 'Join with code' }).tap();
    await bob.page.getByRole('heading', { name: 'Room lobby' }).waitFor();
    await ann.page.getByRole('button', { name: 'Start game' }).tap();
    for (const { page } of [ann, bob]) await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();

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
