import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, usePhones } from './browser';
import { bidLow, momentOf, nameTrump, playFirstLegal, startOneHandGame } from './support/offline-game';
import { screenChange } from './support/screen-change';

// A phone too slow for the Expert: the offline worker's pacing (lib/offline/ai-pace.ts) counts
// each AI decision's time a thousand times over (texas42.aiClockScale), so every decision is
// "slow" and the level's thinking is cut. The table says so in plain words and offers the lighter
// level; tapping it changes the table's level from the AI's next move on. No fixed seed: a seeded
// table is never paced (its games must repeat).
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

/** Plays Mia's seat until `notice` is shown: the AI's first timed decision comes after Mia's bid
 * or before it. */
const playUntilShown = async (page: Page, notice: Locator) => {
  for (let step = 0; step < 100 && (await notice.count()) === 0; step++) {
    const moment = await momentOf(page);
    if (moment === 'bid') await bidLow(page);
    else if (moment === 'trump') await nameTrump(page);
    else if (moment === 'play') await playFirstLegal(page);
    else await screenChange(page);
  }
};

const SLOW_PHONE = `localStorage.setItem('texas42.aiDelayMs', '60'); localStorage.setItem('texas42.aiClockScale', '1000')`;

describe('the offline AI on a phone too slow for it', () => {
  it('says it is thinking less, and switches to the lighter level it offers in one tap', async () => {
    const { context, page, errors } = await newPhone();
    await context.addInitScript(SLOW_PHONE);
    await startOneHandGame(page, baseUrl);
    const notice = page.getByRole('alertdialog', { name: 'Your phone is slow for the Expert' });
    await playUntilShown(page, notice);
    await expect(notice.textContent()).resolves.toBe(
      'Your phone is slow for the Expert: it is thinking less to keep the game moving. ' +
        'Beginner does not think ahead, so it answers at once.' +
        'Play BeginnerKeep Expert',
    );
    await screenshot(page, 'ai-pace-notice');
    // Reachable from the keyboard: the offer is a plain button in the page's tab order.
    const offer = notice.getByRole('button', { name: 'Play Beginner' });
    await offer.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (
              JSON.parse(localStorage.getItem('texas42.offlineGame') ?? '{}') as {
                room?: { aiLevel?: string };
              }
            ).room?.aiLevel,
        ),
      )
      .toBe('heuristic');
    // The Beginner does not search, so nothing is cut and the notice is gone.
    await expect.poll(() => notice.count()).toBe(0);
    await page.getByRole('button', { name: 'Table menu' }).tap();
    const level = page.getByRole('dialog').getByRole('combobox', { name: 'AI players' });
    await expect(level.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.label)).resolves.toBe(
      'Beginner',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells the menu, and keeps the level when the player says so', async () => {
    const { context, page, errors } = await newPhone();
    await context.addInitScript(SLOW_PHONE);
    await startOneHandGame(page, baseUrl);
    const notice = page.getByRole('alertdialog', { name: 'Your phone is slow for the Expert' });
    await playUntilShown(page, notice);
    await notice.getByRole('button', { name: 'Keep Expert' }).tap();
    await expect.poll(() => notice.count()).toBe(0);
    await page.getByRole('button', { name: 'Table menu' }).tap();
    await page
      .getByRole('dialog')
      .getByText('On this phone the Expert thinks less to keep the game moving; Beginner answers in time.')
      .waitFor();
    const level = page.getByRole('dialog').getByRole('combobox', { name: 'AI players' });
    await expect(level.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.label)).resolves.toBe(
      'Expert',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
