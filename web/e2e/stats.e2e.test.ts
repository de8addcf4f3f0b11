import { describe, expect, inject, it } from 'vitest';
import { screenshot, visit, usePhones } from './browser';
import { bidHigh, FAST_AI, momentOf, playUntil, startOneHandGame } from './support/offline-game';
import { PHONE_SIZES, reachAtSizes } from './support/reach';

// One offline hand (a game to one mark) played through the UI, then the Stats screen from home:
// the game is counted once (also after its table is shown again) and listed in History with its
// replay link, which a screen reader names by the game; every control of the screen is within
// reach at the four phone sizes.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

describe('statistics and history', () => {
  it('count a finished offline game once and list it with its replay', async () => {
    const { context, page, errors } = await newPhone();
    await context.addInitScript(FAST_AI);
    await startOneHandGame(page, baseUrl);
    const table = new URL(page.url()).pathname;
    await playUntil(page, ['game-over'], bidHigh);
    expect(await momentOf(page)).toBe('game-over');
    const won = (await page.getByRole('dialog').getByRole('heading').textContent()) === 'You win!';

    // The finished table shown again (its save is made once more) counts nothing new.
    await visit(page, baseUrl, table);
    await page.getByRole('dialog').getByRole('heading').waitFor();
    await visit(page, baseUrl, '/');
    await page.getByRole('link', { name: 'Your stats and history' }).tap();
    await page.getByRole('heading', { name: 'Your stats' }).waitFor();
    await page.getByText('Games won').waitFor();
    await expect(page.locator('dd').first().textContent()).resolves.toBe(
      won ? '1 of 1 (100%)' : '0 of 1 (0%)',
    );
    // The hand review judged the person's plays (a nello hand's are not judged, hence "hand").
    await expect(page.locator('dd').nth(3).textContent()).resolves.toMatch(
      /^(\d+ in \d+ hands? \(\d+\.\d a hand\)|No hand reviewed yet)$/,
    );
    const history = page.getByRole('list', { name: 'Recent games' }).getByRole('listitem');
    await expect(history.count()).resolves.toBe(1);
    const shown = (await history.first().textContent()) ?? '';
    const [, score, day] = /^(?:Won|Lost)(\d+–\d+) marksGame · (.+?)With /.exec(shown) ?? [];
    expect(shown).toMatch(new RegExp(`^${won ? 'Won' : 'Lost'}\\d+–\\d+ marksGame · `));
    expect(shown).toContain('With AI 3 against AI 2 and AI 4');
    // Its link reads "Replay", and a screen reader's list of links names the game it replays.
    const replay = history.first().getByRole('link', {
      name: `Replay the game ${won ? 'won' : 'lost'} ${score} marks on ${day}`,
      exact: true,
    });
    await expect(replay.count()).resolves.toBe(1);
    await expect(replay.textContent()).resolves.toBe('Replay');
    await expect(replay.getAttribute('href')).resolves.toMatch(/^\/replay\/[A-Za-z0-9_-]+$/);
    await screenshot(page, 'stats');

    const { problems, fewestChecked } = await reachAtSizes(page, PHONE_SIZES);
    expect(fewestChecked).toBeGreaterThanOrEqual(4);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
