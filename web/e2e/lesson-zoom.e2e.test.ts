import { lessonById } from '@texas42/shared';
import type { Lesson, LessonChoice } from '@texas42/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { visit, usePhones } from './browser';
import { atRest } from './support/at-rest';
import { missedWhereShown } from './support/hit-where-shown';
import { SAFARI_TAPS } from './support/safari-taps';
import { screenChange } from './support/screen-change';
import { scrollClear } from './support/scroll-clear';
import { ZOOMED_PHONES, zoomed } from './support/zoom';

// A newcomer takes the trump lesson (a bid, a trump, two plays, a trick's Next between them) on
// both zoomed phones at 200% (support/zoom.ts: 195x422 and 180x320 CSS pixels), where the table
// is taller than the screen and scrolls above the sticky hand at its foot. At every guided step,
// as it begins, the top of the lesson's words (which say what to do) is on the screen: below the
// table's top and its fade, and not under the hand. The control the step asks for may sit under
// the hand where the words and it do not both fit above it: the player scrolls the table (not the
// window; the hand stays put) until it is clear, and taps it there, which takes the words off the
// screen until the table brings them back. How far each one took is printed. Each page is walked
// twice, from the lesson's own address: with Chromium's taps, which focus the button tapped, so
// the table moves focus (and scrolls) at each move; and with taps that give a button no focus, as
// Safari's do (support/safari-taps.ts), so focus never enters the table and it moves none
// (use-table-focus.ts): there the table scrolls for each move as it comes, and the words come back
// as they change. With either taps each trick's Next shows whole where it comes, hit without a
// scroll (between steps the words are the standing goal, and Next comes first).

const baseUrl = inject('baseUrl');
const newPhone = usePhones();

const LESSON: Lesson = lessonById('trump')!;
const PAGES = ZOOMED_PHONES.map((phone) => zoomed(phone, 2));
/** The AI's pause between moves: short, so the walk spends its time on the student's side. */
const AI_PAUSE_MS = 100;
/** The depth of the fade at the table's top (use-table-focus.ts's FADE), which washes out what lies
 * less deep, less a pixel: a table scrolled to a fraction of a pixel stops on a whole one. */
const FADE = 35;

/** The lesson's words over the table: the step's, or the lesson's goal between steps. */
const WORDS = 'section[aria-label^="Lesson: "]';

/** Where the top of the lesson's words is off the screen or covered, in words a failing test can
 * print; null when it shows. Measured once the table is at rest, its scrolling done. */
const wordsTopMissed = async (page: Page): Promise<string | null> => {
  await atRest(page);
  return page.evaluate(
    ({ selector, fade }) =>
      new Promise<string | null>((resolve) =>
        // Two frames: the table's own scrolling (its observers, its effects) has run.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const words = document.querySelector<HTMLElement>(selector);
            const table = document.querySelector<HTMLElement>('main');
            if (words === null || table === null) return resolve('there are no lesson words');
            const box = words.getBoundingClientRect();
            const top = table.getBoundingClientRect().top + fade;
            const place = `(the table scrolled ${table.scrollTop} px)`;
            if (box.top < top) return resolve(`its top is at y ${box.top.toFixed(1)}, above ${top} ${place}`);
            const x = box.left + box.width / 2;
            const hit = document.elementFromPoint(x, box.top + 2);
            if (hit === null || !words.contains(hit))
              return resolve(
                `its top (${x | 0}, ${box.top | 0}) lands on ${hit?.tagName.toLowerCase()} ` +
                  `"${hit?.getAttribute('aria-label') ?? ''}" ${place}`,
              );
            resolve(null);
          }),
        ),
      ),
    { selector: WORDS, fade: FADE },
  );
};

/** The button that makes `choice`: a call in the bid or trump panel, or a domino of the hand. */
const buttonFor = (page: Page, choice: LessonChoice): Locator => {
  if (choice.type === 'play')
    return page
      .getByRole('list', { name: 'Your hand' })
      .locator(`button:has([data-domino="${choice.domino}"])`);
  const panel = page.getByRole('region', { name: /^(Your bid|Name trump)$/ });
  if (choice.type === 'pass') return panel.getByRole('button', { name: 'Pass', exact: true });
  const label = choice.type === 'bid' ? String(choice.value) : choice.trump;
  return panel.getByRole('button', { name: new RegExp(`^${label}(,|$)`, 'i') });
};

/** What the lesson's screen asks for now, read in one go. */
const screenOf = (page: Page) =>
  page.evaluate(() => {
    const enabled = (selector: string) => [...document.querySelectorAll<HTMLButtonElement>(selector)];
    return {
      done: document.querySelector('h1')?.textContent?.endsWith(': done') ?? false,
      at: document.querySelector('[data-lesson-step]')?.getAttribute('data-lesson-step') ?? null,
      next: enabled('main button:enabled').some((button) => button.textContent === 'Next'),
      finish: enabled('button:enabled').some((button) => button.textContent === 'Finish the lesson'),
      calls: enabled(
        'section[aria-label="Your bid"] button:enabled, section[aria-label="Name trump"] button:enabled',
      ).length,
      playable: enabled('[aria-label="Your hand"] button:enabled').length,
    };
  });

const WALKS = PAGES.flatMap((zoom) => [
  { zoom, taps: "Chromium's taps", focusing: true },
  { zoom, taps: "Safari's taps", focusing: false },
]);

describe.each(WALKS)('the trump lesson on a $zoom.name page, $taps', ({ zoom, taps, focusing }) => {
  it(
    "shows each step's words as it begins, and its control within a scroll",
    { timeout: 120_000 },
    async () => {
      const { context, page, errors } = await newPhone(zoom);
      await context.addInitScript(`localStorage.setItem('texas42.aiDelayMs', '${AI_PAUSE_MS}')`);
      if (!focusing) await context.addInitScript(SAFARI_TAPS);
      await visit(page, baseUrl, `/learn/${LESSON.id}`);
      await page.getByRole('button', { name: 'Deal the hand' }).tap();
      const problems: string[] = [];
      const reached: string[] = [];
      const guided = new Set<string>();
      let nexts = 0;
      /** Checks the words' top at `moment` if `read`, then scrolls `target` clear of the hand and
       * taps it (`times` times). */
      const reachAndTap = async (moment: string, target: Locator, { read = true, times = 1 } = {}) => {
        const missed = read ? await wordsTopMissed(page) : null;
        if (missed !== null) problems.push(`${moment}: the lesson's words: ${missed}`);
        const scrolled = await scrollClear(page, target);
        if (typeof scrolled === 'string') return problems.push(`${moment}: ${scrolled}`);
        reached.push(`${moment} ${scrolled} px`);
        for (let tap = 0; tap < times; tap++) await target.tap();
      };
      for (let round = 0; round < 300; round++) {
        const screen = await screenOf(page);
        if (screen.done) break;
        const step = LESSON.steps.find((s) => String(s.at) === screen.at);
        if (step !== undefined && !guided.has(screen.at!)) {
          await page.getByText(step.say).waitFor();
          const choice = step.expect[0]!;
          // A domino is played by two taps, the first lifting it.
          const times = choice.type === 'play' ? 2 : 1;
          await reachAndTap(`its step at ${step.at}`, buttonFor(page, choice), { times });
          guided.add(screen.at!);
          await page
            .locator('[data-lesson-step]')
            .filter({ hasText: step.say })
            .waitFor({ state: 'detached' });
        } else if (screen.next) {
          nexts++;
          const next = page.getByRole('button', { name: 'Next', exact: true });
          await atRest(page);
          const missed = await missedWhereShown(next);
          if (missed !== null) problems.push(`trick ${nexts}'s Next, as it came: ${missed}`);
          await reachAndTap(`trick ${nexts}'s Next`, next, { read: false });
        } else if (screen.finish) await page.getByRole('button', { name: 'Finish the lesson' }).tap();
        else if (screen.calls > 0 || screen.playable > 0) {
          // A decision the lesson leaves to the student: the first the table offers.
          const own = page.locator(
            screen.calls > 0
              ? 'section[aria-label="Your bid"] button:enabled, section[aria-label="Name trump"] button:enabled'
              : '[aria-label="Your hand"] button:enabled',
          );
          await own.first().tap();
          if (screen.playable > 0) await own.first().tap();
          await screenChange(page);
        } else await screenChange(page);
      }
      console.log(`${zoom.name}, ${taps}: scrolled to reach ${reached.join(', ')}`);
      await page.getByRole('heading', { name: `${LESSON.title}: done` }).waitFor();
      expect(problems).toEqual([]);
      expect([...guided].sort()).toEqual(LESSON.steps.map((s) => String(s.at)).sort());
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
