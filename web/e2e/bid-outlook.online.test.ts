import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PHONE, visit, usePhones } from './browser';
import { atRest } from './support/at-rest';
import { expectHintOnSheet, hintOf } from './support/bid-outlook';
import { hiddenFrom } from './support/emulator-truth';
import { missedWhereShown } from './support/hit-where-shown';
import { expectNoHiddenDominoes } from './support/privacy';
import { checkReach } from './support/reach';

// "Help me bid" online, on the real emulators: the host turns hints on, the AI takes the other
// three seats, and on the host's turn to bid the sheet opens with the chances (the server's hint
// giving its bid the same chance), while the page still shows no domino another seat holds
// (checked against the server's private state). At a table with a turn clock the sheet, which
// covers the table's clock, shows the time left itself.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

/** Mia's room with hints on (and the turn clock `clock`, as the lobby names it), started: its id. */
async function hintedTable(page: Page, clock?: string): Promise<string> {
  await visit(page, baseUrl, '/');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Mia');
  await page.getByRole('button', { name: 'Create room' }).tap();
  await page.getByRole('heading', { name: 'Room lobby' }).waitFor();
  const roomId = new URL(page.url()).pathname.split('/').at(-1)!;
  const hints = page.getByRole('combobox', { name: "Hints (the AI's advice)" });
  await hints.selectOption({ label: 'On' });
  await expect.poll(() => hints.inputValue()).toBe('0');
  if (clock !== undefined) {
    const turnClock = page.getByRole('combobox', { name: 'Turn clock' });
    await turnClock.selectOption({ label: clock });
    await expect.poll(() => turnClock.inputValue()).not.toBe('0');
  }
  await page.getByRole('button', { name: 'Start game' }).tap();
  return roomId;
}

/** The seconds a turn clock says are left, as a screen reader hears it ("83 seconds left"). */
async function secondsLeft(clock: Locator): Promise<number> {
  const label = await clock.getAttribute('aria-label');
  expect(label).toMatch(/^\d+ seconds? left$/);
  return Number.parseInt(label!, 10);
}

describe('the bid outlook online', () => {
  it('opens on the player’s turn to bid at a table with hints on, and reveals no other hand', async () => {
    const { context, page, errors } = await newPhone();
    page.setDefaultTimeout(90_000);
    const roomId = await hintedTable(page);
    const bid = page.getByRole('region', { name: 'Your bid' });
    await bid.locator('button:enabled').first().waitFor();
    const hint = await hintOf(page);

    await page.getByRole('button', { name: 'Help me bid' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Help me bid' });
    await sheet.getByRole('table').waitFor();
    const cells = await sheet.locator('tbody td').allTextContents();
    expect(cells.length).toBeGreaterThanOrEqual(9 * 7);
    for (const cell of cells) expect(cell).toMatch(/^(\d{1,3}|–)$/);
    // The server's hint gives its bid the chance the sheet, worked out on the phone, shows (unless
    // the deal has it name none: "Pass: your partner already has the highest bid").
    await expectHintOnSheet(hint, sheet);
    await expectNoHiddenDominoes(page, () => hiddenFrom(roomId, 'Mia'));
    await sheet.getByRole('button', { name: 'Close' }).tap();
    await sheet.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the turn clock at a table with one, in sight and counting down, upright and held sideways', async () => {
    const { context, page, errors } = await newPhone();
    page.setDefaultTimeout(90_000);
    await hintedTable(page, '2 minutes');
    await page.getByRole('region', { name: 'Your bid' }).locator('button:enabled').first().waitFor();
    const sheet = page.getByRole('dialog', { name: 'Help me bid' });
    const clock = sheet.getByRole('timer');
    // Upright and on a small phone held sideways (where the sheet scrolls), the sheet opens with the
    // clock whole on the screen and nothing over it, and still shows the hand and every trump's
    // chances, its Close in reach.
    for (const viewport of [PHONE, { width: 568, height: 320 }]) {
      const size = `${viewport.width}x${viewport.height}`;
      await page.setViewportSize(viewport);
      await page.getByRole('button', { name: 'Help me bid' }).tap();
      await sheet.getByRole('table').waitFor();
      await atRest(page);
      await expect.poll(() => clock.count(), { message: size, timeout: 5_000 }).toBe(1);
      expect(await missedWhereShown(clock), size).toBeNull();
      expect(await missedWhereShown(sheet.getByRole('list', { name: 'Your hand' })), size).toBeNull();
      const lastTrump = sheet.locator('tbody tr').last();
      await lastTrump.scrollIntoViewIfNeeded();
      expect(await missedWhereShown(lastTrump), size).toBeNull();
      expect((await checkReach(page)).problems, size).toEqual([]);
      // The table's clock, in the table's words ("1:59", heard as "119 seconds left"), running.
      await expect(clock.textContent()).resolves.toMatch(/^\d:\d\d$/);
      const first = await secondsLeft(clock);
      await expect.poll(() => secondsLeft(clock), { message: size }).toBeLessThan(first);
      await sheet.getByRole('button', { name: 'Close' }).tap();
      await sheet.waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
