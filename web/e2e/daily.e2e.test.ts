import { describe, expect, inject, it } from 'vitest';
import { reopenOffline, screenshot, visit, usePhones } from './browser';
import {
  askedOf,
  bidHigh,
  bidLow,
  FAST_AI,
  HAND_DONE,
  momentOf,
  nameTrump,
  othersUnplayed,
  playFirstLegal,
  playUntil,
  startOneHandGame,
  stillAsks,
} from './support/offline-game';
import { expectNoHiddenDominoes } from './support/privacy';
import { screenChange } from './support/screen-change';

// The daily deal from the home screen's one tap to its result sheet, through the UI at 390x844.
// The phone has no network, so the tap finds no game server and it is the practice deal the offline
// worker deals (the online deal, its result kept by the server and today's comparison are proven on
// the emulators: emulator-tests/daily.emulator.test.ts and web/e2e/daily.online.test.ts). Then the sheet of a daily deal played online, with
// today's comparison (/dev/table?scene=daily), is pictured for the README.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

/** The result sheet of a daily deal. */
const dailySheet = (page: Parameters<typeof momentOf>[0]) =>
  page.getByRole('dialog').filter({ hasText: /^Daily deal/ });

describe('the daily deal', () => {
  it('plays the practice deal offline from one tap to its stars and share', async () => {
    const { context, page, errors } = await newPhone();
    await context.addInitScript(FAST_AI);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, baseUrl, '/');
    // The network is cut once the service worker has cached the app (so the tap finds no game
    // server even when emulators run on this machine), and the app reopened from that cache.
    await reopenOffline(context, page);
    await page.getByRole('textbox', { name: 'Your name' }).fill('Mia');
    // Before the tap the button warns which deal it opens when the phone says it has no network.
    const button = page.getByRole('button', { name: 'Daily deal' });
    await expect(button.textContent()).resolves.toBe('Daily deal · practice if no network');
    await page.getByText(/^No network\? Today’s deal for everyone needs one/).waitFor();
    await button.tap();
    // No lobby: the deal is dealt and the table is open, and the score bar says what it is.
    await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
    expect(page.url()).toMatch(/\/offline\/offline-[a-z0-9]+$/);
    await expect(page.getByRole('region', { name: 'Score' }).textContent()).resolves.toMatch(
      /Daily deal · \d{1,2} [A-Z][a-z]{2}, one hand/,
    );
    // One hand keeps no marks: each team shows this hand's points alone.
    const pointsAlone = expect.not.stringMatching(/mark/i);
    await expect(
      page.getByRole('region', { name: 'Score' }).locator('[data-team]').allInnerTexts(),
    ).resolves.toEqual([pointsAlone, pointsAlone]);

    for (let step = 0; step < 300 && (await dailySheet(page).count()) === 0; step++) {
      await expectNoHiddenDominoes(page, () => othersUnplayed(page));
      // A daily is one hand: its end leads straight to the daily's sheet, never to "Next hand".
      await expect(page.getByRole('button', { name: HAND_DONE }).count()).resolves.toBe(0);
      const asked = await askedOf(page);
      const { moment } = asked;
      if (moment === 'bid') await bidHigh(page);
      else if (moment === 'trump') await nameTrump(page);
      else if (moment === 'play') await playFirstLegal(page);
      else if (moment === 'next') await page.getByRole('button', { name: 'Next', exact: true }).tap();
      else await screenChange(page);
      if (moment !== 'waiting')
        await expect
          .poll(async () => (await dailySheet(page).count()) > 0 || !(await stillAsks(page, asked)))
          .toBe(true);
    }
    const sheet = dailySheet(page);
    await sheet.waitFor();
    // Said aloud, the hand's end is made or set with each side's points, and nothing of marks or a
    // game over: the hand was all there was (the sheet's stars, which take focus, say the rest).
    const said = () => page.locator('[role="log"][aria-label="Table announcements"] p').allTextContents();
    await expect
      .poll(async () => (await said()).filter((line) => / (made|was set|were set) .+: /.test(line)))
      .toEqual([expect.stringMatching(/: .+; us \d+ points?, them \d+\.$/)]);
    expect((await said()).filter((line) => /^Game over|\bmarks? to\b/.test(line))).toEqual([]);
    await expect(sheet.getByText('Daily deal · practice', { exact: true }).count()).resolves.toBe(1);
    await expect(sheet.getByRole('heading').getAttribute('aria-label')).resolves.toMatch(
      /^[0-3] of 3 stars$/,
    );
    await expect(
      sheet.getByText('A practice deal, played on this phone: compared with no one').count(),
    ).resolves.toBe(1);
    const share = (await sheet.getByRole('group', { name: 'Your share' }).getAttribute('data-share'))!;
    expect(share).toMatch(
      /^Texas 42 daily \d{4}-\d{2}-\d{2} \(practice deal\): [★☆]{3} \(\d+ of 42 points\)\n[🟩🟨🟥⬜]{7}$/u,
    );
    // No "Next hand": a daily deal is one hand.
    await expect(page.getByRole('button', { name: HAND_DONE }).count()).resolves.toBe(0);
    // Copy (this browser has no share sheet) puts the share on the clipboard, word for word.
    const hasShareSheet = await page.evaluate(() => typeof navigator.share === 'function');
    if (hasShareSheet) await sheet.getByRole('button', { name: 'Share' }).waitFor();
    else {
      await sheet.getByRole('button', { name: 'Copy' }).tap();
      await sheet.getByRole('button', { name: 'Copied' }).waitFor();
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(share);
    }
    await expectNoHiddenDominoes(page, () => othersUnplayed(page));
    // The browser logs the game server's failed requests (cut off, or refused where no emulator
    // runs: the tap tries the server first); nothing else may fail, the app's own files least of all.
    const gameServerDown = (error: string) =>
      /net::ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED)/.test(error) && !error.includes(baseUrl);
    expect(errors.filter((error) => !gameServerDown(error))).toEqual([]);
    await context.close();
  });

  it('leaves the offline game in progress where it was: after the practice deal, Continue plays it on', async () => {
    const { context, page, errors } = await newPhone();
    await context.addInitScript(FAST_AI);
    /** The offline game kept on this phone (its id and how many changes it has had), and the
     * hand the player holds on screen. */
    const kept = () =>
      page.evaluate(() => {
        const { room } = JSON.parse(localStorage.getItem('texas42.offlineGame')!) as {
          room: { id: string; version: number };
        };
        return { id: room.id, version: room.version };
      });
    const hand = () =>
      page
        .getByRole('list', { name: 'Your hand' })
        .getByRole('img')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('aria-label')).sort());
    const home = async () => {
      await page.getByRole('button', { name: 'Table menu' }).tap();
      await page.getByRole('dialog', { name: 'Table menu' }).getByRole('link', { name: 'Home' }).tap();
    };
    // A game in progress, left at the player's turn after their bid (the AI waits for them there).
    await startOneHandGame(page, baseUrl);
    await playUntil(page, ['bid']);
    await bidLow(page);
    await playUntil(page, ['trump', 'play']);
    const game = page.url();
    const before = { room: await kept(), hand: await hand() };
    await home();
    // No network (in this page, whose offline worker still holds the game): the daily deal is the
    // practice deal, dealt at a table of its own.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Daily deal' }).tap();
    await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
    const practice = page.url();
    expect(practice).not.toBe(game);
    await playUntil(page, ['bid']);
    await bidHigh(page);
    await playUntil(page, ['trump']);
    // Home offers the game in progress, and Continue opens it where it was left.
    await home();
    await page.getByRole('link', { name: 'Continue your offline game' }).tap();
    await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
    expect(page.url()).toBe(game);
    await expect.poll(hand).toEqual(before.hand);
    await expect(kept()).resolves.toEqual(before.room);
    // And it plays on from there.
    await expect.poll(() => momentOf(page)).toMatch(/^(trump|play)$/);
    if ((await momentOf(page)) === 'trump') await nameTrump(page);
    else await playFirstLegal(page);
    await expect.poll(async () => (await kept()).version).toBeGreaterThan(before.room.version);
    // The practice deal is kept too: opened again (a reload), it is where it was left.
    await visit(page, baseUrl, new URL(practice).pathname);
    await page.getByRole('region', { name: 'Name trump' }).waitFor();
    const gameServerDown = (error: string) =>
      /net::ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED)/.test(error) && !error.includes(baseUrl);
    expect(errors.filter((error) => !gameServerDown(error))).toEqual([]);
    await context.close();
  });

  it('shows a finished daily deal with today’s comparison (the README’s picture)', async () => {
    const { context, page, errors } = await newPhone();
    await visit(page, baseUrl, '/dev/table?scene=daily');
    const sheet = dailySheet(page);
    await sheet.waitFor();
    await expect(
      sheet.getByText('Today, signed-in players: 128 played, 57 made their bid, best 41 points').count(),
    ).resolves.toBe(1);
    const share = sheet.getByRole('group', { name: 'Your share' });
    await expect(share.getAttribute('data-share')).resolves.toMatch(
      /^Texas 42 daily 2026-11-26: ★☆☆ \(35 of 42 points\)\n🟥🟩🟨🟩🟩🟩🟩$/u,
    );
    // The squares are drawn too, one per trick, so a phone without an emoji font shows them.
    await expect(share.getByRole('img').getAttribute('aria-label')).resolves.toBe(
      'Tricks: many points given away, as well as it could, a few points given away, as well as it could, ' +
        'as well as it could, as well as it could, as well as it could',
    );
    await screenshot(page, 'daily-result');
    expect(errors).toEqual([]);
    await context.close();
  });
});
