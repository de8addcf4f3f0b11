import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, usePhones } from './browser';
import { hiddenFrom } from './support/emulator-truth';
import { bidHigh, momentOf, nameTrump, playFirstLegal } from './support/offline-game';
import { joinByCode, person, seatedPhones, startGame } from './support/people';
import type { Person } from './support/people';
import { expectNoHiddenDominoes } from './support/privacy';
import { anyScreenChange } from './support/screen-change';

// The audience on phones, on the real emulators: two watchers join a running table with hints on;
// everyone sees how many watch; one picks Ann's side and sees the table from her seat (still no
// hand), and keeps that side after a reload; the other asks to coach Ann and sees no hand of hers
// until she taps Accept, then sees exactly her hand and the AI's hint on her turn; the table shows
// everyone who coaches whom; at the hand's end the watcher sees all four hands face up; the host
// sends that watcher away.
const newPhone = usePhones();

/** The audience chip's text on a page. */
const audienceOf = (page: Page) => page.locator('[aria-label^="Audience:"]').textContent();

/** The names of the dominoes in a list of tiles, sorted. */
const tilesOf = (page: Page, list: string) =>
  page
    .getByRole('list', { name: list })
    .getByRole('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('aria-label')).sort());

describe('watchers and coaches on phones', () => {
  it("a watcher watches from Ann's side and sees every hand at the hand's end; another coaches Ann only once she accepts, with her hints; everyone sees it; the host removes a watcher", async () => {
    const { people, roomId, code } = await seatedPhones(newPhone, ['Host', 'Ann'], { start: false });
    const [host, ann] = people as [Person, Person];
    const cy = await person(newPhone, 'Cy');
    await joinByCode(cy, code, true);
    const dee = await person(newPhone, 'Dee');
    await joinByCode(dee, code, true);
    const hints = host.page.getByRole('combobox', { name: "Hints (the AI's advice)" });
    await hints.selectOption({ label: 'On' });
    await expect.poll(() => hints.inputValue()).toBe('0');
    await startGame(host, [host, ann, cy, dee]);
    for (const { page } of [host, ann, cy]) await expect.poll(() => audienceOf(page)).toBe('2 watching');

    // Dee watches from Ann's side: Ann's plate is at the bottom, and still no hand is shown; the
    // side is kept on Dee's phone through a reload.
    const bottomPlate = (page: Page) =>
      page.getByRole('region', { name: /, bottom seat,/ }).getAttribute('aria-label');
    await expect.poll(() => bottomPlate(dee.page)).toMatch(/^Host, bottom seat/);
    await dee.page.getByRole('button', { name: 'Table menu' }).tap();
    const side = dee.page.getByRole('group', { name: 'Watch from' });
    await expect(side.getByRole('button').count()).resolves.toBe(4);
    await side.getByRole('button', { name: "Watch from Ann's side" }).tap();
    await expect(
      side.getByRole('button', { name: "Watch from Ann's side" }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await screenshot(dee.page, 'watch-from');
    await dee.page.getByRole('button', { name: 'Close' }).tap();
    await expect.poll(() => bottomPlate(dee.page)).toMatch(/^Ann, bottom seat/);
    await expect(dee.page.getByRole('region', { name: /^AI 4, partner/ }).count()).resolves.toBe(1);
    await dee.page.reload();
    await dee.page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
    await expect.poll(() => bottomPlate(dee.page)).toMatch(/^Ann, bottom seat/);
    await expect(tilesOf(dee.page, "Ann's hand")).resolves.toEqual([]);
    await expectNoHiddenDominoes(dee.page, () => hiddenFrom(roomId, 'Dee'));
    await expect(cy.page.getByRole('group', { name: 'Watch from' }).count()).resolves.toBe(0);

    // Cy asks to coach Ann: the request shows, but Cy sees no hand until Ann answers.
    await cy.page.getByRole('button', { name: 'Table menu' }).tap();
    await cy.page.getByRole('button', { name: 'Ask to coach Ann' }).tap();
    await expect.poll(() => cy.page.getByText('Cy asks to coach Ann').count()).toBe(1);
    await cy.page.getByRole('button', { name: 'Close' }).tap();
    const request = ann.page.getByRole('alertdialog', { name: 'Request to coach you' });
    await expect.poll(() => request.textContent()).toContain('Cy asks to coach you');
    await expect(host.page.getByRole('alertdialog').count()).resolves.toBe(0);
    await expectNoHiddenDominoes(cy.page, () => hiddenFrom(roomId, 'Cy'));
    await screenshot(ann.page, 'coach-request');

    await request.getByRole('button', { name: 'Accept' }).tap();
    await request.waitFor({ state: 'detached' });
    const coachedHand = cy.page.getByRole('list', { name: "Ann's hand" }).getByRole('img');
    await expect.poll(() => coachedHand.count()).toBe(7);
    const annHand = ann.page.getByRole('list', { name: 'Your hand' }).getByRole('img');
    await expect.poll(() => annHand.count()).toBe(7);
    const annDealt = await tilesOf(ann.page, 'Your hand');
    expect(await tilesOf(cy.page, "Ann's hand")).toEqual(annDealt);
    await expectNoHiddenDominoes(cy.page, () => hiddenFrom(roomId, 'Ann'));
    for (const { page } of [host, ann, cy, dee])
      await expect.poll(() => audienceOf(page)).toBe('Cy coaches Ann · 1 watching');
    await expectNoHiddenDominoes(dee.page, () => hiddenFrom(roomId, 'Dee'));

    // Host and Ann play the hand out. On Ann's turn her coach sees the AI's hint for it; the
    // watchers never see a domino they may not.
    const seated = [host, ann];
    let hinted = false;
    for (let step = 0; step < 400; step++) {
      await expectNoHiddenDominoes(cy.page, () => hiddenFrom(roomId, 'Ann'));
      await expectNoHiddenDominoes(dee.page, () => hiddenFrom(roomId, 'Dee'));
      const moments = await Promise.all(seated.map(({ page }) => momentOf(page)));
      if (moments.every((moment) => moment === 'hand-result')) break;
      const index = moments.findIndex((m) => m !== 'waiting' && m !== 'hand-result' && m !== 'game-over');
      if (index === -1) {
        await anyScreenChange(seated.map(({ page }) => page));
        continue;
      }
      const { page } = seated[index]!;
      const moment = moments[index]!;
      if (!hinted && index === 1 && moment !== 'next') {
        await expect.poll(() => cy.page.getByText(/^Hint: /).count()).toBe(1);
        await screenshot(cy.page, 'coach');
        hinted = true;
      }
      if (moment === 'bid') await bidHigh(page);
      else if (moment === 'trump') await nameTrump(page);
      else if (moment === 'play') await playFirstLegal(page);
      else await page.getByRole('button', { name: 'Next', exact: true }).tap();
      await page.waitForTimeout(150);
    }
    expect(hinted).toBe(true);

    // The hand is over: Dee lowers the result and sees all four hands face up, Ann's whole deal
    // at the bottom.
    await dee.page.getByRole('button', { name: 'See the hands' }).tap();
    await expect.poll(() => tilesOf(dee.page, "Ann's hand")).toEqual(annDealt);
    for (const name of ['Host', 'AI 3', 'AI 4'])
      expect(await tilesOf(dee.page, `${name}'s hand`)).toHaveLength(7);
    const everyTile = (
      await Promise.all(['Ann', 'Host', 'AI 3', 'AI 4'].map((name) => tilesOf(dee.page, `${name}'s hand`)))
    ).flat();
    expect(new Set(everyTile).size).toBe(28);
    await screenshot(dee.page, 'watch-hand-over');
    await dee.page.getByRole('button', { name: 'Show the result' }).tap();
    await dee.page.getByRole('dialog').getByRole('heading').waitFor();

    // The host sends Dee away; only the host is offered that.
    await ann.page.getByRole('button', { name: 'Table menu' }).tap();
    await expect.poll(() => ann.page.getByText('Dee watches').count()).toBe(1);
    await expect(ann.page.getByRole('button', { name: 'Remove Dee' }).count()).resolves.toBe(0);
    await host.page.getByRole('button', { name: 'Table menu' }).tap();
    await host.page.getByRole('button', { name: 'Remove Dee' }).tap();
    await host.page.getByRole('button', { name: 'Yes, remove' }).tap();
    await expect.poll(() => host.page.getByText('Dee watches').count()).toBe(0);
    await host.page.getByRole('button', { name: 'Close' }).tap();
    await expect.poll(() => audienceOf(host.page)).toBe('Cy coaches Ann');

    for (const { errors } of [host, ann, cy]) expect(errors).toEqual([]);
    for (const { page } of [host, ann, cy, dee]) await page.context().close();
  }, 900_000);
});
