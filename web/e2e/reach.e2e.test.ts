import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, visit, usePhones } from './browser';
import { checkReach } from './support/reach';
import { bidHigh, FAST_AI, momentOf, nameTrump } from './support/offline-game';

// Every control within a thumb's reach, at the four phone sizes the issue names: each screen of
// the table (real views from /dev/table), the table menu, and an offline game walked from the
// home screen through the lobby, the bid, the trump and the first play. See support/reach.ts for
// exactly what is checked.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
  { width: 844, height: 390 },
  { width: 740, height: 360 },
] as const;

const SCENES = [
  'bidding',
  'trump',
  'your-turn',
  'trick-won',
  'four-badges',
  'hand-result',
  'game-over',
  'daily',
];

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

/** Opens the table menu, walks it, and closes it again. */
async function walkMenu(page: Page, size: string, where: string): Promise<string[]> {
  await page.getByRole('button', { name: 'Table menu' }).tap();
  const sheet = page.getByRole('dialog', { name: 'Table menu' });
  await sheet.waitFor();
  const problems = await walk(page, size, `${where}, menu open`);
  await sheet.getByRole('button', { name: 'Close' }).tap();
  await sheet.waitFor({ state: 'detached' });
  return problems;
}

describe.each(SIZES)('every control within reach at $width x $height', (viewport) => {
  const size = `${viewport.width}x${viewport.height}`;
  const landscape = viewport.width > viewport.height;

  it('on every table screen and in the table menu', async () => {
    const { context, page, errors } = await newPhone(viewport);
    const problems: string[] = [];
    for (const scene of SCENES) {
      await visit(page, baseUrl, `/dev/table?scene=${scene}`);
      problems.push(...(await walk(page, size, scene)));
      if (landscape && (scene === 'bidding' || scene === 'trump'))
        await screenshot(page, `reach-${scene}-${size}`);
    }
    problems.push(...(await walkMenu(page, size, 'game-over')));
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('from the home screen through the lobby to the first play of an offline game', async () => {
    const { context, page, errors } = await newPhone(viewport);
    await context.addInitScript(`${FAST_AI}; localStorage.setItem('texas42.aiDelayMs', '60')`);
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
