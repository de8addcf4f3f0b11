import { expect, it } from 'vitest';
import { screenshot, usePhones } from './browser';
import { momentOf } from './support/offline-game';
import { moveOne, seatedPhones, showsAway, untilOnTurn } from './support/people';
import type { Person } from './support/people';

// A table never waits on someone who is gone. Four people sit at a table without a clock; Bob's
// phone loses its network during the bidding (so it says nothing more: his seat goes stale) and
// Cy closes hers during the trick play (its page says it is going). The two left see each
// marked away within a minute (the emulators' limits are shortened for tests: a phone silent
// 12 s instead of 30, see scripts/emulators.mjs and web/.env.e2e) and play on: the AI plays the
// absent seats' turns at once. The test prints how long the table waited. Then the host's seat
// controls: the host hands Ann's seat to the AI and Ann takes it back ("I'm back"); the host
// hands it over again and gives it back. Last, without a clock, Ann thinks over her turn, her
// phone at the table: nobody is offered to let the AI play for her. No phone logs an error on the way.
const newPhone = usePhones();

/** How long a turn at a table without a clock is silent before the AI may take over (web/.env.e2e). */
const SILENT_TURN_MS = 10_000;

it('a phone lost during bidding and one closed during play: the others see them away within a minute and play on; the host’s seat controls', async () => {
  const { people, roomId } = await seatedPhones(newPhone, ['Host', 'Ann', 'Bob', 'Cy']);
  const [host, ann, bob, cy] = people as [Person, Person, Person, Person];
  const everyone = [host, ann, bob, cy];

  // Bob's phone loses its network during the bidding; Host, Ann and Cy bid on.
  await expect
    .poll(async () => (await Promise.all(everyone.map(({ page }) => momentOf(page)))).includes('bid'))
    .toBe(true);
  await bob.context.setOffline(true);
  const bobGone = Date.now();
  let bobAwayAfter: number | null = null;
  let cyGone: number | null = null;
  let cyAwayAfter: number | null = null;
  let longestIdle = 0;
  let idleSince: number | null = null;
  let playing = [host, ann, cy];
  for (let step = 0; step < 600; step++) {
    if (bobAwayAfter === null && (await showsAway(host.page, 'Bob'))) bobAwayAfter = Date.now() - bobGone;
    if (cyGone !== null && cyAwayAfter === null && (await showsAway(host.page, 'Cy')))
      cyAwayAfter = Date.now() - cyGone;
    // Cy's phone is gone as soon as the trick play begins.
    if (cyGone === null && (await Promise.all(playing.map(({ page }) => momentOf(page)))).includes('play')) {
      await cy.context.close();
      cyGone = Date.now();
      playing = [host, ann];
    }
    if (cyAwayAfter !== null && (await momentOf(host.page)) === 'hand-result') break;
    const moved = await moveOne(playing);
    if (moved) {
      if (idleSince !== null) longestIdle = Math.max(longestIdle, Date.now() - idleSince);
      idleSince = null;
    } else {
      idleSince ??= Date.now();
      await host.page.waitForTimeout(250);
    }
  }
  console.log(
    `presence: Bob (network lost during bidding) shown away after ${((bobAwayAfter ?? NaN) / 1000).toFixed(1)} s, ` +
      `Cy (closed during play) after ${((cyAwayAfter ?? NaN) / 1000).toFixed(1)} s; ` +
      `the longest the two left waited with nothing to do: ${(longestIdle / 1000).toFixed(1)} s`,
  );
  expect(bobAwayAfter).not.toBeNull();
  expect(cyAwayAfter).not.toBeNull();
  expect(bobAwayAfter!).toBeLessThan(60_000);
  expect(cyAwayAfter!).toBeLessThan(60_000);
  for (const { page } of [host, ann]) {
    expect(await showsAway(page, 'Bob')).toBe(true);
    expect(await showsAway(page, 'Cy')).toBe(true);
  }
  await screenshot(host.page, 'presence-away');
  // The next hand: the away seats agree by themselves.
  for (const { page } of [host, ann]) await page.getByRole('button', { name: 'Next hand' }).tap();
  await host.page.getByRole('dialog').waitFor({ state: 'detached' });

  // The host hands Ann's seat to the AI, asking first; Ann says she is back.
  const menu = () => host.page.getByRole('dialog', { name: 'Table menu' });
  await host.page.getByRole('button', { name: 'Table menu' }).tap();
  await menu().getByRole('button', { name: 'Let the AI play for Ann' }).tap();
  await menu()
    .getByRole('group', { name: /^Let the AI play for Ann\?/ })
    .waitFor();
  await menu().getByRole('button', { name: 'Let the AI play', exact: true }).tap();
  await ann.page.getByRole('alertdialog', { name: 'The AI is playing for you' }).waitFor();
  await expect.poll(() => showsAway(host.page, 'Ann')).toBe(true);
  await screenshot(ann.page, 'presence-im-back');
  await ann.page.getByRole('button', { name: 'I’m back' }).tap();
  await expect.poll(() => showsAway(host.page, 'Ann')).toBe(false);
  await ann.page
    .getByRole('alertdialog', { name: 'The AI is playing for you' })
    .waitFor({ state: 'detached' });

  // Again, and this time the host gives the seat back.
  await menu().getByRole('button', { name: 'Let the AI play for Ann' }).tap();
  await menu().getByRole('button', { name: 'Let the AI play', exact: true }).tap();
  await menu().getByRole('button', { name: 'Give Ann the seat back' }).tap();
  await menu().getByRole('button', { name: 'Give it back' }).tap();
  await menu().getByRole('button', { name: 'Let the AI play for Ann' }).waitFor();
  await expect.poll(() => showsAway(host.page, 'Ann')).toBe(false);
  // Only the host has seat controls.
  await ann.page.getByRole('button', { name: 'Table menu' }).tap();
  await ann.page
    .getByRole('dialog', { name: 'Table menu' })
    .getByRole('button', { name: 'Leave table' })
    .waitFor();
  expect(await ann.page.getByRole('list', { name: 'Seats' }).count()).toBe(0);
  for (const { page } of [host, ann]) {
    await page.getByRole('dialog', { name: 'Table menu' }).getByRole('button', { name: 'Close' }).tap();
    await page.getByRole('dialog', { name: 'Table menu' }).waitFor({ state: 'detached' });
  }

  // No clock: Ann, present, thinks over her turn. Well past the silent turn (10 s here, 30 s in
  // production) the host is not offered to let the AI play for her, and nobody marks her away:
  // her phone is at the table. Then she plays.
  const annOnTurn = async () => ['bid', 'trump', 'play'].includes(await momentOf(ann.page));
  await untilOnTurn(ann, [host], roomId);
  const thinking = Date.now();
  const offer = host.page.getByRole('alertdialog', { name: 'Ann has not played for a while' });
  while (Date.now() - thinking < SILENT_TURN_MS + 6_000) {
    expect(await offer.count()).toBe(0);
    await host.page.waitForTimeout(500);
  }
  expect(await showsAway(host.page, 'Ann')).toBe(false);
  expect(await annOnTurn()).toBe(true);
  await moveOne([ann]);

  for (const { name, errors } of [host, ann]) expect(errors, name).toEqual([]);
  for (const { context } of [host, ann, bob]) await context.close();
}, 400_000);
