// Driving an offline game through the UI, as a person would: bid (high, to win the auction
// and name trump), name trump, play a legal domino, tap Next. The truth about the other seats'
// hands, for the privacy check, is the room the app keeps in localStorage (saved as { format, room }).
import { actionsOf } from '@texas42/shared';
import type { Action, GameState } from '@texas42/shared';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { visit } from '../browser';
import { idsOf } from './privacy';
import { screenChange } from './screen-change';

/** Makes the AI move a little faster than a person needs (700 ms between AI moves otherwise), and
 * deals and AI choices come from `seed`, so the game and its screenshots are the same on every run. */
export const fastAiOn = (seed: number | string) =>
  `localStorage.setItem('texas42.aiDelayMs', '400'); localStorage.setItem('texas42.offlineSeed', '${seed}')`;

/** The fast AI on seed 3 (OFFLINE_SEED overrides it), which gives the viewer the bid and six tricks. */
export const FAST_AI = fastAiOn(process.env.OFFLINE_SEED ?? 3);

/** The dominoes seats 1..3 still hold, from the saved offline game; none once the hand is over,
 * when every dealt hand is shown (a hand can end with dominoes unplayed). */
export async function othersUnplayed(page: Page): Promise<Set<number>> {
  const hands = await page.evaluate(() => {
    const saved = localStorage.getItem('texas42.offlineGame');
    const game =
      saved === null
        ? null
        : (JSON.parse(saved) as { room: { game: { hands: number[]; phase: string } | null } }).room.game;
    return game === null || game.phase === 'game-over' || game.phase === 'hand-complete' ? null : game.hands;
  });
  return new Set(hands === null ? [] : hands.slice(1).flatMap(idsOf));
}

/** The name of a hand result's button: "Next hand", or "See the result" after the hand that wins
 * the game; at a lesson's table, which deals no next hand, "Finish the lesson". */
export const HAND_DONE = /^(Next hand|See the result|Finish the lesson)$/;

/** What is on the viewer's screen that asks for them, checked in this order. */
export type Moment = 'game-over' | 'hand-result' | 'bid' | 'trump' | 'play' | 'next' | 'waiting';

/** Which moment the table is at. */
export async function momentOf(page: Page): Promise<Moment> {
  const dialog = page.getByRole('dialog');
  if ((await dialog.getByText('Game over', { exact: true }).count()) > 0) return 'game-over';
  if ((await dialog.getByRole('button', { name: HAND_DONE, disabled: false }).count()) > 0)
    return 'hand-result';
  // A panel whose buttons are all disabled is waiting for the move just sent.
  const open = async (name: string) =>
    (await page.getByRole('region', { name }).locator('button:enabled').count()) > 0;
  if (await open('Your bid')) return 'bid';
  if (await open('Name trump')) return 'trump';
  if ((await page.getByRole('list', { name: 'Your hand' }).locator('button:enabled').count()) > 0)
    return 'play';
  // Counting never waits (isEnabled would wait for a button that is not there).
  if ((await page.getByRole('button', { name: 'Next', exact: true, disabled: false }).count()) > 0)
    return 'next';
  return 'waiting';
}

/** Taps what a trick's end (`next`) or a hand's result (`hand-result`) asks for: Next, or Next
 * hand (See the result). */
export const tapNext = (page: Page, moment: 'next' | 'hand-result'): Promise<void> =>
  page.getByRole('button', { name: moment === 'next' ? 'Next' : HAND_DONE, exact: true }).tap();

/** Bids the highest bid on offer (the mark bids first), so the viewer usually wins the auction. */
export async function bidHigh(page: Page): Promise<void> {
  const panel = page.getByRole('region', { name: 'Your bid' });
  const marks = panel.getByRole('group', { name: 'Mark bids' }).locator('button:enabled');
  const points = panel.getByRole('group', { name: 'Point bids' }).locator('button:enabled');
  if ((await marks.count()) > 0) await marks.first().tap();
  else if ((await points.count()) > 0) await points.last().tap();
  else await panel.getByRole('button', { name: 'Pass' }).tap();
}

/** Opens with (or raises to) the lowest bid on offer, so the hand is played out for a while. */
export async function bidLow(page: Page): Promise<void> {
  const panel = page.getByRole('region', { name: 'Your bid' });
  const points = panel.getByRole('group', { name: 'Point bids' }).locator('button:enabled');
  if ((await points.count()) > 0) await points.first().tap();
  else await panel.getByRole('button', { name: 'Pass' }).tap();
}

/** Names the first trump on offer. */
export async function nameTrump(page: Page): Promise<void> {
  // Not "Compare trumps" (a toggle, at a table with hints on): the first trump on offer.
  await page
    .getByRole('region', { name: 'Name trump' })
    .locator('button:enabled:not([aria-expanded])')
    .first()
    .tap();
}

/** Plays the first legal domino: a tap lifts it, a second tap plays it. */
export async function playFirstLegal(page: Page): Promise<void> {
  const tile = page.getByRole('list', { name: 'Your hand' }).locator('button:enabled').first();
  await tile.tap();
  await tile.tap();
}

/** From the home screen, Mia starts an offline game of one hand (a game to one mark) and waits
 * for the table; `inLobby` runs once the lobby is shown. */
export async function startOneHandGame(
  page: Page,
  baseUrl: string,
  inLobby: () => Promise<void> = async () => {},
): Promise<void> {
  await visit(page, baseUrl, '/');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Mia');
  await page.getByRole('button', { name: 'Play offline vs AI' }).tap();
  await page.getByRole('heading', { name: 'Offline game' }).waitFor();
  await inLobby();
  await page.getByRole('combobox', { name: 'Game to' }).selectOption({ label: '1 mark (one hand)' });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('select')].some((s) => s.selectedOptions[0]?.label === '1 mark (one hand)'),
  );
  await page.getByRole('button', { name: 'Start game' }).tap();
  await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
}

/** Plays the viewer's seat through the screen (bidding with `bid`, naming the first trump,
 * playing the first legal domino, tapping Next and Next hand) until one of `until` is shown, or
 * until `until` says so when it is a check (of the stored room, say). A tap that never shows fails
 * with what `explain` says (at an online table, where the stored room stands:
 * support/emulator-truth.ts roomLine). */
export async function playUntil(
  page: Page,
  until: readonly Moment[] | (() => Promise<boolean>),
  bid: (page: Page) => Promise<void> = bidLow,
  explain?: () => Promise<string>,
): Promise<void> {
  for (let step = 0; step < 400; step++) {
    const asked = await askedOf(page);
    const { moment } = asked;
    if (typeof until === 'function' ? await until() : until.includes(moment)) return;
    if (moment === 'bid') await bid(page);
    else if (moment === 'trump') await nameTrump(page);
    else if (moment === 'play') await playFirstLegal(page);
    else if (moment === 'next' || moment === 'hand-result') await tapNext(page, moment);
    else await screenChange(page);
    if (moment !== 'waiting') await tapShown(page, asked, explain);
  }
  throw new Error(
    typeof until === 'function' ? 'Not done in 400 steps' : `No ${until.join(' or ')} in 400 steps`,
  );
}

/** What the screen asks of the viewer, and at which trick: the partner of a nello bidder sits out
 * and is asked for Next trick after trick, so the moment alone cannot tell one Next from the next
 * (online, the trick between them may show for less than a poll's interval). */
export interface Asked {
  readonly moment: Moment;
  readonly trick: string | null;
}

/** What `page` asks of the viewer now. */
export async function askedOf(page: Page): Promise<Asked> {
  const moment = await momentOf(page);
  // Read in one step, never waiting: the trick may be gone by a second look (a screen changing).
  const trick = await page.evaluate(
    () => document.querySelector('section[aria-label^="Trick"]')?.getAttribute('aria-label') ?? null,
  );
  return { moment, trick };
}

/** True while `page` asks what it asked before (`asked`). */
export async function stillAsks(page: Page, asked: Asked): Promise<boolean> {
  const now = await askedOf(page);
  return now.moment === asked.moment && now.trick === asked.trick;
}

/** Waits until the screen asks for something other than `asked`, what it asked when the viewer
 * tapped: the tap has shown. A tap that never shows fails with what `explain` says, if given, and
 * with what the screen's alerts say (a move the app refused before sending it says why only there). */
export async function tapShown(page: Page, asked: Asked, explain?: () => Promise<string>): Promise<void> {
  await expect
    .poll(() => stillAsks(page, asked))
    .toBe(false)
    .catch(async (error: unknown) => {
      if (explain === undefined) throw error;
      const alerts = (await page.getByRole('alert').allTextContents()).join(' | ') || 'none';
      throw new Error(
        `The screen still asks for ${asked.moment} at ${asked.trick ?? 'no trick'} after the tap; ` +
          `its alerts: ${alerts}; ${await explain()}`,
        { cause: error },
      );
    });
}

/** The game's record of moves, from the room the app saves. */
export async function gameRecord(page: Page): Promise<Action[]> {
  const saved = await page.evaluate(() => localStorage.getItem('texas42.offlineGame'));
  return saved === null ? [] : actionsOf((JSON.parse(saved) as { room: { game: GameState } }).room.game);
}

/** The game's last moves, for a failure to say who moved the table on. They found why the one-mark
 * walks once in a while met a hand's result whose Next hand went away: it was the result just
 * pressed, its button back for a moment before the game's end came (web/src/lib/unconfirmed-view.ts). */
export async function lastMoves(page: Page, count = 6): Promise<string> {
  return `the game's last moves: ${JSON.stringify((await gameRecord(page)).slice(-count))}`;
}

/** `step`, whose failure also says the game's last moves. */
export function sayingLastMoves<T>(page: Page, step: Promise<T>): Promise<T> {
  return step.catch(async (error: Error) => {
    throw new Error(`${error.message}\n${await lastMoves(page)}`);
  });
}
