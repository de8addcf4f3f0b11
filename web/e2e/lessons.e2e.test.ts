import { LESSONS, judge, parseDomino } from '@texas42/shared';
import type { Action, Lesson, LessonChoice, LessonStep } from '@texas42/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PHONE, visit, usePhones } from './browser';
import { reachAtSizes } from './support/reach';

// A newcomer takes every lesson on the path in Chromium, offline: from the home screen's "Learn
// to play", each lesson dealt, every guided choice made as the lesson asks, one wrong choice per
// lesson first (its explanation read off the screen, word for word the lesson's), the other
// decisions their own, and on to the next lesson from each lesson's end. The network is cut and
// the app reloaded from its cache before the first lesson. Every lesson's first guided step and
// its end are checked for reach at 390x844 and 740x360. The taps and the time are printed.

const baseUrl = inject('baseUrl');
const newPhone = usePhones();
const SIZES = [PHONE, { width: 740, height: 360 }] as const;
/** The AI's pause between moves: short, so the walk spends its time on the student's side. */
const AI_PAUSE_MS = 100;

/** The action a lesson's choice makes for seat 0. */
const actionOf = (choice: LessonChoice): Action =>
  choice.type === 'play'
    ? { type: 'play', seat: 0, domino: parseDomino(choice.domino)! }
    : { ...choice, seat: 0 };

/** The button that makes `choice` on the lesson's table. */
const buttonFor = (page: Page, choice: LessonChoice): Locator => {
  const hand = page.getByRole('group', { name: 'Your hand' });
  if (choice.type === 'play') return hand.locator(`button:has([data-domino="${choice.domino}"])`);
  const label = choice.type === 'pass' ? 'Pass' : choice.type === 'bid' ? String(choice.value) : choice.trump;
  return page.getByRole('button', { name: new RegExp(`^${label}$`, 'i') });
};

/** A choice the step calls wrong, among the buttons on the screen. */
const wrongChoiceOf = (step: LessonStep): LessonChoice => {
  const first = step.expect[0]!;
  if (first.type === 'pass') return { type: 'bid', kind: 'points', value: 30 };
  if (first.type === 'bid') return { type: 'pass' };
  if (first.type === 'select-trump')
    return step.wrongFor?.[0]?.choice ?? { type: 'select-trump', trump: 'blanks' };
  return step.wrongFor?.[0]?.choice ?? first;
};

describe('the lessons', () => {
  it('walk a newcomer from the home screen through every lesson, offline', { timeout: 600_000 }, async () => {
    const { context, page, errors } = await newPhone();
    await context.addInitScript(`localStorage.setItem('texas42.aiDelayMs', '${AI_PAUSE_MS}')`);
    await visit(page, baseUrl, '/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.reload();
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
      const reach = await reachAtSizes(page, SIZES);
      expect(reach.problems, `${lesson.id}, its end`).toEqual([]);
      await page.setViewportSize(PHONE);
      const next = page.getByRole('link', { name: /^Next lesson: / });
      if ((await next.count()) > 0) await tap(next);
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `lessons: ${LESSONS.length} done in ${taps} taps and ${seconds.toFixed(1)} s (AI pause ${AI_PAUSE_MS} ms)`,
    );

    // Progress is kept on the phone: the path shows every lesson done and suggests none.
    await page.getByRole('link', { name: 'All lessons done' }).tap();
    await page.getByRole('status').filter({ hasText: 'You have finished every lesson' }).waitFor();
    expect(await page.getByRole('link', { name: / ✓$/ }).count()).toBe(LESSONS.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the rule book one tap from home, the dominoes drawn, within reach', async () => {
    const { context, page, errors } = await newPhone();
    await visit(page, baseUrl, '/');
    await page.getByRole('link', { name: 'The rules', exact: true }).tap();
    await page.getByRole('heading', { name: 'The rules of 42' }).waitFor();
    await expect(page.locator('main [data-domino="6-4"]').count()).resolves.toBeGreaterThan(0);
    await page.getByText(/^Nello: Off, On, doubles their own suit/).waitFor();
    const reach = await reachAtSizes(page, SIZES);
    expect(reach.problems).toEqual([]);
    expect(reach.fewestChecked).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Plays one lesson from its intro to its end screen. */
async function walkLesson(page: Page, lesson: Lesson, tap: (target: Locator) => Promise<void>) {
  await page.getByRole('heading', { name: lesson.title, exact: true }).waitFor();
  await page.getByText(lesson.goal).waitFor();
  await tap(page.getByRole('button', { name: 'Deal the hand' }));
  const done = page.getByRole('heading', { name: `${lesson.title}: done` });
  const guided = new Set<string>();
  let erred = false;
  for (let round = 0; round < 600 && (await done.count()) === 0; round++) {
    const stepBox = page.locator('[data-lesson-step]');
    const at = (await stepBox.count()) > 0 ? await stepBox.getAttribute('data-lesson-step') : null;
    const step = lesson.steps.find((s) => String(s.at) === at);
    if (step && !guided.has(String(step.at))) {
      await page.getByText(step.say).waitFor();
      if (!erred) {
        const reach = await reachAtSizes(page, SIZES);
        expect(reach.problems, `${lesson.id}, its first step`).toEqual([]);
        await page.setViewportSize(PHONE);
        // One wrong choice: it is explained in the lesson's own words and not played.
        const wrong = wrongChoiceOf(step);
        const verdict = judge(step, actionOf(wrong));
        expect(verdict.kind).toBe('wrong');
        await tap(buttonFor(page, wrong));
        const alert = page.getByRole('alert');
        await alert.waitFor();
        await expect(alert.textContent()).resolves.toBe(verdict.kind === 'wrong' ? verdict.why : '');
        erred = true;
      }
      guided.add(String(step.at));
      await tap(buttonFor(page, step.expect[0]!));
      await stepBox.filter({ hasText: step.say }).waitFor({ state: 'detached' });
      continue;
    }
    const next = page.getByRole('button', { name: 'Next', exact: true });
    if ((await next.count()) > 0) {
      await tap(next);
      continue;
    }
    const calls = page.getByRole('group', { name: /^(Your bid|Name trump)$/ }).getByRole('button');
    const playable = page.getByRole('group', { name: 'Your hand' }).locator('button:enabled');
    if ((await calls.count()) > 0) await tap(calls.first());
    else if ((await playable.count()) > 0) await playOwnChoice(page, playable, tap);
    else await page.waitForTimeout(50);
  }
  if (guided.size !== lesson.steps.length) await page.screenshot({ path: '/tmp/lesson-fail.png' });
  expect([...guided].sort(), lesson.id).toEqual(lesson.steps.map((s) => String(s.at)).sort());
}

/** A play the lesson leaves to the student: the first domino the table takes. */
async function playOwnChoice(page: Page, playable: Locator, tap: (target: Locator) => Promise<void>) {
  const count = await playable.count();
  for (let i = 0; i < count; i++) {
    const before = await page.getByRole('group', { name: 'Your hand' }).locator('button').count();
    await tap(playable.nth(i));
    const refused = page.getByRole('alert');
    const moved = await page
      .waitForFunction(
        (n) => document.querySelectorAll('[aria-label="Your hand"] button').length < n,
        before,
        { timeout: 1500 },
      )
      .then(() => true)
      .catch(() => false);
    if (moved || (await refused.count()) === 0) return;
  }
}
