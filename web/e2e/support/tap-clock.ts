// A stopwatch in every phone for the time a tap takes to show: the page notes when the player's
// hand was last tapped and when each domino first appeared in the trick on its screen (a
// MutationObserver sees the DOM change as React commits it). All phones are pages of one Chromium
// on one machine, so their clocks (Date.now) agree and times compare across phones.
import type { BrowserContext, Page } from 'playwright-core';

/** What one page has noted: its last tap on the hand, and when each domino now in the trick
 * (by its spoken name, "six-four") first appeared there. */
interface TapClock {
  readonly tapAt: number;
  readonly shown: Readonly<Record<string, number>>;
  /** Every domino seen in the trick, in order, with when it appeared and when it left. */
  readonly history: readonly { readonly name: string; readonly from: number; until: number | null }[];
}

/** Installs the stopwatch in every page of `context` (before the app's own scripts run). */
export async function startTapClock(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    type Entry = { name: string; from: number; until: number | null };
    const clock = { tapAt: 0, shown: {} as Record<string, number>, history: [] as Entry[] };
    Object.assign(window, { texas42TapClock: clock });
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element | null)?.closest?.('[aria-label$="hand"]')) clock.tapAt = Date.now();
      },
      true,
    );
    const look = () => {
      const now = Date.now();
      const here = new Set<string>();
      for (const line of document.querySelectorAll('section[aria-label^="Trick"] li .sr-only')) {
        const name = /(?:led|played) (.+?)(?:, winning the trick)?$/.exec(line.textContent ?? '')?.[1];
        if (name !== undefined) here.add(name);
      }
      for (const name of here) {
        if (name in clock.shown) continue;
        clock.shown[name] = now;
        clock.history.push({ name, from: now, until: null });
      }
      for (const name of Object.keys(clock.shown)) {
        if (here.has(name)) continue;
        delete clock.shown[name];
        for (const entry of clock.history) if (entry.name === name && entry.until === null) entry.until = now;
      }
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** What `page`'s stopwatch has noted so far. */
export function readTapClock(page: Page): Promise<TapClock> {
  return page.evaluate(() => (window as unknown as { texas42TapClock: TapClock }).texas42TapClock);
}

/** When `name` appeared in the trick on `page`, once it is there (polling, up to `timeout` ms). */
export async function shownAt(page: Page, name: string, timeout = 60_000): Promise<number> {
  const handle = await page.waitForFunction(
    (domino) => (window as unknown as { texas42TapClock: TapClock }).texas42TapClock.shown[domino] ?? false,
    name,
    { timeout, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
}
