import { LESSONS } from '@texas42/shared';
import { describe, expect, inject, it } from 'vitest';
import { PHONE, screenshot, visit, usePhones } from './browser';
import { FAST_AI, playUntil } from './support/offline-game';
import { reachAtSizes } from './support/reach';
import { zoomed } from './support/zoom';

// The practice table a student opens after the last lesson: a tap on a domino an AI played in the
// trick explains the play in plain words, shown in the turn bar in the hint's place and said in the
// table's live log with the dominoes in spoken words; a second tap closes it, and Enter on the tile
// opens it as a tap does. With it open, every control is in reach at 390x844, 740x360 and 390x844
// at 200% zoom.

const baseUrl = inject('baseUrl');
const newPhone = usePhones();

const PIP_WORDS = ['blank', 'one', 'two', 'three', 'four', 'five', 'six'];
/** The explanation as a screen reader hears it: "6-4" said "six-four", "6-6" "double six". */
const spoken = (text: string) =>
  text.replace(/\b(\d)-(\d)\b/g, (_, high: string, low: string) =>
    high === low ? `double ${PIP_WORDS[+high]}` : `${PIP_WORDS[+high]}-${PIP_WORDS[+low]}`,
  );

describe('the practice table', () => {
  it("explains an AI's play when the student taps its domino, on screen and aloud, by touch and by keyboard", async () => {
    const { context, page, errors } = await newPhone(PHONE);
    const done = JSON.stringify(JSON.stringify(LESSONS.map((lesson) => lesson.id)));
    await context.addInitScript(`${FAST_AI}; localStorage.setItem('texas42.lessonsDone', ${done})`);
    await visit(page, baseUrl, '/learn');
    await page.getByRole('button', { name: 'Practice table: a game with hints' }).tap();
    await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
    // The first trick played to its end: three AI dominoes lie on the table until Next.
    await playUntil(page, ['next']);
    const tiles = page
      .getByRole('region', { name: /^Trick / })
      .getByRole('button', { name: /^Why AI \d (led|played) / });
    await expect(tiles.count()).resolves.toBe(3);

    const tile = tiles.first();
    await tile.tap();
    await expect.poll(() => tile.getAttribute('aria-expanded')).toBe('true');
    const reason = page.locator('#play-reason');
    const text = (await reason.textContent()) ?? '';
    expect(text).toMatch(/^AI \d (led|had) /);
    // The tapped domino is the one explained, and the log says the same words.
    const played = /^Why (AI \d) (?:led|played) (.+)$/.exec((await tile.getAttribute('aria-label')) ?? '')!;
    expect(spoken(text)).toContain(`${played[1]} `);
    expect(spoken(text)).toContain(played[2]);
    const log = page.getByRole('log', { name: 'Table announcements' });
    await expect.poll(() => log.locator('p').last().textContent()).toBe(spoken(text));

    await screenshot(page, 'practice-why');
    const reach = await reachAtSizes(page, [PHONE, { width: 740, height: 360 }, zoomed(PHONE, 2)]);
    expect(reach.problems).toEqual([]);
    await page.setViewportSize(PHONE);

    // A second tap closes it; Enter on the focused tile opens it again.
    await tile.tap();
    await reason.waitFor({ state: 'detached' });
    await expect(tile.getAttribute('aria-expanded')).resolves.toBe('false');
    await tile.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => reason.textContent()).toBe(text);
    expect(errors).toEqual([]);
    await context.close();
  });
});
