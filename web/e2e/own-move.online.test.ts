import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { visit, usePhones } from './browser';
import { roomOwes, storedRoom, tableTruth } from './support/emulator-truth';
import { liveUpdates } from './support/live-updates';
import { askedOf, bidHigh, nameTrump, tapNext, tapShown } from './support/offline-game';
import { screenChange } from './support/screen-change';
import { readTapClock, startTapClock } from './support/tap-clock';

// The player's own move shows at once, before the room has confirmed it, and goes back when the
// room refuses it. Made real as in stale-tap.online.test.ts: the same player has the table open
// on two tabs, and one tab stops receiving live updates (a phone on a lagging connection). What
// that tab shows after a tap can only come from the tap itself.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

const hand = (page: Page) => page.getByRole('list', { name: 'Your hand' });
const playable = (page: Page) => hand(page).locator('button:enabled');
const handNames = (page: Page) =>
  hand(page)
    .getByRole('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('aria-label')!));
/** The dominoes in the trick on `page`, by name, as its screen reader text says them. */
const trickNames = (page: Page) =>
  page
    .locator('section[aria-label^="Trick"] li .sr-only')
    .evaluateAll((lines) =>
      lines.map((line) => /(?:led|played) (.+?)(?:, winning the trick)?$/.exec(line.textContent ?? '')?.[1]),
    );

/** Plays the second tap of a domino: it is tapped once to lift it, then again to play it. */
async function playTile(page: Page, index: number): Promise<string> {
  const tile = playable(page).nth(index);
  const name = (await tile.getByRole('img').getAttribute('aria-label'))!;
  await tile.tap();
  await tile.tap();
  return name;
}

const countBits = (mask: number) => mask.toString(2).replaceAll('0', '').length;

describe("the player's own move", () => {
  it('shows at once, stays once the room confirms it, and goes back with the room’s message when refused', async () => {
    const { context, page: fresh, errors, calls } = await newPhone();
    // The emulators on a busy machine answer in seconds, not milliseconds.
    context.setDefaultTimeout(90_000);
    await startTapClock(context);
    await visit(fresh, baseUrl, '/');
    await fresh.getByRole('textbox', { name: 'Your name' }).fill('Mia');
    await fresh.getByRole('button', { name: 'Create room' }).tap();
    await fresh.getByRole('heading', { name: 'Room lobby' }).waitFor();
    const roomId = new URL(fresh.url()).pathname.split('/').at(-1)!;
    await fresh.getByRole('button', { name: 'Start game' }).tap();
    await fresh.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
    const lagging = await context.newPage();
    await visit(lagging, baseUrl, new URL(fresh.url()).pathname);

    // Play on (Mia on the live tab, the AI elsewhere) until Mia may play one of two dominoes: a few
    // moves, given two minutes (a machine under load may take seconds a move). The screen says
    // what Mia is asked for; the stored room says whether she still is (a screen an update behind
    // offers a move the room refuses as stale).
    for (const until = Date.now() + 120_000; Date.now() < until;) {
      const asked = await askedOf(fresh);
      const { moment } = asked;
      if (moment === 'play' && (await playable(fresh).count()) >= 2) break;
      if (moment === 'waiting' || moment === 'game-over' || !(await roomOwes(roomId, 'Mia', moment))) {
        await screenChange(fresh);
        continue;
      }
      if (moment === 'bid') await bidHigh(fresh);
      else if (moment === 'trump') await nameTrump(fresh);
      else if (moment === 'play') await playTile(fresh, 0);
      else await tapNext(fresh, moment);
      // The tap has shown once the page asks for something else; if it never does, the stored
      // room says whether the screen or the room stood still.
      await tapShown(fresh, asked, () => tableTruth(roomId, errors, calls));
    }
    await expect.poll(() => playable(fresh).count()).toBeGreaterThanOrEqual(2);
    await expect.poll(async () => (await handNames(lagging)).join()).toBe((await handNames(fresh)).join());
    await expect.poll(() => playable(lagging).count()).toBe(await playable(fresh).count());
    const held = (await handNames(fresh)).length;

    // The live tab plays: the domino is in the trick, once, and out of the hand as soon as tapped,
    // and stays so, with no gap, when the room's own view takes over.
    await liveUpdates(lagging, false);
    const before = (await trickNames(fresh)).length;
    const played = await playTile(fresh, 0);
    const tappedAt = (await readTapClock(fresh)).tapAt;
    await expect.poll(() => trickNames(fresh)).toContain(played);
    expect(await handNames(fresh)).not.toContain(played);
    await expect
      .poll(async () => countBits((await storedRoom(roomId)).game!.hands[0]!), { timeout: 60_000 })
      .toBe(held - 1);
    // The room's view has arrived once the next seat's play shows, or Next may be tapped.
    const next = fresh.getByRole('button', { name: 'Next', exact: true, disabled: false });
    await expect
      .poll(async () => (await trickNames(fresh)).length > before + 1 || (await next.count()) > 0)
      .toBe(true);
    const seen = (await readTapClock(fresh)).history.filter((entry) => entry.name === played);
    expect(seen).toEqual([{ name: played, from: expect.any(Number), until: null }]);
    expect(seen[0]!.from).toBeGreaterThanOrEqual(tappedAt);

    // The lagging tab still shows Mia to play, and plays another domino: it shows at once, though
    // no update can reach the tab; the room refuses the stale move, and the tab puts the domino
    // back in the hand and says why.
    const stale = await playTile(lagging, 1);
    expect(stale).not.toBe(played);
    const staleTap = (await readTapClock(lagging)).tapAt;
    await expect
      .poll(() => lagging.getByRole('alert').textContent())
      .toBe('The table has changed since you looked: try again');
    await expect.poll(async () => (await handNames(lagging)).includes(stale)).toBe(true);
    expect(await trickNames(lagging)).not.toContain(stale);
    const shown = (await readTapClock(lagging)).history.filter((e) => e.name === stale);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.from).toBeGreaterThanOrEqual(staleTap);
    expect(shown[0]!.until).toBeGreaterThanOrEqual(shown[0]!.from);

    // Once updates flow again, both tabs show the room's table: the live tab's domino once. The AI
    // seats after Mia play on meanwhile, so the two tabs are read together, each time.
    await liveUpdates(lagging, true);
    const sameTrick = async () => (await trickNames(lagging)).join() === (await trickNames(fresh)).join();
    await expect.poll(sameTrick).toBe(true);
    for (const page of [fresh, lagging]) {
      expect((await trickNames(page)).filter((name) => name === played)).toHaveLength(1);
      expect(await handNames(page)).not.toContain(played);
      expect(await handNames(page)).toContain(stale);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
