import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, visit, usePhones } from './browser';
import { chancesOf, expectHintOnSheet, hintOf } from './support/bid-outlook';
import { fastAiOn } from './support/offline-game';

// "Help me bid" and "Compare trumps" at 390x844: offered only at a table with hints on, and
// opening a table of each trump's chance at each bid level, worked out in the browser's worker
// unless the table already has it (an offline hint's chance was read off it).
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

/** Opens the sheet by its button and waits for the chances; returns the sheet. */
async function openOutlook(page: Page, title: string) {
  const started = Date.now();
  await page.getByRole('button', { name: title }).tap();
  const sheet = page.getByRole('dialog', { name: title });
  await sheet.getByRole('table').waitFor({ timeout: 20_000 });
  // A figure for the report, not a test: the worker's time as a player waits for it.
  console.log(`bid outlook: "${title}" drawn ${Date.now() - started} ms after the tap`);
  return sheet;
}

describe('the bid outlook', () => {
  it('opens at an offline table with hints on, on the player’s turn to bid, with a chance per trump and level', async () => {
    const { context, page, errors } = await newPhone();
    await context.addInitScript(fastAiOn(13));
    await visit(page, baseUrl, '/');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Mia');
    await page.getByRole('button', { name: 'Play offline vs AI' }).tap();
    const hints = page.getByRole('combobox', { name: "Hints (the AI's advice)" });
    await hints.selectOption({ label: 'On' });
    await expect.poll(() => hints.inputValue()).toBe('0');
    await page.getByRole('button', { name: 'Start game' }).tap();
    const bid = page.getByRole('region', { name: 'Your bid' });
    await bid.locator('button:enabled').first().waitFor({ timeout: 60_000 });
    const hint = await hintOf(page);
    // The hint's chance was read off this decision's sheet, worked out on the hint's thread, which
    // the table keeps (lib/outlook-sheets.ts): the sheet shows it at once, and its own worker,
    // loaded on use, never starts.
    const outlookWorkers = () => page.workers().filter((w) => w.url().includes('bid-outlook')).length;
    const sheet = await openOutlook(page, 'Help me bid');
    expect(outlookWorkers()).toBe(0);
    // The sheet covers the hand, so it shows the seven dominoes again.
    await expect(sheet.getByRole('list', { name: 'Your hand' }).getByRole('img').count()).resolves.toBe(7);
    const headers = await sheet.getByRole('columnheader').allTextContents();
    expect(headers[0]).toBe('Trump');
    expect(headers).toEqual(expect.arrayContaining(['30', '34', '42']));
    const rows = await chancesOf(sheet);
    expect(rows.map((row) => row.trump)).toEqual(
      expect.arrayContaining(['Sixes', 'Fives', 'Blanks', 'Doubles', 'Follow-me']),
    );
    for (const row of rows) {
      expect(row.cells).toHaveLength(headers.length - 1);
      for (const cell of row.cells) expect(cell).toMatch(/^(\d{1,3}|–)$/);
    }
    const numbers = rows.flatMap((row) => row.cells.filter((c) => c !== '–').map(Number));
    expect(numbers.every((n) => n >= 0 && n <= 100)).toBe(true);
    // Best trump first: its chance at the lowest level open now is the highest of all.
    const open = await sheet
      .locator('thead th')
      .evaluateAll((ths) => ths.map((th) => th.hasAttribute('data-open')));
    const key = open.indexOf(true) - 1;
    expect(key).toBeGreaterThanOrEqual(0);
    expect(Number(rows[0]!.cells[key])).toBe(Math.max(...rows.map((row) => Number(row.cells[key]) || 0)));
    await expect(sheet.getByText(/^Over \d+ sample deals? of the other hands/).count()).resolves.toBe(1);
    // The hint's chance for its bid (or, for a pass, the lowest bid's) is the sheet's, on one scale:
    // the best trump's at that level.
    // The hint's number for its bid is the sheet's (seed 13's hint bids 32, a level the sheet shows).
    await expect(expectHintOnSheet(hint, sheet)).resolves.toBe(true);
    await screenshot(page, 'bid-outlook');

    await sheet.getByRole('button', { name: 'Close' }).tap();
    await sheet.waitFor({ state: 'detached' });
    await expect(bid.locator('button:enabled').count()).resolves.toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('compares trumps when naming trump, and is not offered without hints', async () => {
    const { context, page, errors } = await newPhone();
    await visit(page, baseUrl, '/dev/table?scene=bidding');
    await page.getByRole('region', { name: 'Your bid' }).waitFor();
    await expect(page.getByRole('button', { name: 'Help me bid' }).count()).resolves.toBe(0);
    await visit(page, baseUrl, '/dev/table?scene=trump-help');
    // A table with no sheet worked out for it (this scene works out no hint): the sheet's own worker.
    const outlookWorkers = () => page.workers().filter((w) => w.url().includes('bid-outlook')).length;
    expect(outlookWorkers()).toBe(0);
    const sheet = await openOutlook(page, 'Compare trumps');
    expect(outlookWorkers()).toBe(1);
    const open = await sheet.locator('thead th[data-open]').allTextContents();
    expect(open).toHaveLength(1); // the contract's level
    const rows = await chancesOf(sheet);
    expect(rows.length).toBeGreaterThanOrEqual(9);
    await screenshot(page, 'trump-outlook');
    expect(errors).toEqual([]);
    await context.close();
  });
});
