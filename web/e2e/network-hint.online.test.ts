import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { visit, usePhones } from './browser';
import { storedRoom, tableTruth } from './support/emulator-truth';
import { bidHigh, playUntil } from './support/offline-game';

// navigator.onLine is a hint, not a verdict: inside a loopback-only network, or on a laptop with
// Wi-Fi off, Chromium says false while the emulators answer on this machine. A phone told it is
// offline still creates a room, plays, and opens today's deal from the server; a real cut of the
// network (Playwright's setOffline) is still told in plain words, and loses nothing.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

const OFFLINE_MESSAGE = 'Can’t reach the game server. Check your connection and try again.';
/** What the browser itself logs while the network is down; anything else is a real error. */
const NETWORK_NOISE = /ERR_INTERNET_DISCONNECTED|Could not reach Cloud Firestore|net::ERR_/;

/** Makes every page of `context` say it is offline (the hint alone: the network still works). */
async function sayOffline(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false });
    addEventListener('load', () => dispatchEvent(new Event('offline')));
  });
}

/** Opens the home screen as `name`, the page saying it is offline. */
async function homeSayingOffline(page: Page, name: string): Promise<void> {
  await visit(page, baseUrl, '/');
  await expect(page.evaluate(() => navigator.onLine)).resolves.toBe(false);
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
}

const countBits = (mask: number) => mask.toString(2).replaceAll('0', '').length;

describe('a phone that says it is offline', () => {
  it('still creates a room and plays against the local emulators', async () => {
    const { context, page, errors, calls } = await newPhone();
    // The emulators on a busy machine answer in seconds, not milliseconds.
    context.setDefaultTimeout(90_000);
    await sayOffline(context);
    await homeSayingOffline(page, 'Mia');
    // The hint words the Daily deal button, and nothing more.
    await expect(page.getByRole('button', { name: 'Daily deal' }).textContent()).resolves.toBe(
      'Daily deal · practice if no network',
    );
    await page.getByRole('button', { name: 'Create room' }).tap();
    await page.getByRole('heading', { name: 'Room lobby' }).waitFor();
    const roomId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.getByRole('button', { name: 'Start game' }).tap();
    await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();

    // Mia plays (the AI elsewhere) until the stored room has her first domino played. She taps
    // Next at a trick's or a hand's end as a player does: when her partner's nello wins the bid she
    // sits that hand out, and the AI's tricks wait on her Next (a whole-suite run stopped there:
    // the room took her bid and no call of hers after it, the loop tapping nothing but moves).
    const miaHolds = async () => {
      const room = await storedRoom(roomId);
      const seat = room.seats.findIndex((taken) => taken.uid !== null && taken.name === 'Mia');
      return countBits(room.game?.hands[seat] ?? 0);
    };
    const hand = page.getByRole('list', { name: 'Your hand' });
    await playUntil(
      page,
      async () => (await miaHolds()) < 7,
      bidHigh,
      () => tableTruth(roomId, errors, calls),
    );
    await expect.poll(miaHolds).toBe(6);
    await expect.poll(() => hand.getByRole('img').count()).toBe(6);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens today’s deal from the server, not the practice one', async () => {
    const { context, page, errors } = await newPhone();
    context.setDefaultTimeout(90_000);
    await sayOffline(context);
    await homeSayingOffline(page, 'Dot');
    await page.getByRole('button', { name: 'Daily deal' }).tap();
    await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
    // An online table (a practice deal opens at /offline/...), stored by the server with Dot seated.
    expect(page.url()).toMatch(/\/room\/[A-Za-z0-9]+$/);
    const room = await storedRoom(new URL(page.url()).pathname.split('/').at(-1)!);
    expect(room.seats.filter((seat) => seat.uid !== null).map((seat) => seat.name)).toEqual(['Dot']);
    await expect(page.getByRole('region', { name: 'Score' }).textContent()).resolves.toMatch(
      /Daily deal · \d{1,2} [A-Z][a-z]{2}, one hand/,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a phone whose network is really cut', () => {
  it('is told so in plain words, and creates its room once the network is back', async () => {
    const { context, page, errors } = await newPhone();
    context.setDefaultTimeout(90_000);
    await visit(page, baseUrl, '/');
    // Opened once with the network on, the app is cached (as on a phone that has played before).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.getByRole('textbox', { name: 'Your name' }).fill('Ivy');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Create room' }).tap();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(OFFLINE_MESSAGE);
    await expect(page.getByRole('heading', { name: 'Room lobby' }).count()).resolves.toBe(0);

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Create room' }).tap();
    await page.getByRole('heading', { name: 'Room lobby' }).waitFor();
    const room = await storedRoom(new URL(page.url()).pathname.split('/').at(-1)!);
    expect(room.seats.filter((seat) => seat.uid !== null).map((seat) => seat.name)).toEqual(['Ivy']);
    expect(errors.filter((error) => !NETWORK_NOISE.test(error))).toEqual([]);
    await context.close();
  });
});
