// The wait of the loops that play a table through its screen while it is someone else's move.
import type { Page } from 'playwright-core';

/** The longest a wait lasts with nothing changing: a missed change costs no more than this. */
const AT_MOST_MS = 1_000;

/** Resolves when the page's document next changes (a move drawn, a panel opened, a button enabled
 * or disabled), or after a second at most. The loops look at the screen again only then, where
 * they looked every 50 ms (every 100-250 ms at an online table): a look (offline-game.ts momentOf, up
 * to seven role queries) costs the page's main thread about 5 ms, and in one offline hand, the AI
 * moving every 400 ms, the looks were about a third of the renderer's main-thread work
 * (Chromium's TaskDuration for the hand's last six tricks: 2.2-2.4 s with a look every 50 ms,
 * 1.3-1.6 s with this wait, the hand as long). Both offline browser lanes together took 321 and
 * 364 s of CPU in two runs before, 312 and 316 s in two after (`node scripts/suite-cpu.mjs
 * --only=e2e-offline,e2e-offline-2`): the machine's noise is as large as the gain. A change
 * between the last look and this wait's start is missed: the next change, or the second, wakes it.
 * A page that navigates away meanwhile ends the wait too; the loop's next look says what the new
 * page shows. */
export function screenChange(page: Page): Promise<void> {
  return page
    .evaluate(
      (ms) =>
        new Promise<void>((resolve) => {
          const done = () => {
            observer.disconnect();
            clearTimeout(timer);
            resolve();
          };
          const observer = new MutationObserver(done);
          const timer = setTimeout(done, ms);
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
        }),
      AT_MOST_MS,
    )
    .catch((error: Error) => {
      if (!/Execution context was destroyed|navigat/i.test(error.message)) throw error;
    });
}

/** Resolves when any of `pages` next changes, or after a second at most: the wait of a loop that
 * watches several phones at one table, any of which the next move may reach first. */
export const anyScreenChange = (pages: readonly Page[]): Promise<void> =>
  Promise.race(pages.map(screenChange));
