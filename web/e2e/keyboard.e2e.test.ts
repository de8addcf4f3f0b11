import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { visit, usePhones } from './browser';
import { AS_DESIGNED, keepComfort } from './support/comfort';
import { activate, focusInside, focusName, hasFocus, reviewByKeyboard, tabTo } from './support/keyboard';
import {
  askedOf,
  FAST_AI,
  HAND_DONE,
  momentOf,
  playUntil,
  sayingLastMoves,
  startOneHandGame,
  tapShown,
} from './support/offline-game';
import type { Moment } from './support/offline-game';
import { screenChange } from './support/screen-change';

// The keyboard alone, at 390x844: every sheet is a real modal (focus lands on its title, Tab and
// Shift+Tab stay inside, a control behind it cannot take focus, Escape closes it and focus goes
// back to the button that opened it; a tap on the dimmed table closes it too), a result sheet
// takes focus as it appears and Escape lowers it, and a whole offline hand is played from the
// home screen to its result with Tab, Shift+Tab, Enter and the arrow keys, every sheet opened
// and closed on the way, and a lifted domino's focus ring shown whole; with the comfort setting's
// pause after each trick, focus goes to Next as the pause ends. The hand's review and the
// game's replay are stepped to their ends with Enter, focus staying on the step pressed.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

/** Opens a sheet from `opener` with the keyboard and proves it modal, then closes it with Escape. */
async function proveModal(page: Page, opener: Locator, title: string): Promise<void> {
  await activate(page, opener);
  const sheet = page.getByRole('dialog', { name: title });
  await sheet.waitFor();
  await expect.poll(() => focusName(page)).toBe(`h2 "${title}"`);
  const outside: string[] = [];
  for (const key of [...Array<string>(25).fill('Tab'), ...Array<string>(10).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    if (!(await focusInside(sheet))) outside.push(`${key} → ${await focusName(page)}`);
  }
  expect(outside).toEqual([]);
  // The table behind is inert: its controls take no focus, and a tap on one lands on the sheet's dialog.
  await opener.evaluate((button: HTMLElement) => button.focus());
  await expect(focusInside(sheet)).resolves.toBe(true);
  const covered = await opener.evaluate((button) => {
    const box = button.getBoundingClientRect();
    return (
      document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('dialog') !== null
    );
  });
  expect(covered).toBe(true);
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'detached' });
  await expect(hasFocus(opener)).resolves.toBe(true);
}

/** Proves the table menu modal, and its comfort page: focus moves to the new title. */
async function proveMenu(page: Page): Promise<void> {
  const opener = page.getByRole('button', { name: 'Table menu' });
  await proveModal(page, opener, 'Table menu');
  await activate(page, opener, { back: true });
  const menu = page.getByRole('dialog', { name: 'Table menu' });
  await activate(page, menu.getByRole('button', { name: 'Comfort: larger text and dominoes' }));
  await expect.poll(() => focusName(page)).toBe('h2 "Comfort"');
  await activate(page, page.getByRole('dialog').getByRole('button', { name: 'Back to the menu' }));
  await expect.poll(() => focusName(page)).toBe('h2 "Table menu"');
  await activate(page, menu.getByRole('button', { name: 'Close' }));
  await menu.waitFor({ state: 'detached' });
  await expect(hasFocus(opener)).resolves.toBe(true);
}

/** How long a pick may take to come back from the offline room in its worker. */
const ROOM_ANSWER_MS = 5_000;

/** Picks `label` in the focused native select with the arrow keys, one press at a time: each
 * pick goes to the room and comes back before the next (the select refuses a change while a pick
 * is on its way, aria-disabled, and React holds it at the room's old value until the offline
 * worker answers). It keeps focus all the while: it used to be `disabled`, and a clean-clone run on
 * a busy machine found the focus gone from it to the page after a pick. */
async function pickWithArrows(page: Page, select: Locator, label: string): Promise<void> {
  const at = () => select.evaluate((s: HTMLSelectElement) => s.selectedIndex);
  const target = await select.evaluate(
    (s: HTMLSelectElement, label) => [...s.options].findIndex((o) => o.label === label),
    label,
  );
  expect(target).toBeGreaterThanOrEqual(0);
  for (let from = await at(); from !== target; from = await at()) {
    await expect.poll(() => select.isEnabled(), { timeout: ROOM_ANSWER_MS }).toBe(true);
    // A keyboard user's focus stays on the select from one pick to the next.
    await expect(hasFocus(select)).resolves.toBe(true);
    await page.keyboard.press(from < target ? 'ArrowDown' : 'ArrowUp');
    await expect.poll(at, { timeout: ROOM_ANSWER_MS }).not.toBe(from);
  }
}

/** How far the focus ring of the focused element is cut off at the top by the nearest box above
 * it that clips (the sticky hand's clip-path), in px: 0 when the whole ring shows. */
const ringCutAtTop = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const focused = document.activeElement!;
    const style = getComputedStyle(focused);
    const ringTop =
      focused.getBoundingClientRect().top - parseFloat(style.outlineWidth) - parseFloat(style.outlineOffset);
    let clip = focused.parentElement;
    while (clip !== null && getComputedStyle(clip).clipPath === 'none') clip = clip.parentElement;
    return clip === null ? 0 : Math.max(0, clip.getBoundingClientRect().top - ringTop);
  });

/** The comfort setting's pause after each trick, in ms: long enough for the table's views to
 * settle before Next may be pressed. */
const TRICK_PAUSE_MS = 1_000;

/** The first enabled control in `scope` matching `selector`, as a locator. */
const firstEnabled = (scope: Locator, selector = 'button:enabled') => scope.locator(selector).first();

describe('the keyboard alone', () => {
  it('closes a sheet with a tap on the dimmed table, and lowers and raises a result with Escape and Enter', async () => {
    const { context, page, errors } = await newPhone();
    await visit(page, baseUrl, '/dev/table?scene=your-turn');
    await page.getByRole('button', { name: 'Table menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Table menu' });
    await menu.waitFor();
    // Above the sheet, on the dim.
    await page.mouse.click(195, 40);
    await menu.waitFor({ state: 'detached' });

    await visit(page, baseUrl, '/dev/table?scene=game-over');
    const result = page.getByRole('dialog');
    await expect.poll(() => focusName(page)).toMatch(/^h2 "(You win!|They win)"$/);
    await page.keyboard.press('Escape');
    await result.waitFor({ state: 'detached' });
    await expect(hasFocus(page.getByRole('button', { name: 'Show the result' }))).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusName(page)).toMatch(/^h2 "(You win!|They win)"$/);
    // Not modal: the table menu stays within reach under a result.
    await proveModal(page, page.getByRole('button', { name: 'Table menu' }), 'Table menu');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays a whole offline hand from the home screen, opening and closing every sheet', async () => {
    const { context, page, errors } = await newPhone();
    await context.addInitScript(`${FAST_AI}; localStorage.setItem('texas42.aiDelayMs', '60')`);
    await visit(page, baseUrl, '/');
    await tabTo(page, page.getByRole('textbox', { name: 'Your name' }));
    await page.keyboard.type('Mia');
    await activate(page, page.getByRole('button', { name: 'Play offline vs AI' }));
    await page.getByRole('heading', { name: 'Offline game' }).waitFor();
    const gameTo = page.getByRole('combobox', { name: 'Game to' });
    await tabTo(page, gameTo);
    await pickWithArrows(page, gameTo, '1 mark (one hand)');
    const hints = page.getByRole('combobox', { name: "Hints (the AI's advice)" });
    await tabTo(page, hints);
    await pickWithArrows(page, hints, 'On');
    await activate(page, page.getByRole('button', { name: 'Start game' }));
    await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();

    const seen = new Set<Moment>();
    const bid = page.getByRole('region', { name: 'Your bid' });
    const trump = page.getByRole('region', { name: 'Name trump' });
    for (let step = 0; step < 400 && !seen.has('game-over'); step++) {
      const asked = await askedOf(page);
      const { moment } = asked;
      if (moment === 'waiting') {
        await screenChange(page);
        continue;
      }
      const first = !seen.has(moment);
      seen.add(moment);
      if (moment === 'bid') {
        if (first) await proveModal(page, page.getByRole('button', { name: 'Help me bid' }), 'Help me bid');
        const marks = firstEnabled(bid.getByRole('group', { name: 'Mark bids' }));
        const points = bid.getByRole('group', { name: 'Point bids' }).locator('button:enabled');
        await activate(
          page,
          (await marks.count()) > 0
            ? marks
            : (await points.count()) > 0
              ? points.last()
              : bid.getByRole('button', { name: 'Pass' }),
        );
      } else if (moment === 'trump') {
        if (first)
          await proveModal(page, page.getByRole('button', { name: 'Compare trumps' }), 'Compare trumps');
        await activate(page, firstEnabled(trump, 'button:enabled:not([aria-expanded])'));
      } else if (moment === 'play') {
        if (first) await proveMenu(page);
        // Enter lifts the domino, Enter again plays it.
        const tile = firstEnabled(page.getByRole('list', { name: 'Your hand' }));
        await activate(page, tile);
        // The lifted domino's focus ring shows whole, not cut flat by the hand's edge.
        await expect.poll(() => tile.getAttribute('data-state')).toBe('selected');
        await tile.evaluate((lifted) => Promise.all(lifted.getAnimations().map((lift) => lift.finished)));
        await expect(ringCutAtTop(page)).resolves.toBe(0);
        await page.keyboard.press('Enter');
      } else if (moment === 'next') {
        await activate(page, page.getByRole('button', { name: 'Next', exact: true }));
      } else if (moment === 'hand-result') {
        // The hand's result takes focus as it appears; from it, Tab reaches "Next hand" (or, the
        // game won, "See the result").
        await expect.poll(() => focusName(page)).toMatch(/^h2 "/);
        await expect(focusInside(page.getByRole('dialog'))).resolves.toBe(true);
        await sayingLastMoves(
          page,
          activate(page, page.getByRole('dialog').getByRole('button', { name: HAND_DONE })),
        );
      }
      if (moment !== 'game-over') await tapShown(page, asked);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['bid', 'play', 'next', 'hand-result', 'game-over']));
    // The result takes focus as it appears; from it, Tab reaches its buttons.
    await expect.poll(() => focusName(page)).toMatch(/^h2 "(You win!|They win)"$/);
    await tabTo(page, page.getByRole('dialog').getByRole('link', { name: 'Review the last hand' }));
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it("goes to Next as a trick's pause ends (the comfort setting), so Enter alone moves on", async () => {
    const { context, page, errors } = await newPhone();
    await context.addInitScript(
      `${FAST_AI}; ${keepComfort({ ...AS_DESIGNED, trickPause: TRICK_PAUSE_MS })}; localStorage.setItem('texas42.aiDelayMs', '60')`,
    );
    await startOneHandGame(page, baseUrl);
    await playUntil(page, ['play']);
    const next = page.getByRole('button', { name: 'Next', exact: true });
    let tricks = 0;
    for (let step = 0; step < 200 && tricks < 2; step++) {
      const moment = await momentOf(page);
      if (moment === 'play') {
        // Enter lifts the domino, Enter again plays it.
        await activate(page, firstEnabled(page.getByRole('list', { name: 'Your hand' })));
        await page.keyboard.press('Enter');
        await expect.poll(() => momentOf(page)).not.toBe('play');
      } else if (moment === 'next') {
        // The pause is over: focus is on Next without a key pressed, and Enter moves on.
        await expect.poll(() => focusName(page)).toBe('button "Next"');
        await page.keyboard.press('Enter');
        await expect.poll(() => next.count()).toBe(0);
        tricks++;
      } else if (moment === 'waiting') await screenChange(page);
      else throw new Error(`the hand asked for ${moment} within its first two tricks`);
    }
    expect(tricks).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("steps a hand's review and a game's replay to their ends with Enter, focus kept on the step button", async () => {
    const { context, page, errors } = await newPhone();
    await context.addInitScript(`${FAST_AI}; localStorage.setItem('texas42.aiDelayMs', '60')`);
    await startOneHandGame(page, baseUrl);
    await playUntil(page, ['game-over']);
    const replay = await page
      .getByRole('dialog')
      .getByRole('textbox', { name: 'Replay address' })
      .inputValue();

    // The review: Next to the last trick and once more, then Previous back to the first. A step
    // button at its end is said to be unavailable and keeps the focus, so the player stays put.
    await expect.poll(() => focusName(page)).toMatch(/^h2 "(You win!|They win)"$/);
    const tricks = await reviewByKeyboard(page);
    expect(tricks).toBeGreaterThanOrEqual(2);
    const stepper = page.getByRole('navigation', { name: 'Tricks' });
    const title = stepper.getByRole('heading');
    for (const [name, to] of [
      ['Next', tricks],
      ['Previous', 1],
    ] as const) {
      const button = stepper.getByRole('button', { name, exact: true });
      await tabTo(page, button, { back: name === 'Previous' });
      for (let press = 0; press < tricks; press++) await page.keyboard.press('Enter');
      await expect.poll(() => title.textContent()).toBe(`Trick ${to} of ${tricks}`);
      await expect(focusName(page)).resolves.toBe(`button "${name}"`);
      await expect(button.getAttribute('aria-disabled')).resolves.toBe('true');
    }

    // The replay, a step from its end: Next to the last step, Next trick there; then from the
    // second step, Previous trick back to the deal.
    await visit(page, baseUrl, replay.replace(baseUrl, ''));
    const position = page.getByText(/^Step \d+ of \d+$/);
    const steps = Number(/of (\d+)$/.exec((await position.textContent())!)![1]);
    const controls = page.getByRole('navigation', { name: 'Replay controls' });
    for (const [from, name, to] of [
      [steps - 1, 'Next', steps],
      [steps, 'Next trick', steps],
      [2, 'Previous trick', 1],
    ] as const) {
      await visit(page, baseUrl, `${replay.replace(baseUrl, '')}?step=${from}`);
      await expect.poll(() => position.textContent()).toBe(`Step ${from} of ${steps}`);
      const button = controls.getByRole('button', { name, exact: true });
      await activate(page, button);
      await expect.poll(() => position.textContent()).toBe(`Step ${to} of ${steps}`);
      await expect(focusName(page)).resolves.toBe(`button "${name}"`);
      await page.keyboard.press('Enter');
      await expect(position.textContent()).resolves.toBe(`Step ${to} of ${steps}`);
      await expect(focusName(page)).resolves.toBe(`button "${name}"`);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
