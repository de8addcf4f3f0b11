import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { visit, usePhones } from './browser';
import { axeFindings, BLOCKING } from './support/axe';
import { measureContrast } from './support/contrast';
import {
  askedOf,
  bidHigh,
  FAST_AI,
  HAND_DONE,
  nameTrump,
  playFirstLegal,
  startOneHandGame,
  tapShown,
} from './support/offline-game';
import type { Moment } from './support/offline-game';
import { screenChange } from './support/screen-change';

// axe-core on every screen and every sheet at 390x844: home, the invite link, the comfort screen,
// the offline lobby, a real offline hand (bidding, trump, play, the trick won, game over), the hand
// review, the replay and the stats it leaves, and the table's fixture scenes (/dev/table) for what
// an offline hand does not show on its own: a hand result, the daily deal's result, a watcher's
// table, "Help me bid", "Compare trumps", the table menu and its comfort settings. No serious or
// critical violation may be found; every violation found, of any impact, is printed.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

/** Every screen checked, with what axe found there (empty when nothing). */
const found = new Map<string, string[]>();
/** Texts measured for contrast, and those under WCAG AA's ratio. */
const contrast = { checked: 0, failures: [] as string[] };

afterAll(() => {
  const lines = [...found].flatMap(([where, lines]) => lines.map((line) => `axe: ${where}: ${line}`));
  console.log(
    `axe: ${found.size} screens checked, ${lines.length} violation(s) of any impact\n${lines.join('\n')}`,
  );
  console.log(
    `contrast: ${contrast.checked} texts measured, ${contrast.failures.length} under WCAG AA\n${contrast.failures.join('\n')}`,
  );
});

/** Runs axe and the contrast measure on the screen as it is now; returns axe's serious and critical
 * findings and every text under the contrast WCAG AA asks. */
async function check(page: Page, where: string): Promise<string[]> {
  const findings = await axeFindings(page);
  found.set(
    where,
    findings.map((finding) => finding.line),
  );
  const measured = await measureContrast(page);
  contrast.checked += measured.checked;
  const faint = measured.failures.map(
    (f) => `${where}: contrast ${f.ratio}:1 (needs ${f.needed}:1) for "${f.text}" at ${f.size} px`,
  );
  contrast.failures.push(...faint);
  return [
    ...findings
      .filter((f) => f.impact !== null && BLOCKING.includes(f.impact))
      .map((f) => `${where}: ${f.line}`),
    ...faint,
  ];
}

/** Opens a sheet by its button, checks it, and closes it with its Close button. */
async function checkSheet(page: Page, button: string, title: string, ready?: string): Promise<string[]> {
  await page.getByRole('button', { name: button }).click();
  const sheet = page.getByRole('dialog', { name: title });
  await sheet.waitFor();
  if (ready) await sheet.getByRole(ready as 'table').waitFor({ timeout: 20_000 });
  const problems = await check(page, `${title} sheet`);
  await sheet.getByRole('button', { name: 'Close' }).click();
  await sheet.waitFor({ state: 'detached' });
  return problems;
}

/** Walks a new phone with `walk`, which returns what its checks found: nothing may be found, and
 * the page may log no error. */
async function passesOnPhone(walk: (page: Page) => Promise<string[]>): Promise<void> {
  const { context, page, errors } = await newPhone();
  expect(await walk(page)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
}

describe('axe-core finds no serious or critical violation', () => {
  // Each test checks a handful of screens: axe and the contrast measure compute in the page, and
  // twelve screens in one test, later nine, ran past 120 s beside the soak's two busy cores.
  it(
    'on home, the invite link and the comfort screen',
    () =>
      passesOnPhone(async (page) => {
        const problems: string[] = [];
        await visit(page, baseUrl, '/');
        problems.push(...(await check(page, 'home')));
        await visit(page, baseUrl, '/join/HX7K2P');
        problems.push(...(await check(page, 'invite link')));
        await visit(page, baseUrl, '/comfort');
        problems.push(...(await check(page, 'comfort')));
        return problems;
      }),
    120_000,
  );

  it.each([
    ['bidding', 'trump', 'your-turn', 'trick-won'],
    ['practice', 'four-badges', 'hand-result', 'daily'],
  ])(
    'on the table scenes %s, %s, %s and %s',
    (...scenes) =>
      passesOnPhone(async (page) => {
        const problems: string[] = [];
        for (const scene of scenes) {
          await visit(page, baseUrl, `/dev/table?scene=${scene}`);
          problems.push(...(await check(page, `table: ${scene}`)));
        }
        if (scenes.includes('practice')) {
          // The practice table with an AI's play explained (its tile is a button that opens the words).
          await visit(page, baseUrl, '/dev/table?scene=practice');
          await page
            .getByRole('button', { name: /^Why AI / })
            .first()
            .click();
          await page.locator('#play-reason').waitFor();
          problems.push(...(await check(page, 'table: practice, a play explained')));
        }
        return problems;
      }),
    120_000,
  );

  it(
    'on the sheets Help me bid and Compare trumps',
    () =>
      passesOnPhone(async (page) => {
        const problems: string[] = [];
        await visit(page, baseUrl, '/dev/table?scene=bidding-help');
        problems.push(...(await checkSheet(page, 'Help me bid', 'Help me bid', 'table')));
        await visit(page, baseUrl, '/dev/table?scene=trump-help');
        problems.push(...(await checkSheet(page, 'Compare trumps', 'Compare trumps', 'table')));
        return problems;
      }),
    120_000,
  );

  it(
    "on a watcher's result, raised and lowered to every hand",
    () =>
      passesOnPhone(async (page) => {
        const problems: string[] = [];
        await visit(page, baseUrl, '/dev/table?scene=watching&from=2&notices=watcher');
        problems.push(...(await check(page, 'table: watching, result up')));
        await page.getByRole('button', { name: 'See the hands' }).click();
        problems.push(...(await check(page, 'table: watching, every hand shown')));
        return problems;
      }),
    120_000,
  );

  it(
    'at game over, in the table menu and its comfort sheet',
    () =>
      passesOnPhone(async (page) => {
        const problems: string[] = [];
        await visit(page, baseUrl, '/dev/table?scene=game-over');
        problems.push(...(await check(page, 'table: game-over')));
        await page.getByRole('button', { name: 'Table menu' }).click();
        const menu = page.getByRole('dialog', { name: 'Table menu' });
        await menu.waitFor();
        problems.push(...(await check(page, 'table menu sheet')));
        await menu.getByRole('button', { name: 'Comfort: larger text and dominoes' }).click();
        await page.getByRole('dialog', { name: 'Comfort' }).waitFor();
        problems.push(...(await check(page, 'table menu: comfort sheet')));
        await page.getByRole('dialog', { name: 'Comfort' }).getByRole('button', { name: 'Close' }).click();
        await page.getByRole('dialog', { name: 'Comfort' }).waitFor({ state: 'detached' });
        return problems;
      }),
    120_000,
  );

  it('through an offline game: lobby, bidding, trump, play, game over, review, replay and stats', async () => {
    const { context, page, errors } = await newPhone();
    await context.addInitScript(`${FAST_AI}; localStorage.setItem('texas42.aiDelayMs', '60')`);
    const problems: string[] = [];
    await startOneHandGame(page, baseUrl, async () => {
      problems.push(...(await check(page, 'lobby (offline)')));
    });
    const seen = new Set<Moment>();
    for (let step = 0; step < 400 && !seen.has('game-over'); step++) {
      const asked = await askedOf(page);
      const { moment } = asked;
      if (moment === 'waiting') {
        await screenChange(page);
        continue;
      }
      if (!seen.has(moment)) problems.push(...(await check(page, `offline table: ${moment}`)));
      seen.add(moment);
      if (moment === 'bid') await bidHigh(page);
      else if (moment === 'trump') await nameTrump(page);
      else if (moment === 'play') await playFirstLegal(page);
      else if (moment === 'next') await page.getByRole('button', { name: 'Next', exact: true }).click();
      else if (moment === 'hand-result') await page.getByRole('button', { name: HAND_DONE }).click();
      if (moment !== 'game-over') await tapShown(page, asked);
    }
    expect([...seen]).toEqual(
      expect.arrayContaining(['bid', 'trump', 'play', 'next', 'hand-result', 'game-over']),
    );
    const table = page.url();

    await page.getByRole('dialog').getByRole('link', { name: 'Review the last hand' }).click();
    await page.getByRole('heading', { name: 'Hand review' }).waitFor();
    await page.getByRole('region', { name: 'Points lost to mistakes' }).waitFor({ timeout: 30_000 });
    problems.push(...(await check(page, 'review')));
    await page.goto(table);
    await page.getByRole('dialog').getByRole('link', { name: 'Open replay' }).click();
    await page.getByRole('heading', { name: 'Replay' }).waitFor();
    await page.getByRole('button', { name: 'Next trick' }).click();
    problems.push(...(await check(page, 'replay')));
    await visit(page, baseUrl, '/stats');
    await page.getByRole('heading', { name: 'Your stats' }).waitFor();
    await page.getByRole('list', { name: 'Recent games' }).waitFor();
    problems.push(...(await check(page, 'stats')));
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
