import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { visit, usePhones } from './browser';

// A phone that loses its connection mid-game: a tap made while offline is answered with a plain
// sentence and changes nothing; once the network is back the same tap goes through, the table
// follows the room again, and a fresh tab of the same player shows the same table.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

const OFFLINE_MESSAGE = 'Can’t reach the game server. Check your connection and try again.';
/** What the browser itself logs while the network is down; anything else is a real error. */
const NETWORK_NOISE = /ERR_INTERNET_DISCONNECTED|Could not reach Cloud Firestore|net::ERR_/;

describe('a lost connection', () => {
  it('is told to the player, loses nothing, and the table carries on once the network is back', async () => {
    const { context, page, errors } = await newPhone();
    context.setDefaultTimeout(90_000);
    await visit(page, baseUrl, '/');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Mia');
    await page.getByRole('button', { name: 'Create room' }).tap();
    await page.getByRole('heading', { name: 'Room lobby' }).waitFor();
    await page.getByRole('button', { name: 'Start game' }).tap();
    const bid = page.getByRole('region', { name: 'Your bid' });
    await bid.waitFor({ timeout: 60_000 });
    const hand = () => page.getByRole('list', { name: 'Your hand' }).getByRole('img').count();
    await expect.poll(hand).toBe(7);

    await context.setOffline(true);
    await bid.getByRole('button', { name: 'Pass' }).tap();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(OFFLINE_MESSAGE);
    await page.getByRole('button', { name: 'Dismiss message' }).tap();
    await expect(bid.getByRole('button', { name: 'Pass' }).isEnabled()).resolves.toBe(true);

    await context.setOffline(false);
    await bid.getByRole('button', { name: 'Pass' }).tap();
    await bid.waitFor({ state: 'detached' });

    const table = (tab: Page) => tab.locator('p[data-focus-park]').textContent();
    const fresh = await context.newPage();
    await visit(fresh, baseUrl, new URL(page.url()).pathname);
    await fresh.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
    await expect
      .poll(async () => (await table(page)) === (await table(fresh)), { timeout: 30_000 })
      .toBe(true);
    expect(errors.filter((error) => !NETWORK_NOISE.test(error))).toEqual([]);
    await context.close();
  });
});
