// A player reaching a control the table left under the sticky hand at the screen's foot (a zoomed
// page: support/zoom.ts): they scroll the table, not the window, a little at a time, until the
// control is clear and a tap lands on it.
import type { Locator, Page } from 'playwright-core';
import { missedWhereShown } from './hit-where-shown';

/** How far the player scrolls the table at a time to bring a control out from under the hand. */
const SCROLL_STEP = 24;

/** Scrolls the table down, a little at a time, until `target` is clear of the hand (a tap on it
 * lands on it), as a player would; the distance scrolled, or why it could not be reached. */
export const scrollClear = async (page: Page, target: Locator): Promise<number | string> => {
  const table = page.locator('main');
  const from = await table.evaluate((element) => element.scrollTop);
  for (;;) {
    const missed = await missedWhereShown(target);
    const at = await table.evaluate((element) => element.scrollTop);
    if (missed === null) return at - from;
    const moved = await table.evaluate((element, by) => {
      const before = element.scrollTop;
      element.scrollBy({ top: by, behavior: 'instant' });
      return element.scrollTop !== before;
    }, SCROLL_STEP);
    if (!moved) return `not reached with the table scrolled to its end: ${missed}`;
  }
};
