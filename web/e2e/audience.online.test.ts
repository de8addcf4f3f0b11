import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, usePhones, visit } from './browser';
import { hiddenFrom } from './support/emulator-truth';
import { expectNoHiddenDominoes } from './support/privacy';

// The audience on phones, on the real emulators: two watchers join a running table; everyone sees
// how many watch; one asks to coach Ann and sees no hand of hers until she taps Accept, then sees
// exactly her hand; the table shows everyone who coaches whom; the host sends the other watcher away.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

async function phone() {
  const { page, errors } = await newPhone();
  page.setDefaultTimeout(90_000);
  return { page, errors };
}

const roomIdOf = (page: Page) => new URL(page.url()).pathname.split('/').at(-1)!;

/** Opens the home page on `page` and joins `code` as `name`, to sit or to watch. */
async function join(page: Page, code: string, name: string, watch: boolean) {
  await visit(page, baseUrl, `/join/${code}`);
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('button', { name: watch ? 'Just watch this table' : 'Join with code' }).tap();
  await page.getByRole('heading', { name: 'Room lobby' }).waitFor();
}

/** The audience chip's text on a page. */
const audienceOf = (page: Page) => page.locator('[aria-label^="Audience:"]').textContent();

describe('watchers and coaches on phones', () => {
  it('a watcher coaches Ann only once she accepts, everyone sees it, and the host removes a watcher', async () => {
    const host = await phone();
    await visit(host.page, baseUrl, '/');
    await host.page.getByRole('textbox', { name: 'Your name' }).fill('Host');
    await host.page.getByRole('button', { name: 'Create room' }).tap();
    await host.page.getByRole('heading', { name: 'Room lobby' }).waitFor();
    const roomId = roomIdOf(host.page);
    const code = (await host.page.locator('[aria-label^="Invite code"]').textContent())!.trim();
    const ann = await phone();
    await join(ann.page, code, 'Ann', false);
    const cy = await phone();
    await join(cy.page, code, 'Cy', true);
    const dee = await phone();
    await join(dee.page, code, 'Dee', true);
    await host.page.getByRole('button', { name: 'Start game' }).tap();
    for (const { page } of [host, ann, cy, dee])
      await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
    for (const { page } of [host, ann, cy]) await expect.poll(() => audienceOf(page)).toBe('2 watching');

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
    const labels = (images: typeof annHand) =>
      images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('aria-label')).sort());
    expect(await labels(coachedHand)).toEqual(await labels(annHand));
    await expectNoHiddenDominoes(cy.page, () => hiddenFrom(roomId, 'Ann'));
    for (const { page } of [host, ann, cy, dee])
      await expect.poll(() => audienceOf(page)).toBe('Cy coaches Ann · 1 watching');
    await expectNoHiddenDominoes(dee.page, () => hiddenFrom(roomId, 'Dee'));
    await screenshot(cy.page, 'coach');

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
  }, 600_000);
});
