import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { PHONE, usePhones } from './browser';
import { atRest } from './support/at-rest';
import { missedWhereShown } from './support/hit-where-shown';
import { seatedPhones } from './support/people';
import type { Person } from './support/people';

// The table menu at a table with a turn clock, on the real emulators. The menu's sheet covers the
// table's clock, which runs on while a player reads it (or sets larger text on its Comfort page):
// on the player's turn the sheet shows the time left itself.
const newPhone = usePhones();

/** `names` seated at a started table with the turn clock `clock`, as the lobby names it. */
const clockedTable = (names: readonly string[], clock: string) =>
  seatedPhones(newPhone, names, {
    lobby: async (host) => {
      const turnClock = host.page.getByRole('combobox', { name: 'Turn clock' });
      await turnClock.selectOption({ label: clock });
      await expect.poll(() => turnClock.inputValue()).not.toBe('0');
    },
  });

/** The seconds a turn clock says are left, as a screen reader hears it ("83 seconds left"). */
async function secondsLeft(clock: Locator): Promise<number> {
  const label = await clock.getAttribute('aria-label');
  expect(label).toMatch(/^\d+ seconds? left$/);
  return Number.parseInt(label!, 10);
}

it('shows the turn clock on the player’s turn, on the menu and its Comfort page, upright and held sideways', async () => {
  const { people } = await clockedTable(['Mia'], '2 minutes');
  const [{ page, errors }] = people as [Person];
  await page.getByRole('region', { name: 'Your bid' }).locator('button:enabled').first().waitFor();
  for (const viewport of [PHONE, { width: 568, height: 320 }]) {
    await page.setViewportSize(viewport);
    await page.getByRole('button', { name: 'Table menu' }).tap();
    for (const title of ['Table menu', 'Comfort']) {
      const where = `${viewport.width}x${viewport.height} ${title}`;
      if (title === 'Comfort') await page.getByRole('button', { name: /^Comfort/ }).tap();
      const sheet = page.getByRole('dialog', { name: title });
      await sheet.getByRole('heading', { name: title }).waitFor();
      await atRest(page);
      // The table's clock, whole on the screen and under nothing, in the table's words, running.
      const clock = sheet.getByRole('timer');
      await expect.poll(() => clock.count(), { message: where, timeout: 5_000 }).toBe(1);
      expect(await missedWhereShown(clock), where).toBeNull();
      await expect(clock.textContent()).resolves.toMatch(/^\d:\d\d$/);
      const first = await secondsLeft(clock);
      await expect.poll(() => secondsLeft(clock), { message: where }).toBeLessThan(first);
    }
    await page.getByRole('dialog', { name: 'Comfort' }).getByRole('button', { name: 'Close' }).tap();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  expect(errors).toEqual([]);
});
