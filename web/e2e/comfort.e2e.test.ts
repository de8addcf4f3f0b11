import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, usePhones, visit } from './browser';
import { EVERY_COMFORT, keepComfort, RESTED_MS } from './support/comfort';
import {
  askedOf,
  bidLow,
  FAST_AI,
  HAND_DONE,
  momentOf,
  othersUnplayed,
  sayingLastMoves,
  startOneHandGame,
  tapShown,
} from './support/offline-game';
import { expectNoHiddenDominoes } from './support/privacy';
import { screenChange } from './support/screen-change';
import { TAP_GUARD_MS } from '../src/lib/comfort/tap-guard';

// The comfort settings (docs/features.md): chosen on their own screen, kept on the phone, honoured at the
// table. The game is an offline one against three AIs at 390x844, one mark long.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

/** The root element's comfort marks and font size. */
const rootMarks = (page: Page) =>
  page.evaluate(() => ({
    ...document.documentElement.dataset,
    fontSize: getComputedStyle(document.documentElement).fontSize,
  }));

/** Two touches at the centre of `box` as fast as the browser takes them; returns the time
 * between the two clicks the page saw (null if it saw fewer than two). */
async function doubleTap(page: Page, box: { x: number; y: number; width: number; height: number }) {
  await page.evaluate(() => {
    const clicks: number[] = [];
    (window as unknown as { clicks: number[] }).clicks = clicks;
    document.addEventListener('click', (event) => clicks.push(event.timeStamp), { capture: true });
  });
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.touchscreen.tap(x, y);
  await page.touchscreen.tap(x, y);
  const clicks = await page.evaluate(() => (window as unknown as { clicks: number[] }).clicks.slice(-2));
  return clicks.length < 2 ? null : clicks[1]! - clicks[0]!;
}

/** Keeps the page busy for `ms` once the next click has been handled, as a slow phone is while it
 * draws what the tap changed: a touch made meanwhile is handled only afterwards. With the guard
 * timing taps by when they are handled, this made a shaking double tap play the domino. */
const holdAfterFirstClick = (page: Page, ms: number) =>
  page.evaluate((ms) => {
    const hold = () => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    // On the window, bubbling, so after the app's own handler (which listens at its root); then
    // in a task of its own, as the drawing of what changed comes after the handler.
    window.addEventListener('click', () => setTimeout(hold, 0), { once: true });
  }, ms);

/** How many plays of the viewer's are on the table (the trick reads "You led…" / "You played…"). */
const ownPlays = (page: Page) =>
  page
    .getByRole('region', { name: /^Trick / })
    .getByText(/^You (led|played) /)
    .count();

describe('comfort settings', () => {
  it('are chosen from the home screen, kept on this phone, and applied on every screen', async () => {
    const { context, page, errors } = await newPhone();
    await visit(page, baseUrl, '/');
    await expect(rootMarks(page)).resolves.toEqual({ motion: 'reduced', fontSize: '16px' });
    await page.getByRole('link', { name: 'Comfort: larger text and dominoes' }).tap();
    await page.getByRole('heading', { name: 'Comfort' }).waitFor();
    // Less motion follows the phone (this test's phone asks for it) until the person chooses.
    await expect(page.getByRole('switch', { name: /^Less motion/ }).isChecked()).resolves.toBe(true);
    await page.getByText(/Now following this phone’s setting/).waitFor();
    // The person may overrule the phone: motion back on, then off again by their own choice.
    await page.getByRole('switch', { name: /^Less motion/ }).tap();
    await expect.poll(() => rootMarks(page)).toEqual({ fontSize: '16px' });
    await page.getByRole('switch', { name: /^Less motion/ }).tap();
    await expect.poll(() => rootMarks(page)).toEqual({ motion: 'reduced', fontSize: '16px' });
    await expect(page.getByText(/Now following this phone’s setting/).count()).resolves.toBe(0);

    await page.getByRole('switch', { name: /^Larger text/ }).tap();
    await page.getByRole('switch', { name: /^Larger dominoes/ }).tap();
    await page.getByRole('switch', { name: /^Ignore a quick second tap/ }).tap();
    await page.getByRole('radio', { name: '2 s' }).tap();
    await expect
      .poll(() => rootMarks(page))
      .toEqual({ text: 'larger', dominoes: 'larger', motion: 'reduced', fontSize: '19px' });
    await screenshot(page, 'comfort');

    // Kept on the device: after a reload, and on the home screen.
    await page.reload();
    await page.getByRole('heading', { name: 'Comfort' }).waitFor();
    await expect(page.getByRole('switch', { name: /^Larger text/ }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('radio', { name: '2 s' }).isChecked()).resolves.toBe(true);
    await page.getByRole('link', { name: 'Back home' }).tap();
    await page.getByRole('button', { name: 'Play offline vs AI' }).waitFor();
    await expect(rootMarks(page)).resolves.toEqual({
      text: 'larger',
      dominoes: 'larger',
      motion: 'reduced',
      fontSize: '19px',
    });
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('texas42.comfort') ?? 'null'));
    expect(kept).toEqual({
      version: 1,
      largerText: true,
      largerDominoes: true,
      reducedMotion: true,
      trickPause: 2000,
      tremorGuard: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays a hand with every setting on: a quick second tap is ignored, the finished trick stays, no hidden domino shows', async () => {
    const { context, page, errors } = await newPhone();
    await context.addInitScript(`${FAST_AI}; ${keepComfort(EVERY_COMFORT)}`);
    await startOneHandGame(page, baseUrl);
    await expect(rootMarks(page)).resolves.toEqual({
      text: 'larger',
      dominoes: 'larger',
      motion: 'reduced',
      fontSize: '19px',
    });

    const hand = page.getByRole('list', { name: 'Your hand' });
    const next = page.getByRole('button', { name: 'Next', exact: true });
    const trickTiles = page.getByRole('region', { name: /^Trick / }).locator('li');
    let doubleTapped = false;
    let held = 0;
    for (let step = 0; step < 400; step++) {
      await expectNoHiddenDominoes(page, () => othersUnplayed(page));
      const asked = await askedOf(page);
      const { moment } = asked;
      if (moment === 'game-over') break;
      if (moment === 'waiting') {
        // A finished trick in its pause: all four tiles on the table, Next shown but waiting.
        if ((await next.count()) > 0 && (await next.isDisabled()) && (await trickTiles.count()) === 4) {
          held++;
          await expect.poll(() => next.isEnabled(), { timeout: 5_000 }).toBe(true);
          await expect(trickTiles.count()).resolves.toBe(4);
        } else await screenChange(page);
        continue;
      }
      // The guard takes a tap only once the hand has rested since the one before.
      await page.waitForTimeout(RESTED_MS);
      if (moment === 'play' && !doubleTapped) {
        doubleTapped = true;
        await screenshot(page, 'comfort-table');
        const tiles = await hand.getByRole('button').count();
        const tile = hand.locator('button:enabled').first();
        // A shaking double tap on a domino: the first tap lifts it, the second is ignored (without
        // the guard it would play the tile). The phone is busy after the first tap, so it handles
        // the second late: the guard must judge when the finger touched, not when it got round to it.
        await holdAfterFirstClick(page, TAP_GUARD_MS + 200);
        const gap = await doubleTap(page, (await tile.boundingBox())!);
        expect(gap, 'the two taps came quickly enough to test the guard').not.toBeNull();
        expect(gap!).toBeLessThan(TAP_GUARD_MS);
        await page.waitForTimeout(RESTED_MS);
        await expect(ownPlays(page)).resolves.toBe(0);
        await expect(hand.getByRole('button').count()).resolves.toBe(tiles);
        await expect(tile.getAttribute('aria-pressed')).resolves.toBe('true');
        // A deliberate tap on "Play", shaken twice: one play, not two, and no error.
        const play = page.getByRole('button', { name: /^Play / });
        const second = await doubleTap(page, (await play.boundingBox())!);
        expect(second!).toBeLessThan(TAP_GUARD_MS);
        await expect.poll(() => ownPlays(page)).toBe(1);
        await page.waitForTimeout(RESTED_MS);
        await expect(ownPlays(page)).resolves.toBe(1);
        await expect(hand.getByRole('button').count()).resolves.toBe(tiles - 1);
        await expect(page.getByRole('alert').count()).resolves.toBe(0);
      } else if (moment === 'play') {
        const tile = hand.locator('button:enabled').first();
        await tile.tap();
        await page.waitForTimeout(RESTED_MS);
        await tile.tap();
      } else if (moment === 'bid') await bidLow(page);
      else if (moment === 'trump')
        await page.getByRole('region', { name: 'Name trump' }).locator('button:enabled').first().tap();
      else if (moment === 'next') await next.tap();
      else if (moment === 'hand-result')
        await sayingLastMoves(page, page.getByRole('button', { name: HAND_DONE }).tap());
      await tapShown(page, asked);
    }
    expect(await momentOf(page)).toBe('game-over');
    expect(doubleTapped).toBe(true);
    expect(held).toBeGreaterThan(0);
    await expectNoHiddenDominoes(page, () => othersUnplayed(page));
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
