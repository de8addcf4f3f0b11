import { describe, expect, inject, it } from 'vitest';
import { PHONE, screenshot, visit, usePhones } from './browser';
import { FAST_AI, othersUnplayed, playUntil } from './support/offline-game';
import { expectNoHiddenDominoes } from './support/privacy';
import { PHONE_SIZES, reachAtSizes } from './support/reach';

// The hand review, offline at 390x844: a hand played through the UI against three AIs, "Review
// the hand" on its result sheet, the tricks stepped through with every hand open, a "what if"
// tried, and the screen walked for reach at the four phone sizes. Before the hand is over the
// review's address shows nothing hidden. The addresses of a game no longer on the phone say so.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

describe('the hand review', () => {
  it('opens from the hand result, steps through the tricks with all hands open and plays out a what-if', async () => {
    const { context, page, errors } = await newPhone(PHONE);
    // Seed 5 deals a hand where playing the first legal domino gives points away.
    await context.addInitScript(`${FAST_AI}; localStorage.setItem('texas42.offlineSeed', '5')`);
    await visit(page, baseUrl, '/');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Mia');
    await page.getByRole('button', { name: 'Play offline vs AI' }).tap();
    await page.getByRole('heading', { name: 'Offline game' }).waitFor();
    await page.getByRole('button', { name: 'Start game' }).tap();
    await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
    const table = page.url();

    // During the hand the review's address has nothing to show, and no hidden domino.
    await visit(page, baseUrl, table.replace(/^.*\/offline\//, '/review/offline/'));
    await page.getByRole('heading', { name: 'Nothing to review yet' }).waitFor();
    await expectNoHiddenDominoes(page, () => othersUnplayed(page));
    await page.getByRole('link', { name: 'Back to the table' }).tap();
    await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();

    await playUntil(page, ['hand-result', 'game-over']);
    await page
      .getByRole('dialog')
      .getByRole('link', { name: /^Review the (last )?hand$/ })
      .tap();
    await page.getByRole('heading', { name: 'Hand review' }).waitFor();
    expect(page.url()).toBe(table.replace(/\/offline\//, '/review/offline/'));

    // All four hands are drawn: 28 dominoes at the first trick, the four played ones raised.
    const trick = page.getByRole('region', { name: /^Trick \d$/ });
    await expect(trick.locator('svg[data-domino]').count()).resolves.toBe(28);
    await expect(trick.locator('svg[data-state="selected"]').count()).resolves.toBe(4);
    // The solver's verdict on the trick comes in from the review worker.
    const verdict = trick.getByText(
      /^(No points lost in this trick\.|Trick 1: .+ (led|played) \d-\d, and it cost (your|their) side \d+ points?\. .+\.)$/,
    );
    await verdict.first().waitFor({ timeout: 30_000 });
    await page.getByRole('region', { name: 'Points lost to mistakes' }).waitFor();
    const bid = page.getByRole('region', { name: 'The bid' });
    await expect(bid.getByRole('row').count()).resolves.toBeGreaterThanOrEqual(10);

    // Step to the second trick and back.
    const title = page.getByRole('heading', { name: /^Trick \d+ of \d+$/ });
    const tricks = Number((await title.textContent())!.match(/of (\d+)/)![1]);
    expect(tricks).toBeGreaterThanOrEqual(2);
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await next.tap();
    await expect.poll(() => title.textContent()).toBe(`Trick 2 of ${tricks}`);
    await expect(trick.locator('svg[data-domino]').count()).resolves.toBe(24);
    await page.getByRole('button', { name: 'Previous' }).tap();
    await expect.poll(() => title.textContent()).toBe(`Trick 1 of ${tricks}`);

    // On to the first trick with a flagged play, if the hand has one, for the picture.
    const flag = trick.getByText(
      /^Trick \d+: .+ (led|played) \d-\d, and it cost (your|their) side \d+ points?\. .+\.$/,
    );
    const losses = page.getByRole('region', { name: 'Points lost to mistakes' }).locator('dd');
    const lost = (await losses.allTextContents()).reduce((sum, text) => sum + Number(text), 0);
    for (let number = 1; lost > 0 && number < tricks && (await flag.count()) === 0; number++) {
      await next.tap();
      await expect.poll(() => title.textContent()).toBe(`Trick ${number + 1} of ${tricks}`);
    }
    const shown = Number((await title.textContent())!.match(/^Trick (\d+)/)![1]);
    for (const text of await flag.allTextContents()) expect(text).toMatch(new RegExp(`^Trick ${shown}: `));
    if (lost > 0) await expect(flag.count()).resolves.toBeGreaterThan(0);
    await screenshot(page, 'review');
    // Back to a trick where a seat had a choice (the last trick has none).
    const tryButtons = page.getByRole('button', { name: /^What if / });
    for (let number = shown; number > 1 && (await tryButtons.count()) === 0; number--) {
      await page.getByRole('button', { name: 'Previous' }).tap();
      await expect.poll(() => title.textContent()).toBe(`Trick ${number - 1} of ${tricks}`);
    }

    // What if: the first seat of this trick that had a choice tries another domino; the solver
    // plays the hand out from there.
    await tryButtons.first().tap();
    const whatIf = page.getByRole('region', { name: 'What if' });
    await whatIf.getByText(/^If .+ had played \d-\d: us \d+, them \d+; the bid is (made|set)$/).waitFor({
      timeout: 30_000,
    });
    await expect(whatIf.getByRole('listitem').count()).resolves.toBeGreaterThanOrEqual(1);
    await screenshot(page, 'review-what-if');

    // Every control within reach at the four phone sizes.
    const { problems, fewestChecked } = await reachAtSizes(page, PHONE_SIZES);
    expect(fewestChecked).toBeGreaterThanOrEqual(4);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('says a game no longer on the phone is gone, at its table and review addresses, and leads home', async () => {
    const { context, page, errors } = await newPhone(PHONE);
    for (const path of ['/offline/offline-gone', '/review/offline/offline-gone']) {
      await visit(page, baseUrl, path);
      await page.getByRole('heading', { name: 'Game not found' }).waitFor();
      await page.getByText('This offline game is no longer on this device.').waitFor();
      await page.getByRole('link', { name: 'Back home' }).tap();
      await page.getByRole('textbox', { name: 'Your name' }).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
