import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { visit, usePhones } from './browser';
import { storedRoom } from './support/emulator-truth';

// A stale tap, made real: the same player has the table open on two tabs; one tab stops receiving
// live updates (as a phone on a lagging connection does), the player bids on the other, then taps
// a bid on the lagging tab. The room refuses it as stale; the tab shows the room's message, and
// once updates flow again it shows the table as it really is.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

const liveUpdates = (page: Page, on: boolean) =>
  page.evaluate(async (resume) => {
    const control = (
      window as unknown as { texas42LiveUpdates: { pause(): Promise<void>; resume(): Promise<void> } }
    ).texas42LiveUpdates;
    await (resume ? control.resume() : control.pause());
  }, on);

describe('a stale tap', () => {
  it('is answered with the room’s message, and the table recovers', async () => {
    const { context, page: fresh, errors } = await newPhone();
    // The emulators on a busy machine answer in seconds, not milliseconds.
    context.setDefaultTimeout(90_000);
    await visit(fresh, baseUrl, '/');
    await fresh.getByRole('textbox', { name: 'Your name' }).fill('Mia');
    await fresh.getByRole('button', { name: 'Create room' }).tap();
    await fresh.getByRole('heading', { name: 'Room lobby' }).waitFor();
    await fresh.getByRole('button', { name: 'Start game' }).tap();
    await fresh.getByRole('region', { name: 'Your bid' }).waitFor({ timeout: 60_000 });

    const lagging = await context.newPage();
    await visit(lagging, baseUrl, new URL(fresh.url()).pathname);
    const staleBid = lagging.getByRole('region', { name: 'Your bid' });
    await staleBid.waitFor();
    await liveUpdates(lagging, false);

    const roomId = new URL(fresh.url()).pathname.split('/').at(-1)!;
    const dealt = (await storedRoom(roomId)).version;
    await fresh.getByRole('region', { name: 'Your bid' }).getByRole('button', { name: 'Pass' }).tap();
    await fresh.getByRole('region', { name: 'Your bid' }).waitFor({ state: 'detached' });
    // The pass shows at once, before the room has it: the stale tap must come after it landed,
    // or the two race and either tab may be the one refused.
    await expect.poll(() => storedRoom(roomId).then((room) => room.version)).toBeGreaterThan(dealt);

    await staleBid.getByRole('button', { name: 'Pass' }).tap();
    await expect
      .poll(() => lagging.getByRole('alert').textContent())
      .toBe('The table has changed since you looked: try again');

    await liveUpdates(lagging, true);
    const table = (page: Page) => page.locator('p[data-focus-park]').textContent();
    await expect
      .poll(async () => (await table(lagging)) === (await table(fresh)), { timeout: 30_000 })
      .toBe(true);
    await expect(lagging.getByRole('heading', { name: 'Texas 42 table' }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
