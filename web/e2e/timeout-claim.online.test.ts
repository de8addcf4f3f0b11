import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { PHONE, usePhones } from './browser';
import { seatedPhones, startGame } from './support/people';
import type { Person } from './support/people';
import { checkReach, PHONE_SIZES } from './support/reach';

// When a turn clock runs out, the phones call time in turn, and none is refused for it: a refusal
// (a 409 or 400) would show in its console. A late claim (the first claimant's call still running
// under load, or its update not yet shown) is answered with the room unchanged. Three people sit
// at a table with a 15-second clock and nobody taps anything, so seat after seat runs out its
// clock; every phone's console must stay clean while the AI takes over those seats. On the way,
// the online lobby (invite, QR code, Move, Sit here, every rule) and the online table menu are
// walked at the four phone sizes as reach.e2e.test.ts walks the offline screens.
const newPhone = usePhones();

const seatsAway = (page: Page) => page.getByRole('region', { name: /away, played by the AI/ }).count();

it('one claim per run-out clock: no phone logs a refused claim', async () => {
  const { people: everyone } = await seatedPhones(newPhone, ['Host', 'Ann', 'Bob'], {
    start: false,
    lobby: async (host) => {
      await host.page.getByRole('combobox', { name: 'Turn clock' }).selectOption({ label: '15 seconds' });
      await expect
        .poll(() => host.page.getByRole('combobox', { name: 'Turn clock' }).inputValue())
        .not.toBe('0');
    },
  });
  const [host, ann] = everyone as [Person, Person, Person];
  await expect.poll(() => ann.page.getByRole('button', { name: 'Sit here' }).count()).toBe(1);
  const problems: string[] = [];
  for (const viewport of PHONE_SIZES)
    for (const { name, page } of [host, ann]) {
      await page.setViewportSize(viewport);
      const { checked, problems: found } = await checkReach(page);
      expect(checked.length).toBeGreaterThanOrEqual(4); // Home, the invite (link, Copy link), a seat button at least
      problems.push(...found.map((problem) => `${name} ${viewport.width}x${viewport.height}: ${problem}`));
    }
  expect(problems).toEqual([]);
  for (const { page } of [host, ann]) await page.setViewportSize(PHONE);
  await startGame(host, everyone);
  // The online table menu (the invite with its QR code, Leave, Home) at the four sizes.
  for (const viewport of PHONE_SIZES) {
    await host.page.setViewportSize(viewport);
    await host.page.getByRole('button', { name: 'Table menu' }).tap();
    const sheet = host.page.getByRole('dialog', { name: 'Table menu' });
    await sheet.getByRole('region', { name: 'Invite friends' }).waitFor();
    const { checked, problems: found } = await checkReach(host.page);
    expect(checked.length).toBeGreaterThanOrEqual(5); // link, Copy link, Leave table, Home, Close
    problems.push(...found.map((problem) => `menu ${viewport.width}x${viewport.height}: ${problem}`));
    await sheet.getByRole('button', { name: 'Close' }).tap();
    await sheet.waitFor({ state: 'detached' });
  }
  expect(problems).toEqual([]);
  await host.page.setViewportSize(PHONE);

  // Nobody taps: the first two people on turn run out of time and are handed to the AI.
  await expect.poll(() => seatsAway(host.page), { timeout: 120_000 }).toBeGreaterThanOrEqual(2);
  // Time for a late claimant (4 s after the first) to have spoken up, had it claimed.
  await host.page.waitForTimeout(6_000);
  for (const { name, errors } of everyone) expect(errors, name).toEqual([]);
}, 240_000);
