import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { sizeOf } from '@texas42/shared';
import { screenshot, visit, usePhones } from './browser';
import { hiddenFrom, roomOwes, storedRoom } from './support/emulator-truth';
import { bidHigh, HAND_DONE, momentOf, nameTrump, playFirstLegal } from './support/offline-game';
import { roomIdOf } from './support/people';
import { expectNoHiddenDominoes } from './support/privacy';
import { anyScreenChange } from './support/screen-change';

// Online play on the real emulators: a host and three friends on their own phones (browser
// contexts, each its own anonymous user) join by code and by link, one of them to watch; the AI
// takes the open seat. They play a complete hand through the UI at 390x844, and every page's DOM
// is checked at every step against the server's private state. Once it is over, one reviews it.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

interface Player {
  readonly name: string;
  readonly page: Page;
  readonly errors: string[];
}

async function phone(name: string): Promise<Player> {
  const { page, errors } = await newPhone();
  // The emulators on a busy machine answer in seconds, not milliseconds.
  page.setDefaultTimeout(90_000);
  return { name, page, errors };
}

/** Checks every page: none shows a domino that another seat still holds. */
async function checkPrivacy(roomId: string, players: readonly Player[]) {
  for (const { name, page } of players) await expectNoHiddenDominoes(page, () => hiddenFrom(roomId, name));
}

describe('online room on the emulators', () => {
  it('four phones: join by code and link, watch, and play a hand with the AI in the open seat', async () => {
    const host = await phone('Host');
    await visit(host.page, baseUrl, '/');
    await host.page.getByRole('textbox', { name: 'Your name' }).fill(host.name);
    await host.page.getByRole('button', { name: 'Create room' }).tap();
    await host.page.getByRole('heading', { name: 'Room lobby' }).waitFor();
    const roomId = roomIdOf(host.page);
    const code = (await host.page.locator('[aria-label^="Invite code"]').textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    const gameTo = host.page.getByRole('combobox', { name: 'Game to' });
    await gameTo.selectOption({ label: '1 mark (one hand)' });
    // The change lands (the select shows what the room document says) before anyone joins: a join
    // landing first would make it stale, refused with the room's message, which a cold functions
    // emulator under load made happen.
    await expect
      .poll(() => gameTo.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.label))
      .toBe('1 mark (one hand)');

    const ann = await phone('Ann');
    await visit(ann.page, baseUrl, '/');
    await ann.page.getByRole('textbox', { name: 'Your name' }).fill(ann.name);
    await ann.page.getByRole('textbox', { name: 'Invite code' }).fill(code.toLowerCase());
    await ann.page.getByRole('button', { name: 'Join with code' }).tap();
    await ann.page.getByRole('heading', { name: 'Room lobby' }).waitFor();

    const bob = await phone('Bob');
    await visit(bob.page, baseUrl, `/join/${code}`);
    await bob.page.getByRole('textbox', { name: 'Your name' }).fill(bob.name);
    await bob.page.getByRole('button', { name: 'Join with code' }).tap();
    await bob.page.getByRole('heading', { name: 'Room lobby' }).waitFor();

    const cy = await phone('Cy');
    await visit(cy.page, baseUrl, `/join/${code}`);
    await cy.page.getByRole('textbox', { name: 'Your name' }).fill(cy.name);
    await cy.page.getByRole('button', { name: 'Just watch this table' }).tap();
    await cy.page.getByRole('heading', { name: 'Room lobby' }).waitFor();

    const everyone = [host, ann, bob, cy];
    for (const { page } of everyone) expect(roomIdOf(page)).toBe(roomId);
    await expect.poll(() => host.page.getByRole('group', { name: /^Seat \d: (Ann|Bob)/ }).count()).toBe(2);
    await expect(host.page.getByRole('group', { name: /^Seat \d: open, AI plays/ }).count()).resolves.toBe(1);
    await expect.poll(() => ann.page.getByRole('combobox', { name: 'Game to' }).count()).toBe(0); // only the host edits the rules
    await expect.poll(() => ann.page.getByText('1 mark (one hand)').count()).toBe(1);
    await expect(cy.page.getByRole('status').textContent()).resolves.toContain('Waiting for Host');
    await screenshot(host.page, 'lobby');

    await host.page.getByRole('button', { name: 'Start game' }).tap();
    for (const { page } of everyone) await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
    await checkPrivacy(roomId, everyone);

    const seated = [host, ann, bob];
    let reloaded = false;
    let moves = 0;
    for (let step = 0; step < 600; step++) {
      await checkPrivacy(roomId, everyone);
      const moments = await Promise.all(seated.map(({ page }) => momentOf(page)));
      if (moments.every((moment) => moment === 'game-over')) break;
      // The screens say what each phone is asked for; the stored room says whether it still is (a
      // screen can be an update behind, and the room refuses a tap on it as stale).
      let index = -1;
      for (const [i, moment] of moments.entries())
        if (await roomOwes(roomId, seated[i]!.name, moment)) {
          index = i;
          break;
        }
      if (index === -1) {
        await anyScreenChange(seated.map(({ page }) => page));
        continue;
      }
      const player = seated[index]!;
      const { page } = player;
      const moment = moments[index]!;
      const handSize = () => page.getByRole('list', { name: 'Your hand' }).getByRole('button').count();
      const heldBefore = moment === 'play' ? await handSize() : 0;
      if (moment === 'bid') await bidHigh(page);
      else if (moment === 'trump') await nameTrump(page);
      else if (moment === 'play') await playFirstLegal(page);
      else
        await page.getByRole('button', { name: moment === 'next' ? 'Next' : HAND_DONE, exact: true }).tap();
      moves++;
      if (!reloaded && moment === 'play') {
        // The first player to play reloads mid-hand, once the play has reached the server (the
        // screen shows it at the tap, before the room has it, and a reload cancels a call still
        // on its way): back in the same seat with the same dominoes. Not always Ann: when the AI
        // beside her declares nello she sits the hand out (seen in a run at 7c8c7a7).
        const storedHeld = async () => {
          const room = await storedRoom(roomId);
          const seat = room.seats.findIndex((s) => s.uid !== null && s.name === player.name);
          return sizeOf(room.game!.hands[seat]!);
        };
        const hand = () =>
          page
            .getByRole('list', { name: 'Your hand' })
            .getByRole('img')
            .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('aria-label')).sort());
        await expect.poll(handSize, { timeout: 30_000 }).toBe(heldBefore - 1);
        await expect.poll(storedHeld, { timeout: 30_000 }).toBe(heldBefore - 1);
        const before = await hand();
        await page.reload();
        await page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
        await expect.poll(hand, { timeout: 30_000 }).toEqual(before);
        reloaded = true;
      }
      // Let the move's update reach the pages before looking again.
      await page.waitForTimeout(150);
    }
    for (const { page } of seated) await expect(momentOf(page)).resolves.toBe('game-over');
    // The watcher is told who won by the winners' names, as the score bar names the teams.
    const over = await storedRoom(roomId);
    const winners = over.seats.filter((_, seat) => seat % 2 === over.game!.winner).map((slot) => slot.name);
    const told = (await cy.page.getByRole('dialog').getByRole('heading').textContent()) ?? '';
    expect(told).toMatch(/ win$/);
    expect(told.replace(/ win$/, '').split(' & ').sort()).toEqual(winners.sort());
    await checkPrivacy(roomId, everyone);
    expect(reloaded).toBe(true);
    expect(moves).toBeGreaterThan(10);

    // Now that the hand is over Ann reviews it: every hand open, the solver's verdict from her own
    // view (the server shows all dealt hands only now), then back to the table.
    await ann.page.getByRole('dialog').getByRole('link', { name: 'Review the last hand' }).tap();
    await ann.page.getByRole('heading', { name: 'Hand review' }).waitFor();
    const trick = ann.page.getByRole('region', { name: /^Trick \d$/ });
    await expect(trick.locator('svg[data-domino]').count()).resolves.toBe(28);
    await trick
      .getByText(
        /^(No points lost in this trick\.|Trick 1: .+, and it cost (your|their) side \d+ points?\. .+|Nello plays are not reviewed.+)$/,
      )
      .first()
      .waitFor();
    await ann.page.getByRole('link', { name: 'Table' }).tap();
    await ann.page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();

    // The host deals the next game at the same table; the others are told who will.
    await expect(ann.page.getByRole('dialog').textContent()).resolves.toContain(
      'Waiting for Host to start the next game',
    );
    await expect(ann.page.getByRole('button', { name: 'Play again' }).count()).resolves.toBe(0);
    await host.page.getByRole('button', { name: 'Play again' }).tap();
    for (const { page } of seated) {
      await page.getByText('Game over', { exact: true }).waitFor({ state: 'detached' });
      await expect.poll(() => page.getByRole('list', { name: 'Your hand' }).getByRole('img').count()).toBe(7);
      expect(roomIdOf(page)).toBe(roomId);
    }
    await checkPrivacy(roomId, everyone);
    for (const { errors } of everyone) expect(errors).toEqual([]);
    for (const { page } of everyone) await page.context().close();
  }, 900_000);
});
