// The privacy check the browser tests run at every step: which dominoes can be read off the page
// (drawn face up, named for screen readers, or written out), compared with the dominoes other
// seats still hold. A domino another seat has not played must never be on the page.
import type { Page } from 'playwright-core';

const PIPS = ['blank', 'one', 'two', 'three', 'four', 'five', 'six'];

/** Every domino as [id, "6-4", "six-four"]. */
const DOMINOES: [number, string, string][] = [];
for (let high = 0; high <= 6; high++)
  for (let low = 0; low <= high; low++)
    DOMINOES.push([
      (high * (high + 1)) / 2 + low,
      `${high}-${low}`,
      high === low ? `double ${PIPS[high]}` : `${PIPS[high]}-${PIPS[low]}`,
    ]);

/** The ids of the dominoes the page shows in any form: drawn, labelled or written. */
export async function dominoesOnPage(page: Page): Promise<Set<number>> {
  const { drawn, words } = await page.evaluate(() => ({
    drawn: [...document.querySelectorAll('[data-domino]')].map((e) => e.getAttribute('data-domino') ?? ''),
    words: [
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label') ?? ''),
      ...[...document.querySelectorAll('[title]')].map((e) => e.getAttribute('title') ?? ''),
    ].join('\n'),
  }));
  const shown = new Set<number>();
  for (const [id, short, spoken] of DOMINOES) {
    const wordRe = new RegExp(`(^|[^a-z-])${spoken}($|[^a-z-])`, 'i');
    const shortRe = new RegExp(`(^|[^0-9-])${short}($|[^0-9-])`);
    if (drawn.includes(short) || wordRe.test(words) || shortRe.test(words)) shown.add(id);
  }
  return shown;
}

/** The ids in a 28-bit domino mask. */
export function idsOf(mask: number): number[] {
  return DOMINOES.map(([id]) => id).filter((id) => (mask >> id) & 1);
}

/** Fails if the page shows a domino from `hidden()` now and still does a moment later (the
 * second look lets a source of truth that trails the screen by one message catch up). */
export async function expectNoHiddenDominoes(page: Page, hidden: () => Promise<Set<number>>): Promise<void> {
  const leaked = async () => {
    const [shown, secret] = [await dominoesOnPage(page), await hidden()];
    return [...shown].filter((id) => secret.has(id));
  };
  const first = await leaked();
  if (first.length === 0) return;
  await page.waitForTimeout(300);
  const second = (await leaked()).filter((id) => first.includes(id));
  if (second.length > 0)
    throw new Error(
      `The page shows dominoes another seat has not played: ${second.map((id) => DOMINOES.find(([i]) => i === id)![1]).join(', ')}`,
    );
}
