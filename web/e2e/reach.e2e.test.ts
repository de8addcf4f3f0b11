import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, visit, usePhones } from './browser';
import { checkReach, PHONE_SIZES } from './support/reach';
import { AS_DESIGNED, EVERY_COMFORT, keepComfort, RESTED_MS } from './support/comfort';
import { bidHigh, FAST_AI, momentOf, nameTrump } from './support/offline-game';

// Every control within a thumb's reach, at the four phone sizes the issue names: each screen of
// the table (real views from /dev/table), the table menu and its comfort settings, the comfort
// screen, the replay opened from the game's result (at its first step and with a trick on the
// table), the banners under the score (none may cover it), and an offline game walked from the
// home screen through the lobby, the bid, the trump and the first play. See support/reach.ts for
// exactly what is checked (each control's whole box, not only its centre). Every walk runs as the app
// was designed, with every comfort setting on, and with larger text or larger dominoes alone (the
// two settings that change the layout).
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

const SCENES = [
  'bidding',
  'trump',
  'bidding-help',
  'trump-help',
  'your-turn',
  'trick-won',
  'four-badges',
  'hand-result',
  'daily',
  // Last: the table menu and the replay are walked from the game's result.
  'game-over',
];

/** The scenes at a table with hints on, and the button that opens their outlook sheet. */
const OUTLOOKS: Record<string, string> = { 'bidding-help': 'Help me bid', 'trump-help': 'Compare trumps' };

/** The comfort settings each walk runs with. */
const COMFORTS = [
  { name: 'as designed', stored: AS_DESIGNED },
  { name: 'every comfort setting on', stored: EVERY_COMFORT },
  { name: 'larger text alone', stored: { ...AS_DESIGNED, largerText: true } },
  { name: 'larger dominoes alone', stored: { ...AS_DESIGNED, largerDominoes: true } },
] as const;

const CASES = PHONE_SIZES.flatMap((viewport) => COMFORTS.map((comfort) => ({ ...viewport, comfort })));

/** Controls checked per size, printed at the end (the report's figures). */
const checkedPerSize = new Map<string, number>();

afterAll(() => {
  for (const [size, count] of checkedPerSize) console.log(`reach: ${size}: ${count} controls hit-tested`);
});

/** Walks the screen as it is now; returns its problems prefixed with where they were found. */
async function walk(page: Page, size: string, where: string): Promise<string[]> {
  const report = await checkReach(page);
  checkedPerSize.set(size, (checkedPerSize.get(size) ?? 0) + report.checked.length);
  return report.problems.map((problem) => `${size} ${where}: ${problem}`);
}

/** The names of the banners (alerts and the watcher's line) whose box overlaps the score's. */
function bannersOverScore(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const score = document.querySelector('[aria-label="Score"]')!.getBoundingClientRect();
    const banners = document.querySelectorAll('[role="alertdialog"], [aria-label="You\'re watching"]');
    return [...banners]
      .filter((banner) => {
        const box = banner.getBoundingClientRect();
        const across = Math.min(box.right, score.right) - Math.max(box.left, score.left);
        const down = Math.min(box.bottom, score.bottom) - Math.max(box.top, score.top);
        return across > 1 && down > 1;
      })
      .map((banner) => banner.getAttribute('aria-label') ?? '?');
  });
}

/** Opens the bid outlook ("Help me bid", "Compare trumps"), walks it once its chances are in,
 * and closes it again. */
async function walkOutlook(page: Page, size: string, where: string, title: string): Promise<string[]> {
  await page.getByRole('button', { name: title }).tap();
  const sheet = page.getByRole('dialog', { name: title });
  await sheet.getByRole('table').waitFor({ timeout: 20_000 });
  const problems = await walk(page, size, `${where}, ${title} open`);
  const viewport = page.viewportSize()!;
  if (viewport.width > viewport.height) await screenshot(page, `reach-${where}-${size}`);
  await sheet.getByRole('button', { name: 'Close' }).tap();
  await sheet.waitFor({ state: 'detached' });
  return problems;
}

/** Opens the table menu, walks it and its comfort settings, and closes it again. */
async function walkMenu(page: Page, size: string, where: string): Promise<string[]> {
  await page.getByRole('button', { name: 'Table menu' }).tap();
  const sheet = page.getByRole('dialog', { name: 'Table menu' });
  await sheet.waitFor();
  const problems = await walk(page, size, `${where}, menu open`);
  await sheet.getByRole('button', { name: 'Comfort: larger text and dominoes' }).tap();
  const comfort = page.getByRole('dialog', { name: 'Comfort' });
  await comfort.waitFor();
  problems.push(...(await walk(page, size, `${where}, menu's comfort settings`)));
  await comfort.getByRole('button', { name: 'Close' }).tap();
  await comfort.waitFor({ state: 'detached' });
  return problems;
}

describe.each(CASES)('every control within reach at $width x $height, $comfort.name', (phone) => {
  const { comfort, ...viewport } = phone;
  const size = `${viewport.width}x${viewport.height}`;
  const landscape = viewport.width > viewport.height;

  it('on every table screen, in the table menu and on the comfort screen', async () => {
    const { context, page, errors } = await newPhone(viewport);
    await context.addInitScript(keepComfort(comfort.stored));
    const problems: string[] = [];
    await visit(page, baseUrl, '/comfort');
    problems.push(...(await walk(page, size, 'comfort screen')));
    for (const scene of SCENES) {
      await visit(page, baseUrl, `/dev/table?scene=${scene}`);
      problems.push(...(await walk(page, size, scene)));
      const outlook = OUTLOOKS[scene];
      if (outlook !== undefined) problems.push(...(await walkOutlook(page, size, scene, outlook)));
      if (landscape && (scene === 'bidding' || scene === 'trump') && comfort.stored === AS_DESIGNED)
        await screenshot(page, `reach-${scene}-${size}`);
    }
    problems.push(...(await walkMenu(page, size, 'game-over')));
    await page.getByRole('link', { name: 'Open replay' }).tap();
    await page.getByRole('heading', { name: 'Replay' }).waitFor();
    problems.push(...(await walk(page, size, 'replay')));
    await page.getByRole('button', { name: 'Next trick' }).tap();
    await page.getByRole('button', { name: 'Next trick' }).tap();
    await page
      .getByRole('region', { name: /^Trick / })
      .locator('li')
      .first()
      .waitFor();
    problems.push(...(await walk(page, size, 'replay, a trick on the table')));
    if (landscape) await screenshot(page, `reach-replay-${size}`);
    // A watcher's table at a hand's end, the result lowered to look at every hand face up.
    await visit(page, baseUrl, '/dev/table?scene=watching&from=2');
    await page.getByRole('button', { name: 'See the hands' }).tap();
    problems.push(...(await walk(page, size, 'watching, every hand shown')));
    // The banners under the score: to a player the AI playing for them, to the host a request for
    // a seat, to a watcher that they watch (the result lowered). None may cover the score.
    for (const scene of [
      'your-turn&notices=away',
      'your-turn&notices=seat',
      'watching&from=2&notices=watcher',
    ]) {
      await visit(page, baseUrl, `/dev/table?scene=${scene}`);
      if (scene.startsWith('watching')) await page.getByRole('button', { name: 'See the hands' }).tap();
      problems.push(...(await walk(page, size, scene)));
      for (const banner of await bannersOverScore(page))
        problems.push(`${size} ${scene}: the banner "${banner}" covers the score`);
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('from the home screen through the lobby to the first play of an offline game', async () => {
    const { context, page, errors } = await newPhone(viewport);
    await context.addInitScript(`${FAST_AI}; localStorage.setItem('texas42.aiDelayMs', '60')`);
    await context.addInitScript(keepComfort(comfort.stored));
    const problems: string[] = [];
    await visit(page, baseUrl, '/join/HX7K2P');
    problems.push(...(await walk(page, size, 'invite link')));
    await visit(page, baseUrl, '/');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Mia');
    problems.push(...(await walk(page, size, 'home')));
    await page.getByRole('button', { name: 'Play offline vs AI' }).tap();
    await page.getByRole('heading', { name: 'Offline game' }).waitFor();
    problems.push(...(await walk(page, size, 'lobby')));
    await page.getByRole('button', { name: 'Start game' }).tap();
    await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();

    const seen = new Set<string>();
    for (let step = 0; step < 300; step++) {
      const moment = await momentOf(page);
      if (moment === 'waiting') {
        await page.waitForTimeout(50);
        continue;
      }
      if (!seen.has(moment)) {
        seen.add(moment);
        problems.push(...(await walk(page, size, moment)));
      }
      if (moment === 'play') {
        problems.push(...(await walkMenu(page, size, 'play')));
        break;
      }
      // The tremor guard takes a tap only once the hand has rested since the one before.
      if (comfort.stored.tremorGuard) await page.waitForTimeout(RESTED_MS);
      if (moment === 'bid') await bidHigh(page);
      else if (moment === 'trump') await nameTrump(page);
      else if (moment === 'next') await page.getByRole('button', { name: 'Next', exact: true }).tap();
      // The tap is answered before the next step looks (a panel waits while its move is sent).
      await expect.poll(() => momentOf(page)).not.toBe(moment);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['bid', 'trump', 'play']));
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
