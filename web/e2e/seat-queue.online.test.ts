import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { usePhones, visit } from './browser';
import { hiddenFrom, storedRoom } from './support/emulator-truth';
import { expectNoHiddenDominoes } from './support/privacy';

// The queue for the next free seat, on phones against the real emulators. Four people fill the
// table and start; Max, then Zed, open the invite and watch, and each taps "Ask for a seat": they
// wait in that order and see no hand. Max leaves the table, so Zed is first. Di leaves her seat:
// the host is asked "Zed, first in the queue, asks to play AI 4's seat", lets him in, and Zed's
// page, without a reload, shows the seat's hand and nobody else's.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

async function phone() {
  const { page, errors } = await newPhone();
  page.setDefaultTimeout(90_000);
  return { page, errors };
}

const table = (page: Page) => page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
const handButtons = (page: Page) => page.getByRole('list', { name: 'Your hand' }).getByRole('button');
/** The line that tells a watcher they watch, and their place in the queue once they asked. */
const notice = (page: Page) => page.getByRole('region', { name: "You're watching" });

/** Opens the invite `code` on `page` and joins as `name`. */
async function join(page: Page, code: string, name: string) {
  await visit(page, baseUrl, `/join/${code}`);
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('button', { name: 'Join with code' }).tap();
}

/** `name` leaves the table `roomId` from its menu: the room no longer has them. */
async function leave(page: Page, roomId: string, name: string) {
  await page.getByRole('button', { name: 'Table menu' }).tap();
  await page.getByRole('button', { name: 'Leave table' }).tap();
  const members = async () => {
    const room = await storedRoom(roomId);
    return [...room.seats.filter((s) => s.uid !== null), ...room.watchers].map((m) => m.name);
  };
  await expect.poll(members).not.toContain(name);
}

describe('the queue for the next free seat', () => {
  it('two watchers queue at a full table; one leaves; a seat frees and the host lets the first in to its hand alone', async () => {
    const ann = await phone();
    await visit(ann.page, baseUrl, '/');
    await ann.page.getByRole('textbox', { name: 'Your name' }).fill('Ann');
    await ann.page.getByRole('button', { name: 'Create room' }).tap();
    await ann.page.getByRole('heading', { name: 'Room lobby' }).waitFor();
    const roomId = new URL(ann.page.url()).pathname.split('/').at(-1)!;
    const code = (await ann.page.locator('[aria-label^="Invite code"]').textContent())!.trim();
    const seated = [ann];
    for (const name of ['Bob', 'Cy', 'Di']) {
      const friend = await phone();
      await join(friend.page, code, name);
      await friend.page.getByRole('heading', { name: 'Room lobby' }).waitFor();
      seated.push(friend);
    }
    await ann.page.getByRole('button', { name: 'Start game' }).tap();
    for (const { page } of seated) await table(page);
    const di = seated[3]!;

    // Max, then Zed, open the invite at the full table: they watch, and ask for the next seat.
    const max = await phone();
    const zed = await phone();
    for (const [watcher, name] of [
      [max, 'Max'],
      [zed, 'Zed'],
    ] as const) {
      await join(watcher.page, code, name);
      await table(watcher.page);
      await notice(watcher.page).getByRole('button', { name: 'Ask for a seat: the next free one' }).tap();
    }
    await expect.poll(() => notice(max.page).textContent()).toContain('1st in the queue for a seat');
    await expect.poll(() => notice(zed.page).textContent()).toContain('2nd in the queue for a seat');
    const queue = async () =>
      (await storedRoom(roomId)).watchers.filter((w) => w.waiting === true).map((w) => w.name);
    expect(await queue()).toEqual(['Max', 'Zed']);
    expect(await handButtons(zed.page).count()).toBe(0);
    await expectNoHiddenDominoes(zed.page, () => hiddenFrom(roomId, 'Zed'));
    // No seat is free: the host is asked nothing yet.
    expect(await ann.page.getByRole('alertdialog', { name: 'Request for a seat' }).count()).toBe(0);

    // Max leaves the table, and with it the queue: Zed is first.
    await leave(max.page, roomId, 'Max');
    await expect.poll(() => notice(zed.page).textContent()).toContain('1st in the queue for a seat');
    expect(await queue()).toEqual(['Zed']);

    // Di leaves her seat to the AI: the host is asked about Zed, and lets him in.
    await leave(di.page, roomId, 'Di');
    const request = ann.page.getByRole('alertdialog', { name: 'Request for a seat' });
    await request.getByText("Zed, first in the queue, asks to play AI 4's seat").waitFor();
    await request.getByRole('button', { name: 'Let in' }).tap();
    await expect.poll(() => handButtons(zed.page).count()).toBeGreaterThan(0);
    await expect.poll(() => notice(zed.page).count()).toBe(0);
    const room = await storedRoom(roomId);
    expect(room.seats.map((s) => s.name)).toEqual(['Ann', 'Bob', 'Cy', 'Zed']);
    expect(room.watchers).toEqual([]);
    await expectNoHiddenDominoes(zed.page, () => hiddenFrom(roomId, 'Zed'));
    await expect.poll(() => request.count()).toBe(0);
    expect([...seated, max, zed].flatMap(({ errors }) => errors)).toEqual([]);
  });
});
