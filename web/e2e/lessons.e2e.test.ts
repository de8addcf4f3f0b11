import { LESSONS, describeBid, judge, lessonById, parseDomino } from '@texas42/shared';
import type { Action, Lesson, LessonChoice, LessonStep } from '@texas42/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PHONE, reopenOffline, screenshot, visit, usePhones } from './browser';
import { missedWhereShown } from './support/hit-where-shown';
import { checkReach, resizeTo } from './support/reach';
import type { ReachOptions } from './support/reach';
import { screenChange } from './support/screen-change';

// A newcomer takes every lesson on the path in Chromium, offline: from the home screen's "Learn
// to play", each lesson dealt at the table feature's own table (the bid and trump panels, the
// hand, where a domino is played by two taps), every guided choice made as the lesson asks, the
// other decisions their own, and on to the next lesson from each lesson's end. Once per lesson
// they choose wrong first (at the first step with words of its own for a wrong choice, else the
// first step), on a 360x640 phone, and the explanation is read off the screen, word for word the
// lesson's. The rest is played at 390x844. The network is cut and the app
// reloaded from its cache before the first lesson. Every guided step, every explanation (wholly on
// the screen) and every lesson's end are checked for reach at 390x844, 360x640 and 740x360 (at the
// table with its own checks too: the whole hand on the screen, nothing over the score; and the
// step's words and the control it asks for, at a bid or a trump the prompt under its panel too,
// shown whole where they stand, a tap on each landing on it without scrolling). The taps and the time are printed. After the last
// lesson the practice table opens, hints on. (The rule book has its own test: rules.e2e.test.ts.)
// On a 360 px phone no domino's name ("6-6") in a lesson's words or the rule book breaks across
// two lines. A lesson left a few moves in for the rule book (the table's menu), then come back to
// with the phone's Back, is where it was, and so after a reload: the same step, hand and table.

const baseUrl = inject('baseUrl');
const newPhone = usePhones();
/** A small phone: the lesson's words and the bid panel do not fit over the hand at once. */
const SMALL_PHONE = { width: 360, height: 640 } as const;
const SIZES = [PHONE, SMALL_PHONE, { width: 740, height: 360 }] as const;
/** The AI's pause between moves: short, so the walk spends its time on the student's side. */
const AI_PAUSE_MS = 100;
/** How long each hint is held back once in (offline-storage.ts): a step is checked while its hint
 * is still to come, as on a slow phone, whatever the speed of the machine running the walk. */
const HINT_DELAY_MS = 1000;

/** Milliseconds spent in the reach checks, left out of the newcomer's time. */
let checkingMs = 0;

/** The reach problems at every size (in the order of `sizes`), and those of the things that must
 * show whole where they stand (`shown`: missedWhereShown), timed apart from the newcomer's play. */
const reachChecked = async (
  page: Page,
  options: ReachOptions = {},
  shown: readonly Locator[] = [],
  sizes: readonly (typeof SIZES)[number][] = SIZES,
) => {
  const from = Date.now();
  const problems: string[] = [];
  for (const size of sizes) {
    await resizeTo(page, size);
    const at = `${size.width}x${size.height}`;
    problems.push(...(await checkReach(page, options)).problems.map((problem) => `${at}: ${problem}`));
    for (const target of shown) {
      const missed = await missedWhereShown(target);
      if (missed !== null) problems.push(`${at}: ${missed}`);
    }
  }
  // Back at the phone's size and drawn there (the hand measures itself as it is drawn) before the
  // next tap: a tap aimed while the hand was still laid out for the last size can land beside it.
  await resizeTo(page, PHONE);
  checkingMs += Date.now() - from;
  return { problems };
};

/** The sizes at which `target` is not wholly on the screen (before any scrolling). */
const wholeAtSizes = async (page: Page, target: Locator): Promise<string[]> => {
  const from = Date.now();
  const cut: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const box = await target.boundingBox();
    const whole =
      box !== null &&
      box.x >= 0 &&
      box.y >= 0 &&
      box.x + box.width <= size.width &&
      box.y + box.height <= size.height;
    if (!whole) cut.push(`${size.width}x${size.height}: ${JSON.stringify(box)}`);
  }
  await resizeTo(page, PHONE);
  checkingMs += Date.now() - from;
  return cut;
};

/** The action a lesson's choice makes for seat 0. */
const actionOf = (choice: LessonChoice): Action =>
  choice.type === 'play'
    ? { type: 'play', seat: 0, domino: parseDomino(choice.domino)! }
    : { ...choice, seat: 0 };

/** The table's hand: one button per domino. */
const handOf = (page: Page): Locator => page.getByRole('list', { name: 'Your hand' });

/** The bid or trump panel, while one is up. */
const panelOf = (page: Page): Locator => page.getByRole('region', { name: /^(Your bid|Name trump)$/ });

/** The button that makes `choice` on the lesson's table. */
const buttonFor = (page: Page, choice: LessonChoice): Locator => {
  if (choice.type === 'play') return handOf(page).locator(`button:has([data-domino="${choice.domino}"])`);
  // The words the button is named by: "Pass", "30", "1 mark", "Splash, 2 marks", "Sixes, 3 in hand".
  const label =
    choice.type === 'pass'
      ? 'Pass'
      : choice.type === 'bid'
        ? describeBid(choice).replace(/ \(.*/, '')
        : choice.trump;
  return panelOf(page).getByRole('button', { name: new RegExp(`^${label}(,|$)`, 'i') });
};

/** The turn bar's prompt over the hand: "Your bid.", "Your lead." (focus waits there). */
const promptOf = (page: Page): Locator => page.locator('main [data-focus-park]');

/** The words in each team's box in the score: its name, marks and points. */
const teamScores = (page: Page): Promise<string[]> =>
  page.getByRole('region', { name: 'Score' }).locator('[data-team]').allInnerTexts();

/** The sentences the table's live log holds now (the last few of this hand), oldest first. */
const saidOf = (page: Page): Promise<string[]> =>
  page.locator('[role="log"][aria-label="Table announcements"] p').allTextContents();

/** The hand's end as the table says it: "You made 30: 34 points, 4 to spare; …". */
const HAND_END_SAID = / (made|was set|were set) .+: /;

/** The lesson's words over the table: the step's, and the explanation of a wrong choice. */
const wordsOf = (page: Page): Locator => page.locator('section[aria-label^="Lesson: "]');

/** Makes `choice`: a call is one tap; a domino is played by two, the first lifting it. */
const make = async (page: Page, choice: LessonChoice, tap: (target: Locator) => Promise<void>) => {
  const button = buttonFor(page, choice);
  if (choice.type === 'play') await tap(button);
  await tap(button);
};

/** A choice the step calls wrong, among the buttons on the screen. */
const wrongChoiceOf = async (page: Page, step: LessonStep): Promise<LessonChoice> => {
  const first = step.expect[0]!;
  if (first.type === 'pass') {
    // The lowest point bid the table offers now.
    const lowest = page.getByRole('group', { name: 'Point bids' }).locator('button:enabled').first();
    await lowest.waitFor({ timeout: 5000 }).catch(async () => {
      throw new Error(`No bid to choose: ${await page.locator('main').innerText()}`);
    });
    return { type: 'bid', kind: 'points', value: Number(await lowest.textContent()) };
  }
  if (first.type === 'bid') return { type: 'pass' };
  if (first.type === 'select-trump')
    return step.wrongFor?.[0]?.choice ?? { type: 'select-trump', trump: 'blanks' };
  return step.wrongFor?.[0]?.choice ?? first;
};

describe('the lessons', () => {
  it('walk a newcomer from the home screen through every lesson, offline', { timeout: 600_000 }, async () => {
    const { context, page, errors } = await newPhone();
    await context.addInitScript(
      `localStorage.setItem('texas42.aiDelayMs', '${AI_PAUSE_MS}'); localStorage.setItem('texas42.hintDelayMs', '${HINT_DELAY_MS}')`,
    );
    await visit(page, baseUrl, '/');
    await reopenOffline(context, page);
    await page.locator('main').first().waitFor();

    let taps = 0;
    const tap = async (target: Locator) => {
      taps++;
      await target.tap();
    };
    const started = Date.now();
    await tap(page.getByRole('link', { name: 'New to 42? Learn to play' }));
    await tap(page.getByRole('link', { name: `Start: ${LESSONS[0]!.title}` }));

    for (const lesson of LESSONS) {
      await walkLesson(page, lesson, tap);
      const end = page.getByRole('heading', { name: `${lesson.title}: done` });
      await end.waitFor();
      for (const line of lesson.summary) await page.getByText(line).waitFor();
      const reach = await reachChecked(page);
      expect(reach.problems, `${lesson.id}, its end`).toEqual([]);
      const next = page.getByRole('link', { name: /^Next lesson: / });
      if ((await next.count()) > 0) await tap(next);
    }
    const seconds = (Date.now() - started - checkingMs) / 1000;
    console.log(
      `lessons: ${LESSONS.length} done in ${taps} taps and ${seconds.toFixed(1)} s of play ` +
        `(AI pause ${AI_PAUSE_MS} ms; reach checks ${(checkingMs / 1000).toFixed(1)} s besides)`,
    );

    // Progress is kept on the phone: the path shows every lesson done and suggests none.
    await page.getByRole('link', { name: 'All lessons done' }).tap();
    await page.getByRole('status').filter({ hasText: 'You have finished every lesson' }).waitFor();
    expect(await page.getByRole('link', { name: / ✓$/ }).count()).toBe(LESSONS.length);

    // After the last lesson, the practice table: a whole game against the Beginner AI, offline,
    // with the hinter's advice on the player's turn.
    await page.getByRole('button', { name: 'Practice table: a game with hints' }).tap();
    await page.getByText(/^Hint: (?!working it out)/).waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keep every domino's name whole on a line, and so does the rule book, on a 360 px phone", async () => {
    const { context, page, errors } = await newPhone(SMALL_PHONE);
    const broken: string[] = [];
    for (const lesson of LESSONS) {
      await visit(page, baseUrl, `/learn/${lesson.id}`);
      await page.getByRole('heading', { name: lesson.title, exact: true }).waitFor();
      broken.push(...(await brokenNames(page)).map((name) => `${lesson.id}: ${name}`));
    }
    await visit(page, baseUrl, '/rules');
    await page.getByRole('heading', { name: 'The rules of 42' }).waitFor();
    broken.push(...(await brokenNames(page)).map((name) => `rules: ${name}`));
    expect(broken).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keep a lesson where it was through a look at the rule book, and through a reload', async () => {
    const { context, page, errors } = await newPhone();
    await context.addInitScript(`localStorage.setItem('texas42.aiDelayMs', '${AI_PAUSE_MS}')`);
    const lesson = lessonById('tricks')!;
    const [bid, firstTrick, secondTrick] = lesson.steps;
    await visit(page, baseUrl, `/learn/${lesson.id}`);
    await page.getByRole('button', { name: 'Deal the hand' }).tap();
    // A few moves in: a pass, a domino played to the first trick and its Next, the second step asked.
    for (const step of [bid!, firstTrick!]) {
      await wordsOf(page).filter({ hasText: step.say }).waitFor();
      await make(page, step.expect[0]!, (target) => target.tap());
    }
    await page.getByRole('button', { name: 'Next', exact: true }).tap();
    await wordsOf(page).filter({ hasText: secondTrick!.say }).waitFor();
    const before = await lessonShown(page);
    expect(before.hand).toHaveLength(6);

    await page.getByRole('button', { name: 'Table menu' }).tap();
    await page
      .getByRole('dialog', { name: 'Table menu' })
      .getByRole('link', { name: 'The rules of 42' })
      .tap();
    await page.getByRole('heading', { name: 'The rules of 42' }).waitFor();
    await page.goBack();
    await expect(lessonShown(page), 'back from the rule book').resolves.toEqual(before);
    await page.reload();
    await expect(lessonShown(page), 'after a reload').resolves.toEqual(before);
    // And it plays on from there.
    await make(page, secondTrick!.expect[0]!, (target) => target.tap());
    await wordsOf(page).filter({ hasText: secondTrick!.say }).waitFor({ state: 'detached' });
    await expect(handOf(page).locator('button').count()).resolves.toBe(5);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** What a lesson shows once its screen is back: its step and words, the hand, the dominoes on the
 * table and the score (or, a lesson dealt again, its introduction: no step, no hand). */
const lessonShown = async (page: Page) => {
  const dealAgain = page.getByRole('button', { name: 'Deal the hand' });
  await page.locator('[data-lesson-step]').or(dealAgain).first().waitFor();
  return page.evaluate(() => {
    const dominoes = (within: string) =>
      [...document.querySelectorAll(`${within} [data-domino]`)].map((d) => d.getAttribute('data-domino'));
    const hand = dominoes('[aria-label="Your hand"]');
    return {
      step: document.querySelector('[data-lesson-step]')?.getAttribute('data-lesson-step') ?? null,
      words: document.querySelector('section[aria-label^="Lesson: "]')?.textContent ?? null,
      hand,
      table: dominoes('main').filter((domino) => !hand.includes(domino)),
      score: document.querySelector('section[aria-label="Score"]')?.textContent ?? null,
    };
  });
};

/** The domino names ("6-6") in the page's words that break across two lines. */
const brokenNames = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const broken: string[] = [];
    const words = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = words.nextNode(); node !== null; node = words.nextNode())
      for (const name of node.textContent!.matchAll(/\b\d-\d\b/g)) {
        const range = document.createRange();
        range.setStart(node, name.index);
        range.setEnd(node, name.index + name[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(`${name[0]} in "${node.textContent}"`);
      }
    return broken;
  });

/** What the lesson's screen shows now, read in one go: the page's state can change between two
 * separate reads (an AI move lands), and a decision taken on two reads of two states once passed
 * in a bid the lesson guides ("a lesson showed bids not of its deal"). */
interface Screen {
  readonly done: boolean;
  /** The step box's moment, if a guided step is shown. */
  readonly at: string | null;
  /** The button that moves the table on, if one may be tapped: "Next" after a trick; after the
   * last, the hand's result and its own, which leads to the lesson's end ("Finish the lesson"; a
   * game's names are taken too, so that one is reported rather than waited for). */
  readonly next: string | null;
  readonly calls: number;
  readonly playable: number;
  readonly text: string;
}

/** One reading of the lesson's screen. */
const screenOf = (page: Page, title: string): Promise<Screen> =>
  page.evaluate((doneTitle) => {
    const main = document.querySelector('main');
    const buttons = (selector: string) => [...document.querySelectorAll<HTMLButtonElement>(selector)];
    return {
      done: [...document.querySelectorAll('h1')].some((h) => h.textContent === doneTitle),
      at: document.querySelector('[data-lesson-step]')?.getAttribute('data-lesson-step') ?? null,
      next:
        buttons('main button:enabled')
          .map((b) => b.textContent ?? '')
          .find((name) => /^(Next|Next hand|See the result|Finish the lesson)$/.test(name)) ?? null,
      calls: buttons(
        'section[aria-label="Your bid"] button:enabled, section[aria-label="Name trump"] button:enabled',
      ).length,
      playable: buttons('[aria-label="Your hand"] button:enabled').length,
      text: (main?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 160),
    };
  }, `${title}: done`);

/** Plays one lesson from its intro to its end screen. */
async function walkLesson(page: Page, lesson: Lesson, tap: (target: Locator) => Promise<void>) {
  await page.getByRole('heading', { name: lesson.title, exact: true }).waitFor();
  await page.getByText(lesson.goal).waitFor();
  await tap(page.getByRole('button', { name: 'Deal the hand' }));
  const guided = new Set<string>();
  const seen: string[] = [];
  // The step where the newcomer errs once: the first with words of its own for a wrong choice.
  const erring = lesson.steps.find((s) => s.wrongFor !== undefined) ?? lesson.steps[0];
  for (let round = 0; round < 600; round++) {
    // Every decision below is taken on this one reading. The student's turn (a step, the calls,
    // the hand, Next) waits for the student, so it is still there when the tap lands.
    const screen = await screenOf(page, lesson.title);
    if (screen.done) break;
    const step = lesson.steps.find((s) => String(s.at) === screen.at);
    seen.push(`${screen.at}|${screen.text}`);
    if (step && !guided.has(String(step.at))) {
      await page.getByText(step.say).waitFor();
      // A lesson is one hand: the score says so, not what a game is played to, and each team
      // shows its points alone, no marks in a game there is none of.
      const score = await page.getByRole('region', { name: 'Score' }).innerText();
      expect(score, `${lesson.id}, its score`).toContain('Lesson · one hand');
      expect(score, `${lesson.id}, its score`).not.toContain('Game to');
      const pointsAlone = expect.not.stringMatching(/mark/i);
      await expect(teamScores(page), `${lesson.id}, its score`).resolves.toEqual([pointsAlone, pointsAlone]);
      if (guided.size === 0) {
        // Read aloud (the R key, as a listening player asks), the score is the same: this hand's
        // points, at a table of one hand.
        await page.keyboard.press('r');
        const read = async () => (await saidOf(page)).filter((line) => line.startsWith('Score this hand:'));
        await expect.poll(read, { message: `${lesson.id}, its score read aloud` }).toHaveLength(1);
        expect((await read())[0], `${lesson.id}, its score read aloud`).toMatch(
          /^Score this hand: us \d+, them \d+\. Playing one hand\.$/,
        );
      }
      // The lesson's words stand alone: no hint beside them, nor the line saying one is coming.
      await expect(page.getByText(/^Hint:/).count(), `${lesson.id}, its step at ${step.at}`).resolves.toBe(0);
      // The step shows whole where it stands: its words, which say what to do, and the control it
      // asks for. At a play that is a tile of the hand, always in view: the prompt just over the
      // hand only says whose turn it is, and where both do not fit (a small phone) the words come
      // first (use-table-focus.ts). At a bid or a trump the prompt under the panel shows whole
      // too: "Your bid: beat 30." says what the panel's buttons must beat.
      const asked = buttonFor(page, step.expect[0]!);
      const call = step.expect[0]!.type !== 'play';
      const reach = await reachChecked(page, { handInView: true, scoreUncovered: true }, [
        wordsOf(page),
        asked,
        ...(call ? [promptOf(page)] : []),
      ]);
      expect(reach.problems, `${lesson.id}, its step at ${step.at}`).toEqual([]);
      if (step === erring) {
        // One wrong choice: it is explained in the lesson's own words and not played.
        const wrong = await wrongChoiceOf(page, step);
        const verdict = judge(step, actionOf(wrong));
        expect(verdict.kind).toBe('wrong');
        // Made on the small phone, where the explanation arriving pushes the table down under the
        // hand: it is checked there first, as it came, before any resizing.
        await resizeTo(page, SMALL_PHONE);
        await make(page, wrong, tap);
        const alert = page.getByRole('alert');
        await alert.waitFor().catch(async (error: Error) => {
          // Say which side is wrong: a lifted tile other than the one tapped means a tap landed
          // beside its aim; the tapped one lifted, that its second tap was not taken.
          const lifted = await handOf(page)
            .locator('button[aria-pressed="true"] [data-domino]')
            .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-domino')));
          throw new Error(
            `${lesson.id}, its step at ${step.at}: tapped ${JSON.stringify(wrong)} and no explanation ` +
              `came; lifted: ${JSON.stringify(lifted)}; ${(await screenOf(page, lesson.title)).text}`,
            { cause: error },
          );
        });
        await expect(alert.textContent()).resolves.toBe(verdict.kind === 'wrong' ? verdict.why : '');
        // The explanation beside the step on the table, the most it ever holds: everything still in
        // reach, the asked control still shown whole, and the explanation wholly on the screen, at
        // every size.
        const reach = await reachChecked(
          page,
          { handInView: true, scoreUncovered: true },
          [asked],
          [SMALL_PHONE, ...SIZES.filter((size) => size !== SMALL_PHONE)],
        );
        expect(reach.problems, `${lesson.id}, its explanation`).toEqual([]);
        await expect(wholeAtSizes(page, alert)).resolves.toEqual([]);
        // The README's picture of a lesson: the count, its first play, and the 5-5 explained.
        if (lesson.id === 'count') await screenshot(page, 'lesson');
      }
      guided.add(String(step.at));
      await make(page, step.expect[0]!, tap);
      await page
        .locator('[data-lesson-step]')
        .filter({ hasText: step.say })
        .waitFor({ state: 'detached' })
        .catch(async (error: Error) => {
          // Say which side is wrong: an explanation on the screen means the table took another
          // choice than the one tapped (a tap that landed elsewhere), none that it took no choice.
          const said = await page.getByRole('alert').allTextContents();
          throw new Error(
            `${lesson.id}, its step at ${step.at}: tapped ${JSON.stringify(step.expect[0])}; ` +
              `the table says ${JSON.stringify(said)}; ${(await screenOf(page, lesson.title)).text}`,
            { cause: error },
          );
        });
      continue;
    }
    if (screen.next !== null && screen.next !== 'Next') {
      // The hand's result. The hand's end was said with this hand's points, not the marks of a
      // game there is none of.
      await expect
        .poll(async () => (await saidOf(page)).filter((line) => HAND_END_SAID.test(line)), {
          message: `${lesson.id}, its hand's end said`,
        })
        .toEqual([expect.stringMatching(/: .+; us \d+ points?, them \d+\.$/)]);
      // Its button says where it leads: to the lesson's end, not to a next hand.
      expect(screen.next, `${lesson.id}, its hand's result`).toBe('Finish the lesson');
    }
    if (screen.next !== null) await tap(page.getByRole('button', { name: screen.next, exact: true }));
    else if (screen.calls > 0) {
      // A call the lesson leaves to the student: pass if they may, else the first one offered.
      const pass = panelOf(page).getByRole('button', { name: 'Pass', exact: true });
      await tap((await pass.isEnabled()) ? pass : panelOf(page).locator('button:enabled').first());
    } else if (screen.playable > 0) await playOwnChoice(page, tap);
    else await screenChange(page);
  }
  expect([...guided].sort(), `${lesson.id}: ${[...new Set(seen)].join('\n')}`).toEqual(
    lesson.steps.map((s) => String(s.at)).sort(),
  );
}

/** A play the lesson leaves to the student: the first domino the table lets them play (only the
 * legal ones are enabled), lifted and played. */
async function playOwnChoice(page: Page, tap: (target: Locator) => Promise<void>) {
  const before = await handOf(page).locator('button').count();
  const tile = handOf(page).locator('button:enabled').first();
  await tap(tile);
  await tap(tile);
  await page.waitForFunction(
    (n) => document.querySelectorAll('[aria-label="Your hand"] button').length < n,
    before,
  );
}
