import { describe, expect, inject, it } from 'vitest';
import { visit, usePhones } from './browser';
import { tableTruth } from './support/emulator-truth';
import { bidHigh, momentOf, playUntil } from './support/offline-game';
import { roomIdOf } from './support/people';

// The Stats screen's Online tab on the real emulators: a player creates a room for a game of one
// hand, the AI takes the other three seats, and they play it to its end through the UI at
// 390x844. The server counted it in `stats/{uid}` with the game's end; the Online tab then shows
// what was played: one game, won or lost as the table said, the bid they won (if they won it),
// and one history entry whose Replay link opens the game's replay.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

describe('statistics online', () => {
  it('show a finished online game as it was played, with its replay', async () => {
    const { context, page, errors, calls } = await newPhone();
    page.setDefaultTimeout(90_000);
    await visit(page, baseUrl, '/');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Rosa');
    await page.getByRole('button', { name: 'Create room' }).tap();
    await page.getByRole('heading', { name: 'Room lobby' }).waitFor();
    const gameTo = page.getByRole('combobox', { name: 'Game to' });
    await gameTo.selectOption({ label: '1 mark (one hand)' });
    await expect
      .poll(() => gameTo.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.label))
      .toBe('1 mark (one hand)');
    await page.getByRole('button', { name: 'Start game' }).tap();
    await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
    const roomId = roomIdOf(page);
    const explain = () => tableTruth(roomId, errors, calls);

    // The contract, read off the score bar once it is known (the bid and who holds it).
    await playUntil(page, ['trump', 'play', 'game-over'], bidHigh, explain);
    const score = page.getByRole('region', { name: 'Score' });
    const bid = (
      await score.getByText('Bid', { exact: true }).locator('..').locator('span').allTextContents()
    )
      .slice(1)
      .map((text) => text.trim());
    const [level, bidder] = [bid[0]!, bid[1]!];
    await playUntil(page, ['game-over'], bidHigh, explain);
    expect(await momentOf(page)).toBe('game-over');
    const won = (await page.getByRole('dialog').getByRole('heading').textContent()) === 'You win!';

    await visit(page, baseUrl, '/');
    await page.getByRole('link', { name: 'Your stats and history' }).tap();
    await page.getByRole('heading', { name: 'Your stats' }).waitFor();
    // This device has no game: this phone played only online.
    await page.getByText('No offline game finished on this device yet.').waitFor();
    await page.getByRole('button', { name: 'Online' }).tap();
    await page.getByText('Games won').waitFor();
    await expect(page.locator('dd').first().textContent()).resolves.toBe(
      won ? '1 of 1 (100%)' : '0 of 1 (0%)',
    );
    await expect(page.locator('dd').nth(1).textContent()).resolves.toBe(
      won ? '1 of 1 (100%)' : '0 of 1 (0%)',
    );
    // The bid: won by this player, it is their one bid, made exactly when the game was won (one
    // hand decides it); won by an AI, they have none.
    const bids = page.getByRole('region', { name: 'Your bids' });
    if (bidder === 'You' && !/splash|plunge/i.test(level)) {
      const row = bids.getByRole('list', { name: 'Bids by level' }).getByRole('listitem');
      await expect(row.count()).resolves.toBe(1);
      await expect(row.first().textContent()).resolves.toBe(
        `${level.toLowerCase()}${won ? '1 made, 0 set' : '0 made, 1 set'}`,
      );
    } else if (bidder !== 'You') {
      await expect(bids.getByRole('list', { name: 'Bids by level' }).count()).resolves.toBe(0);
      await expect(bids.getByText('None yet.').count()).resolves.toBe(2);
    }

    const history = page.getByRole('list', { name: 'Recent games' }).getByRole('listitem');
    await expect(history.count()).resolves.toBe(1);
    await expect(history.first().textContent()).resolves.toMatch(
      new RegExp(`^${won ? 'Won[1-9]–0' : 'Lost0–[1-9]'} marks?Game · `),
    );
    await history.first().getByRole('link', { name: 'Replay' }).tap();
    await page.getByRole('heading', { name: 'Replay' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/replay\/[A-Za-z0-9_-]+$/);
    await page
      .getByRole('list', { name: /^Seat \d's hand$/ })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
