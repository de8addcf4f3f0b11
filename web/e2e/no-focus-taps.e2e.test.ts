import { LESSONS } from '@texas42/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { visit, usePhones } from './browser';
import { atRest } from './support/at-rest';
import { missedWhereShown } from './support/hit-where-shown';
import {
  FAST_AI,
  askedOf,
  fastAiOn,
  playFirstLegal,
  playUntil,
  startOneHandGame,
  tapShown,
} from './support/offline-game';
import { SAFARI_TAPS } from './support/safari-taps';
import { scrollClear } from './support/scroll-clear';
import { screenChange } from './support/screen-change';
import { ZOOMED_PHONES, zoomed } from './support/zoom';

// Mia plays an offline game's first hand on both zoomed phones at 200% (support/zoom.ts: 195x422
// and 180x320 CSS pixels), where the table is taller than the screen and scrolls above the sticky
// hand at its foot, with taps that give a button no focus, as Safari's do (support/safari-taps.ts):
// focus stays on the table's heading, where the move from the lobby put it. Each of her moves as
// it comes is hit where it shows, without her scrolling: the table scrolls a new move clear of
// the hand whether or not focus goes to it (use-table-focus.ts). Next shows whole. The bid and
// trump panels are taller than the screen above the hand there, so each shows from its top: its
// title and its first call (the one focus goes to at a table focus has entered), which Mia makes.
// The walk stops after a few tricks: the rest of the hand is more of the same. And a move that
// waits is not scrolled to again: at the practice table, Mia scrolls back up from a trick's Next to
// ask why an AI played its domino, and the table stays where she put it as the answer comes and
// goes (each a new drawing of the table, the same Next waiting).

const baseUrl = inject('baseUrl');
const newPhone = usePhones();

const PAGES = ZOOMED_PHONES.map((phone) => zoomed(phone, 2));
/** The practice table's page: the larger phone's (the smaller adds nothing to a check of the table's
 * scroll staying put). */
const PRACTICE_PAGE = zoomed(ZOOMED_PHONES[0], 2);
/** The tricks played: the first led by the bidder, then some led by whoever won the last. */
const TRICKS = 3;
/** The depth of the fades at the table's top and over the hand (use-table-focus.ts's FADE). */
const FADE = 36;
/** The AI's pause between moves: short, so the walk spends its time on Mia's side. */
const AI_PAUSE_MS = 100;

/** What must show as `moment` comes, named, the control Mia taps last: a panel's title and first
 * call on offer (not a toggle such as "Help me bid"), or Next. */
const shownAt = (page: Page, moment: 'bid' | 'trump' | 'next'): [string, Locator][] => {
  if (moment === 'next') return [['Next', page.getByRole('button', { name: 'Next', exact: true })]];
  const panel = page.getByRole('region', { name: moment === 'bid' ? 'Your bid' : 'Name trump' });
  return [
    [`${moment} panel's title`, panel.getByRole('heading')],
    [`${moment} panel's first call`, panel.locator('button:enabled:not([aria-expanded])').first()],
  ];
};

describe.each(PAGES)("a game on a $name page, with Safari's taps", (zoom) => {
  it(
    "shows the bid and trump panels and each trick's Next where they come, without a scroll",
    { timeout: 60_000 },
    async () => {
      const { context, page, errors } = await newPhone(zoom);
      // Seed 3, bidding low, gives Mia the bid and a hand that lasts (support/offline-game.ts).
      await context.addInitScript(
        `${fastAiOn(3)}; localStorage.setItem('texas42.aiDelayMs', '${AI_PAUSE_MS}')`,
      );
      await context.addInitScript(SAFARI_TAPS);
      await startOneHandGame(page, baseUrl);
      const problems: string[] = [];
      const checked: string[] = [];
      let nexts = 0;
      while (nexts < TRICKS) {
        const asked = await askedOf(page);
        const { moment } = asked;
        if (moment === 'bid' || moment === 'trump' || moment === 'next') {
          if (moment === 'next') nexts++;
          const named = (what: string) => (moment === 'next' ? `trick ${nexts}'s Next` : `the ${what}`);
          const shown = shownAt(page, moment);
          await atRest(page);
          for (const [what, target] of shown) {
            const missed = await missedWhereShown(target);
            checked.push(named(what));
            if (missed !== null) problems.push(`${named(what)}, as it came: ${missed}`);
          }
          // Where it missed, Mia scrolls to what she taps: how far she had to.
          const [what, control] = shown.at(-1)!;
          const scrolled = await scrollClear(page, control);
          if (typeof scrolled === 'string') problems.push(`${named(what)}: ${scrolled}`);
          else if (scrolled !== 0) problems.push(`${named(what)}: reached by a scroll of ${scrolled} px`);
          await control.tap();
        } else if (moment === 'play') await playFirstLegal(page);
        else if (moment === 'waiting') await screenChange(page);
        else throw new Error(`The hand ended before trick ${TRICKS}'s Next: ${moment}`);
        if (moment !== 'waiting') await tapShown(page, asked);
      }
      console.log(`${zoom.name}: checked ${checked.join(', ')}`);
      expect(problems).toEqual([]);
      expect(checked.slice(0, 4)).toEqual([
        "the bid panel's title",
        "the bid panel's first call",
        "the trump panel's title",
        "the trump panel's first call",
      ]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe(`the practice table on a ${PRACTICE_PAGE.name} page, with Safari's taps`, () => {
  it('leaves the table where Mia scrolled it while the same Next waits', async () => {
    const { context, page, errors } = await newPhone(PRACTICE_PAGE);
    const done = JSON.stringify(JSON.stringify(LESSONS.map((lesson) => lesson.id)));
    await context.addInitScript(`${FAST_AI}; localStorage.setItem('texas42.lessonsDone', ${done})`);
    await context.addInitScript(SAFARI_TAPS);
    await visit(page, baseUrl, '/learn');
    await page.getByRole('button', { name: 'Practice table: a game with hints' }).tap();
    await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
    await playUntil(page, ['next']);
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await atRest(page);
    await expect(missedWhereShown(next)).resolves.toBeNull();
    // Mia scrolls back up until the trick's first domino lies just clear of the hand: Next is
    // under the hand again, where a scroll to it would show.
    const why = page
      .getByRole('region', { name: /^Trick / })
      .getByRole('button', { name: /^Why AI / })
      .first();
    const table = page.locator('main');
    await why.evaluate((tile, fade) => {
      const hand = document.querySelector('[data-player-hand]')!;
      const by = tile.getBoundingClientRect().bottom + fade - hand.getBoundingClientRect().top;
      tile.closest('main')!.scrollBy({ top: by, behavior: 'instant' });
    }, FADE);
    const place = await table.evaluate((element) => element.scrollTop);
    await expect(missedWhereShown(next)).resolves.not.toBeNull();
    const reason = page.locator('#play-reason');
    await why.tap();
    await reason.waitFor();
    await atRest(page);
    await expect(table.evaluate((element) => element.scrollTop)).resolves.toBe(place);
    await why.tap();
    await reason.waitFor({ state: 'detached' });
    await atRest(page);
    await expect(table.evaluate((element) => element.scrollTop)).resolves.toBe(place);
    expect(errors).toEqual([]);
    await context.close();
  });
});
