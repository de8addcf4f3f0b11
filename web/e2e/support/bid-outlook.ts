// Reading "Help me bid" off the page: the sheet's percentages, and the check that the hint's
// sentence gives its bid the chance the sheet shows (one scale for both).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The table's percentages, row by row, read off the page. */
export async function chancesOf(sheet: Locator) {
  const rows = sheet.getByRole('table').locator('tbody tr');
  return rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      trump: tr.querySelector('th')!.textContent!,
      cells: [...tr.querySelectorAll('td')].map((td) => td.textContent!),
    })),
  );
}

/** The AI's hint once worked out ("Hint: Bid 30: you make it about 56% of the time"), not the lines
 * that hold its place until then ("working it out…", then the move with "working out how often
 * you make it…": a hint still being worked out ends in "…"). */
export const hintOf = async (page: Page): Promise<string> =>
  (await page.getByText(/^Hint: [^…]+$/).textContent({ timeout: 60_000 }))!;

/** Expects the hint's chance for its bid (for a pass, the lowest open bid's) to be the sheet's: the
 * best trump's at that level. False when the hint names no chance ("Pass: your partner already has
 * the highest bid") or a level the sheet has no column for, so there was nothing to compare. */
export async function expectHintOnSheet(hint: string, sheet: Locator): Promise<boolean> {
  if (!/ about \d+%/.test(hint)) return false;
  const headers = await sheet.getByRole('columnheader').allTextContents();
  const open = await sheet
    .locator('thead th')
    .evaluateAll((ths) => ths.map((th) => th.hasAttribute('data-open')));
  const rows = await chancesOf(sheet);
  const advice = hint.match(
    /^Hint: (?:Bid (\d+|\d marks?):(?: cheaper than leaving them their bid;)? you make it|Pass: even the lowest bid is made only) about (\d+)%/,
  );
  expect(advice, hint).not.toBeNull();
  const level =
    advice![1] === undefined ? headers[open.indexOf(true)]! : /mark/.test(advice![1]) ? '42' : advice![1];
  const column = headers.indexOf(level) - 1;
  // The sheet shows 30, 32, … 42 and the lowest open bid (shared/src/ai/bid-outlook.ts): a hint
  // to bid a level between them (31 with 30 open) has no column to compare with.
  if (column < 0 && /^3[1-9]$|^41$/.test(level)) return false;
  expect(column, hint).toBeGreaterThanOrEqual(0);
  expect(advice![2]).toBe(String(Math.max(...rows.map((row) => Number(row.cells[column]) || 0))));
  return true;
}
