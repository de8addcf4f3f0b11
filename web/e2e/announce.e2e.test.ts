import { describeBid } from '@texas42/shared';
import type { Action } from '@texas42/shared';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { dominoSpokenName } from '../src/lib/domino';
import { usePhones, visit } from './browser';
import { activate, focusName, reviewByKeyboard } from './support/keyboard';
import {
  askedOf,
  FAST_AI,
  gameRecord,
  lastMoves,
  momentOf,
  playUntil,
  startOneHandGame,
  tapShown,
} from './support/offline-game';
import type { Moment } from './support/offline-game';
import { screenChange } from './support/screen-change';

// A listening, keyboard-only player: an offline hand played with the Enter key alone (focus must
// land on each next move for that to work), with every sentence the table's live log receives
// recorded by a MutationObserver the test puts in the page before the app starts. The log must
// tell every bid, pass, trump and play once, in the order of the game's own record.
// In the hand's review, what a screen reader says as the page changes under a key press is what
// changes inside a live region already on the page (recorded the same way), and the focus stays
// on the control pressed, or goes back to the domino a closed "what if" tried.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

/** Records each sentence added to the table's log into window.__said, from the first page on. */
const RECORD_LOG = `
  window.__said = [];
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes)
        if (node.nodeType === 1 && node.parentElement?.matches('[role="log"][aria-label="Table announcements"]'))
          window.__said.push(node.textContent);
  }).observe(document, { childList: true, subtree: true });
`;

const said = (page: Page) => page.evaluate(() => (window as unknown as { __said: string[] }).__said);

/** Records into window.__heard the text of each live region already on the page whose content
 * changes (a region that arrives with its content is not read: a screen reader says only what
 * changes in one), from the first page on. */
const RECORD_LIVE = `
  window.__heard = [];
  new MutationObserver((changes) => {
    for (const change of changes) {
      const at = change.target.nodeType === 1 ? change.target : change.target.parentElement;
      const region = at?.closest('[aria-live]:not([aria-live="off"]), [role="status"], [role="log"], [role="alert"]');
      if (region) window.__heard.push(region.textContent.trim());
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

const heard = (page: Page) => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);

/** What has focus: the body, or a short description of the element. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) return 'body';
    const area = active.closest('[data-move-area], [role="dialog"], [data-focus-park], h1');
    return `${active.tagName.toLowerCase()} in ${area?.getAttribute('aria-label') ?? area?.tagName.toLowerCase() ?? 'page'}: ${active.textContent?.trim() ?? ''}`;
  });

/** The sentence each bid, pass, trump and play of the record is to be told with (seat 0 is Mia,
 * "you"; the others are "AI 2".."AI 4"). */
const toldAs = (action: Action): string | null => {
  if (action.type === 'agree' || action.type === 'complete-trick' || action.type === 'score-hand')
    return null;
  const you = action.seat === 0;
  const who = (verb: string, third: string) => (you ? `You ${verb}` : `AI ${action.seat + 1} ${third}`);
  if (action.type === 'bid') return `${who('bid', 'bids')} ${describeBid(action)}.`;
  if (action.type === 'pass') return `${who('pass', 'passes')}.`;
  if (action.type === 'play') return `${who('play', 'plays')} ${dominoSpokenName(action.domino)}.`;
  const trump = action.trump;
  const named =
    trump === 'follow-me'
      ? 'follow-me: no trump'
      : ['nello', 'sevens'].includes(trump)
        ? trump
        : `${trump} trump`;
  return `${who('name', 'names')} ${named}.`;
};

const MOVE = /^(You|AI \d) (bids?|pass(es)?|names?|plays?)\b/;

/** Where focus must be at each moment of the viewer's. */
const FOCUS_AT: Partial<Record<Moment, RegExp>> = {
  bid: /^button in Your bid: /,
  trump: /^button in Name trump: /,
  play: /^button in Your hand: /,
  next: /^button in .*: Next$/,
  // A result takes focus on its title as it rises (result-sheet.tsx), so it is read first.
  'hand-result': /^h2 in page: .+/,
};

describe('a game a listening player can follow', () => {
  it('plays a hand with Enter alone and tells every bid, pass, trump and play once, in order', async () => {
    const { page, context, errors } = await newPhone();
    await context.addInitScript(FAST_AI);
    await context.addInitScript(RECORD_LOG);
    await visit(page, baseUrl, '/');
    expect(await page.title()).toBe('Texas 42');
    // The page's first screen keeps focus at the top of the document.
    expect(await focused(page)).toBe('body');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Mia');
    await page.getByRole('button', { name: 'Play offline vs AI' }).click();
    await page.getByRole('heading', { name: 'Offline game' }).waitFor();
    expect(await page.title()).toBe('Offline game — Texas 42');
    await expect.poll(() => focused(page)).toBe('h1 in h1: Offline game');
    await page.getByRole('combobox', { name: 'Game to' }).selectOption({ label: '1 mark (one hand)' });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('select')].some(
        (s) => s.selectedOptions[0]?.label === '1 mark (one hand)',
      ),
    );
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
    await expect.poll(() => focused(page)).toBe('h1 in h1: Texas 42 table');
    await expect.poll(() => page.title()).toMatch(/^(Your turn|Table) — Texas 42$/);

    const moves: Moment[] = [];
    for (let step = 0; step < 300; step++) {
      const asked = await askedOf(page);
      const { moment } = asked;
      if (moment === 'game-over') break;
      if (moment === 'waiting') {
        await screenChange(page);
        continue;
      }
      if (moves.length === 0) {
        // The first move after arriving: focus stays on the heading until the player moves on
        // (their Tab from it reaches the panel).
        expect(await focused(page)).toBe('h1 in h1: Texas 42 table');
        await page.getByRole('region', { name: 'Your bid' }).locator('button:enabled').first().focus();
      }
      await expect.poll(() => focused(page), { message: `focus at ${moment}` }).toMatch(FOCUS_AT[moment]!);
      if (moment === 'hand-result') {
        // From the result's title, Tab reaches its Next hand (See the result, the game won).
        const done = /^button in \w+: (Next hand|See the result)$/;
        for (let tab = 0; tab < 6 && !done.test(await focused(page)); tab++) await page.keyboard.press('Tab');
        expect(await focused(page), await lastMoves(page)).toMatch(done);
      }
      await page.keyboard.press('Enter');
      // A tile lifts on the first Enter and is played on the second.
      if (moment === 'play') await page.keyboard.press('Enter');
      moves.push(moment);
      await tapShown(page, asked);
      // Never lost to the page's body once the move is made.
      await expect.poll(() => focused(page), { message: `after ${moment}` }).not.toBe('body');
    }
    expect(await momentOf(page)).toBe('game-over');
    expect(moves.filter((m) => m === 'play').length).toBeGreaterThan(0);

    const told = await said(page);
    const expected = (await gameRecord(page)).flatMap((action) => toldAs(action) ?? []);
    expect(expected.length).toBeGreaterThan(28);
    expect(told.filter((line) => MOVE.test(line))).toEqual(expected);
    expect(told.filter((line) => / the trick: \d+ points?\.$/.test(line)).length).toBeGreaterThan(0);
    expect(told.filter((line) => line.startsWith('Game over.'))).toHaveLength(1);
    await expect.poll(() => page.title()).toBe('Game over — Texas 42');
    await page.getByRole('link', { name: 'Review the last hand' }).click();
    await page.getByRole('heading', { name: 'Hand review' }).waitFor();
    expect(await page.title()).toBe('Review — Texas 42');
    await expect.poll(() => focused(page)).toBe('h1 in h1: Hand review');
    expect(errors).toEqual([]);
  });

  it('titles each screen and brings focus to its heading on arrival, not on the first page', async () => {
    const { page, errors } = await newPhone();
    await visit(page, baseUrl, '/no-such-screen');
    await page.getByRole('heading', { name: 'Nothing on this table' }).waitFor();
    expect(await page.title()).toBe('Nothing on this table — Texas 42');
    expect(await focused(page)).toBe('body');
    const arrive = async (link: string, heading: string, title: string) => {
      await page.getByRole('link', { name: link }).click();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(await page.title()).toBe(title);
      await expect.poll(() => focused(page)).toBe(`h1 in h1: ${heading}`);
    };
    await arrive('Back home', 'Texas 42', 'Texas 42');
    await arrive('Your stats and history', 'Your stats', 'Your stats — Texas 42');
    await arrive('Home', 'Texas 42', 'Texas 42');
    await arrive('Comfort: larger text and dominoes', 'Comfort', 'Comfort — Texas 42');
    expect(errors).toEqual([]);
  });

  it('reads the table and the last trick on request, from the menu and by key', async () => {
    const { page, context } = await newPhone();
    await context.addInitScript(FAST_AI);
    await context.addInitScript(RECORD_LOG);
    await visit(page, baseUrl, '/');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Mia');
    await page.getByRole('button', { name: 'Play offline vs AI' }).click();
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
    await page.getByRole('button', { name: 'Table menu' }).click();
    await page.getByRole('button', { name: 'Read the table' }).click();
    await expect
      .poll(async () => (await said(page)).some((line) => /^Hand 1, bidding: /.test(line)))
      .toBe(true);
    const before = (await said(page)).length;
    await page.keyboard.press('t');
    await expect
      .poll(async () => (await said(page)).slice(before))
      .toContain('No trick taken yet this hand.');
    await page.keyboard.press('r');
    await expect
      .poll(async () =>
        (await said(page)).slice(before).filter((line) => line.startsWith('Score this hand: us 0, them 0.')),
      )
      .toHaveLength(1);
  });

  it("steps through a hand's review and tries a what-if with the keyboard, hearing each trick and each answer", async () => {
    const { page, context, errors } = await newPhone();
    await context.addInitScript(`${FAST_AI}; localStorage.setItem('texas42.aiDelayMs', '60')`);
    await context.addInitScript(RECORD_LIVE);
    await startOneHandGame(page, baseUrl);
    await playUntil(page, ['game-over']);
    const tricks = await reviewByKeyboard(page);
    expect(tricks).toBeGreaterThanOrEqual(2);

    // Next and Previous: the trick each comes to is said.
    const stepper = page.getByRole('navigation', { name: 'Tricks' });
    await activate(page, stepper.getByRole('button', { name: 'Next' }));
    await expect.poll(() => heard(page)).toContain(`Trick 2 of ${tricks}`);
    await activate(page, stepper.getByRole('button', { name: 'Previous' }), { back: true });
    await expect.poll(() => heard(page)).toContain(`Trick 1 of ${tricks}`);

    // A what-if: its answer is said as it comes; "Back to what was played" closes it and the
    // focus goes back to the domino tried. Tried again, its answer (known at once now) is said again.
    const answer = /^If .+ had played \d-\d: us \d+, them \d+; the bid is (made|set)$/;
    const answers = async () => (await heard(page)).filter((line) => answer.test(line));
    const tryIt = page.getByRole('button', { name: /^What if / }).first();
    await activate(page, tryIt);
    const tried = await focusName(page);
    await expect.poll(answers, { timeout: 30_000 }).toHaveLength(1);
    const whatIf = page.getByRole('region', { name: 'What if' });
    await activate(page, whatIf.getByRole('button', { name: 'Back to what was played' }));
    await whatIf.waitFor({ state: 'detached' });
    await expect(focusName(page)).resolves.toBe(tried);
    await page.keyboard.press('Enter');
    await expect.poll(answers).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
