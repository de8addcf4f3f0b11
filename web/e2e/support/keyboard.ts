// Moving through a page with the keyboard alone, as a person without a pointer does: Tab (or
// Shift+Tab) until focus is on the control wanted, then Enter. What has focus is read from the page.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Where focus is: "button "Pass"", "h2 "Table menu"", "body". */
export function focusName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const at = document.activeElement;
    if (at === null || at === document.body) return 'body';
    const name = at.getAttribute('aria-label') ?? at.textContent?.trim().slice(0, 40) ?? '';
    return `${at.tagName.toLowerCase()} "${name}"`;
  });
}

/** Whether `locator`'s element has focus. */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Whether focus is inside `locator`'s element (or on it). */
export function focusInside(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

/** The text of every dialog open on the page, so a control that never came says what was there
 * instead. */
function dialogsText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"]')].map((dialog) =>
      (dialog.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 300),
    ),
  );
}

/** Presses Tab (Shift+Tab with `back`) until `target` has focus; fails after `limit` presses,
 * naming every place focus went. */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}): Promise<void> {
  await target.waitFor({ state: 'attached' }).catch(async (error: Error) => {
    throw new Error(
      `${error.message}\nFocus is on ${await focusName(page)}; open dialogs read: ${JSON.stringify(await dialogsText(page))}`,
    );
  });
  const path: string[] = [];
  for (let press = 0; press < limit; press++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    path.push(await focusName(page));
  }
  if (await hasFocus(target)) return;
  throw new Error(`${limit} ${back ? 'Shift+Tab' : 'Tab'} presses never reached it: ${path.join(' → ')}`);
}

/** Tabs to `target` and presses Enter on it. */
export async function activate(page: Page, target: Locator, options?: { back?: boolean }): Promise<void> {
  await tabTo(page, target, options);
  await page.keyboard.press('Enter');
}

/** Opens the hand's review from the result sheet with the keyboard; focus lands on its title. The
 * number of tricks it steps through. */
export async function reviewByKeyboard(page: Page): Promise<number> {
  await activate(page, page.getByRole('dialog').getByRole('link', { name: 'Review the last hand' }));
  await expect.poll(() => focusName(page)).toBe('h1 "Hand review"');
  const title = page.getByRole('heading', { name: /^Trick \d+ of \d+$/ });
  return Number(/of (\d+)$/.exec((await title.textContent())!)![1]);
}
