import { describe, expect, inject, it } from 'vitest';
import { screenshot, visit, usePhones } from './browser';
import { hiddenFrom } from './support/emulator-truth';
import { askedOf, bidHigh, HAND_DONE, nameTrump, playFirstLegal, stillAsks } from './support/offline-game';
import { expectNoHiddenDominoes } from './support/privacy';
import { screenChange } from './support/screen-change';

// The daily deal online, on the real emulators: one tap on the home screen deals today's hand at a
// table of the player and three AIs (its menu offers no invite, AI level or leaving; Home keeps it
// waiting and Daily deal brings the player back), they play it to its end through the UI at
// 390x844 (the DOM checked against the server's private state at every step), and the result
// sheet shows their stars beside today's comparison, which the server counted in with the end of
// their table.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

describe('the daily deal online', () => {
  it('one tap deals today’s hand; played to its end, the sheet compares it with everybody’s', async () => {
    const { page, errors } = await newPhone();
    page.setDefaultTimeout(90_000);
    await visit(page, baseUrl, '/');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Dee');
    // The button's words follow the browser's network hint (in a loopback-only namespace Chromium
    // says it is offline); the deal it opens is the day's either way, as the emulators answer.
    const hinted = await page.evaluate(() => navigator.onLine);
    await expect(page.getByRole('button', { name: 'Daily deal' }).textContent()).resolves.toBe(
      hinted ? 'Daily deal' : 'Daily deal · practice if no network',
    );
    await page.getByRole('button', { name: 'Daily deal' }).tap();
    await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
    expect(page.url()).toMatch(/\/room\/[A-Za-z0-9]+$/);
    const [year, month, day] = new Date().toISOString().slice(0, 10).split('-').map(Number);
    const monthName = new Date(Date.UTC(year!, month! - 1, day)).toLocaleString('en', {
      month: 'short',
      timeZone: 'UTC',
    });
    await expect(page.getByRole('region', { name: 'Score' }).textContent()).resolves.toContain(
      `Daily deal · ${day} ${monthName}, one hand`,
    );
    const roomId = new URL(page.url()).pathname.split('/').at(-1)!;
    // The day's table is played alone, against the AI everyone plays it against, and waits for its
    // player: the menu offers no invite, no AI level to change and no leaving. Home keeps the table
    // waiting, and Daily deal brings Dee back to it.
    await page.getByRole('button', { name: 'Table menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Table menu' });
    await menu.getByText(/^AI players: Expert\./).waitFor();
    for (const offered of [
      menu.getByRole('region', { name: 'Invite friends' }),
      menu.getByText(/Invite friends|Copy link/),
      menu.getByRole('combobox', { name: 'AI players' }),
      menu.getByRole('button', { name: 'Leave table' }),
    ])
      await expect(offered.count()).resolves.toBe(0);
    await menu.getByRole('link', { name: 'Home' }).tap();
    await page.getByRole('region', { name: 'Start playing' }).waitFor();
    await page.getByRole('button', { name: 'Daily deal' }).tap();
    await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/room/${roomId}`);
    const sheet = page.getByRole('dialog').filter({ hasText: /^Daily deal/ });

    for (let step = 0; step < 300 && (await sheet.count()) === 0; step++) {
      await expectNoHiddenDominoes(page, () => hiddenFrom(roomId, 'Dee'));
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
          .poll(async () => (await sheet.count()) > 0 || !(await stillAsks(page, asked)))
          .toBe(true);
    }
    await sheet.waitFor();
    const today = new Date().toISOString().slice(0, 10);
    await expect(
      sheet.getByRole('group', { name: 'Your share' }).getAttribute('data-share'),
    ).resolves.toMatch(
      new RegExp(`^Texas 42 daily ${today}: [★☆]{3} \\(\\d+ of 42 points\\)\\n[🟩🟨🟥⬜]{7}$`, 'u'),
    );
    // Today's comparison counts signed-in accounts only; Dee plays as a guest, and is told so.
    await expect
      .poll(() => sheet.getByTestId('daily-today').textContent())
      .toMatch(/^Today, signed-in players: \d+ played, \d+ made their bid, best \d+ points$/);
    await expect(sheet.getByTestId('daily-guest').textContent()).resolves.toMatch(/played as a guest/);
    await screenshot(page, 'daily-result-online');
    expect(errors).toEqual([]);
    // Tapping Daily deal again the same day is refused in words.
    await visit(page, baseUrl, '/');
    await page.getByRole('button', { name: 'Daily deal' }).tap();
    await page
      .getByRole('alert')
      .getByText(/You have played today.s deal; come back tomorrow/)
      .waitFor();
  });
});
