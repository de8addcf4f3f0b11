// The reach walks (reach.e2e.test.ts at the four phone sizes, reach-zoom.e2e.test.ts on zoomed
// pages): each screen of the table (real views from /dev/table), the table menu and its comfort
// settings, the comfort screen, the replay opened from the game's result (at its first step and
// with a trick on the table), the banners under the score (none may cover it), and an offline
// game walked from the home screen through the lobby, the bid, the trump and the first play. See
// reach.ts for exactly what is checked on each screen (each control's whole box, not only its
// centre). A walk may check each screen at several sizes: it opens the screen at the first, then
// resizes the page to each other one (as a phone turned, or a window resized) and back, so the
// screen is drawn and its outlook worked out once rather than once per size.
import { expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, visit } from '../browser';
import type { PhoneViewport, usePhones } from '../browser';
import { checkReach, resizeTo } from './reach';
import type { ReachOptions } from './reach';
import { AS_DESIGNED, EVERY_COMFORT, RESTED_MS, keepComfort } from './comfort';
import { askedOf, bidHigh, FAST_AI, nameTrump, tapShown } from './offline-game';
import { screenChange } from './screen-change';

const baseUrl = inject('baseUrl');

/** Opens a new phone on the test file's Chromium (usePhones). */
type NewPhone = ReturnType<typeof usePhones>;

const SCENES = [
  'bidding',
  'trump',
  'bidding-help',
  'trump-help',
  'your-turn',
  'trick-won',
  // The practice table: the AI's tiles in the trick are buttons that explain the play.
  'practice',
  'four-badges',
  'hand-result',
  'daily',
  // Last: the table menu and the replay are walked from the game's result.
  'game-over',
];

/** The scenes at a table with hints on, and the button that opens their outlook sheet. */
const OUTLOOKS: Record<string, string> = { 'bidding-help': 'Help me bid', 'trump-help': 'Compare trumps' };

/** The comfort settings each walk runs with. */
export const COMFORTS = [
  { name: 'as designed', stored: AS_DESIGNED },
  { name: 'every comfort setting on', stored: EVERY_COMFORT },
  { name: 'larger text alone', stored: { ...AS_DESIGNED, largerText: true } },
  { name: 'larger dominoes alone', stored: { ...AS_DESIGNED, largerDominoes: true } },
] as const;

/** Controls checked per size, printed at the end (the report's figures). */
const checkedPerSize = new Map<string, number>();

/** Prints the controls checked per size at a file's end, the report's figures, and starts the
 * count again: the next file on the same test worker shares this module (vitest.e2e.config.ts). */
export function printControlsChecked(): void {
  for (const [size, count] of checkedPerSize) console.log(`reach: ${size}: ${count} controls hit-tested`);
  checkedPerSize.clear();
}

/** Walks the screen as it is now (with a table screen's own checks, if asked); returns its
 * problems prefixed with where they were found. */
async function walk(page: Page, size: string, where: string, options: ReachOptions = {}): Promise<string[]> {
  const report = await checkReach(page, options);
  checkedPerSize.set(size, (checkedPerSize.get(size) ?? 0) + report.checked.length);
  return report.problems.map((problem) => `${size} ${where}: ${problem}`);
}

/** A size a walk checks each screen at: the page's size, the name its problems carry, and whether
 * the README's pictures of the panels, the outlook and the replay are taken there (npm run
 * screenshots). */
type Sized = { readonly phone: PhoneViewport; readonly size: string; readonly pictures: boolean };

/** Walks the screen as it is now at each of `sizes` (the first is the page's size: it ends there
 * again), taking the picture `picture` where a size asks for pictures; returns the problems. */
export async function walkAt(
  page: Page,
  sizes: readonly Sized[],
  where: string,
  options: ReachOptions = {},
  picture?: string,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [i, { phone, size, pictures }] of sizes.entries()) {
    if (i > 0) await resizeTo(page, phone);
    problems.push(...(await walk(page, size, where, options)));
    if (picture !== undefined && pictures) await screenshot(page, `reach-${picture}-${size}`);
  }
  if (sizes.length > 1) await resizeTo(page, sizes[0]!.phone);
  return problems;
}

/** Opens an app path: on a new page by loading it, after that in the app itself, told of the new
 * address as a back button tells it, so the screen mounts afresh (a /dev/table scene too:
 * dev-table.tsx) without the app booting again. A page load per screen was most of a walk's time. */
export async function open(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith(baseUrl)) return visit(page, baseUrl, path);
  await page.evaluate(async (to) => {
    const before = document.querySelector('main');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    // As long as a page load may take (Playwright's 30 s).
    const deadline = performance.now() + 30_000;
    while (document.querySelector('main') === before || !document.querySelector('main')) {
      if (performance.now() > deadline) throw new Error(`${to} showed no new screen in 30 s`);
      await new Promise(requestAnimationFrame);
    }
  }, path);
}

/** Waits for the game result's replay link, which loads on demand (game-result.tsx): walked
 * before it came, the result's screen lacked three of its six controls. */
export const replayShown = (page: Page): Promise<void> =>
  page.getByRole('dialog').getByRole('link', { name: 'Open replay' }).waitFor();

/** Shows a /dev/table scene. */
const showScene = (page: Page, scene: string): Promise<void> => open(page, `/dev/table?scene=${scene}`);

/** Opens the bid outlook ("Help me bid", "Compare trumps"), walks it once its chances are in
 * (and takes its picture where a size asks), and closes it again. */
async function walkOutlook(
  page: Page,
  sizes: readonly Sized[],
  where: string,
  title: string,
): Promise<string[]> {
  await page.getByRole('button', { name: title }).tap();
  const sheet = page.getByRole('dialog', { name: title });
  await sheet.getByRole('table').waitFor({ timeout: 20_000 });
  const problems = await walkAt(page, sizes, `${where}, ${title} open`, {}, where);
  await sheet.getByRole('button', { name: 'Close' }).tap();
  await sheet.waitFor({ state: 'detached' });
  return problems;
}

/** Opens the table menu, walks it and its comfort settings, and closes it again. */
async function walkMenu(page: Page, sizes: readonly Sized[], where: string): Promise<string[]> {
  await page.getByRole('button', { name: 'Table menu' }).tap();
  const sheet = page.getByRole('dialog', { name: 'Table menu' });
  await sheet.waitFor();
  const problems = await walkAt(page, sizes, `${where}, menu open`);
  await sheet.getByRole('button', { name: 'Comfort: larger text and dominoes' }).tap();
  const comfort = page.getByRole('dialog', { name: 'Comfort' });
  await comfort.waitFor();
  problems.push(...(await walkAt(page, sizes, `${where}, menu's comfort settings`)));
  await comfort.getByRole('button', { name: 'Close' }).tap();
  await comfort.waitFor({ state: 'detached' });
  return problems;
}

/** The sizes a walk checks each screen at (the phone opens at the first), and its comfort
 * settings. */
export type Walk = {
  readonly sizes: readonly Sized[];
  readonly stored: (typeof COMFORTS)[number]['stored'];
};

/** Every table screen, the table menu, the comfort screen, the replay and the banners. */
async function walkTableScreens(page: Page, { sizes }: Walk): Promise<string[]> {
  const problems: string[] = [];
  await open(page, '/comfort');
  problems.push(...(await walkAt(page, sizes, 'comfort screen')));
  for (const scene of SCENES) {
    await showScene(page, scene);
    if (scene === 'game-over') await replayShown(page);
    const picture = scene === 'bidding' || scene === 'trump' ? scene : undefined;
    problems.push(...(await walkAt(page, sizes, scene, { handInView: true }, picture)));
    if (scene === 'practice') {
      await page.getByRole('button', { name: /^Why / }).first().tap();
      await page.locator('#play-reason').waitFor();
      problems.push(...(await walkAt(page, sizes, 'practice, a play explained', { handInView: true })));
    }
    const outlook = OUTLOOKS[scene];
    if (outlook !== undefined) problems.push(...(await walkOutlook(page, sizes, scene, outlook)));
  }
  problems.push(...(await walkMenu(page, sizes, 'game-over')));
  await page.getByRole('link', { name: 'Open replay' }).tap();
  await page.getByRole('heading', { name: 'Replay' }).waitFor();
  problems.push(...(await walkAt(page, sizes, 'replay')));
  await page.getByRole('button', { name: 'Next trick' }).tap();
  await page.getByRole('button', { name: 'Next trick' }).tap();
  await page
    .getByRole('region', { name: /^Trick / })
    .locator('li')
    .first()
    .waitFor();
  problems.push(...(await walkAt(page, sizes, 'replay, a trick on the table', {}, 'replay')));
  // A watcher's table at a hand's end, the result lowered to look at every hand face up.
  await showScene(page, 'watching&from=2');
  await page.getByRole('button', { name: 'See the hands' }).tap();
  problems.push(...(await walkAt(page, sizes, 'watching, every hand shown')));
  // The banners under the score: to a player the AI playing for them, to the host a request for
  // a seat, to a watcher that they watch (the result lowered). None may cover the score.
  for (const scene of [
    'your-turn&notices=away',
    'your-turn&notices=seat',
    'watching&from=2&notices=watcher',
  ]) {
    await showScene(page, scene);
    if (scene.startsWith('watching')) await page.getByRole('button', { name: 'See the hands' }).tap();
    problems.push(...(await walkAt(page, sizes, scene, { handInView: true, scoreUncovered: true })));
  }
  return problems;
}

/** An offline game from the home screen through the lobby, the bid and the trump to the first play. */
async function walkFirstHand(page: Page, { sizes, stored }: Walk): Promise<string[]> {
  const problems: string[] = [];
  await open(page, '/join/HX7K2P');
  problems.push(...(await walkAt(page, sizes, 'invite link')));
  await open(page, '/');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Mia');
  problems.push(...(await walkAt(page, sizes, 'home')));
  await page.getByRole('button', { name: 'Play offline vs AI' }).tap();
  await page.getByRole('heading', { name: 'Offline game' }).waitFor();
  problems.push(...(await walkAt(page, sizes, 'lobby')));
  await page.getByRole('button', { name: 'Start game' }).tap();
  await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();

  const seen = new Set<string>();
  for (let step = 0; step < 300; step++) {
    const asked = await askedOf(page);
    const { moment } = asked;
    if (moment === 'waiting') {
      await screenChange(page);
      continue;
    }
    if (!seen.has(moment)) {
      seen.add(moment);
      problems.push(...(await walkAt(page, sizes, moment)));
    }
    if (moment === 'play') {
      problems.push(...(await walkMenu(page, sizes, 'play')));
      break;
    }
    // The tremor guard takes a tap only once the hand has rested since the one before.
    if (stored.tremorGuard) await page.waitForTimeout(RESTED_MS);
    if (moment === 'bid') await bidHigh(page);
    else if (moment === 'trump') await nameTrump(page);
    else if (moment === 'next') await page.getByRole('button', { name: 'Next', exact: true }).tap();
    // The tap is answered before the next step looks (a panel waits while its move is sent).
    await tapShown(page, asked);
  }
  const missed = ['bid', 'trump', 'play'].filter((moment) => !seen.has(moment));
  if (missed.length > 0)
    problems.push(`${sizes[0]!.size}: the offline game never asked to ${missed.join(', ')}`);
  return problems;
}

/** Both walks on one phone: the table's screens, then (in the same page, the app already loaded)
 * the offline game's. A phone and its first page load cost a second of CPU, as much as a dozen
 * screens walked. */
export async function walkTableAndFirstHand(newPhone: NewPhone, phoneWalk: Walk): Promise<void> {
  const { context, page, errors } = await newPhone(phoneWalk.sizes[0]!.phone);
  await context.addInitScript(`${FAST_AI}; localStorage.setItem('texas42.aiDelayMs', '60')`);
  await context.addInitScript(keepComfort(phoneWalk.stored));
  const problems = await walkTableScreens(page, phoneWalk);
  problems.push(...(await walkFirstHand(page, phoneWalk)));
  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
}

/** The one test of a phone's two walks. */
export const BOTH_WALKS =
  'on every table screen, in the table menu, on the comfort screen, and from the home screen through the lobby to the first play of an offline game';
