import { describe, expect, inject, it } from 'vitest';
import { visit, usePhones } from './browser';
import type { DominoId } from '@texas42/shared';
import { dominoSpokenName } from '../src/lib/domino';
import { hiddenFrom, storedRoom } from './support/emulator-truth';
import { FAST_AI } from './support/offline-game';
import { expectNoHiddenDominoes } from './support/privacy';

// "Invite friends" from an offline game: the game moves online (its record replayed on the server
// to check it) with the player in their seat and AI elsewhere. The score carries over and the
// server deals a fresh hand from its own key: the offline deal, which this device knew, is dropped.
// A friend who joins by the invite link during the game watches, asks for an AI seat, and takes it
// over once Mia (the host) lets them in, seeing only their own dominoes.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

describe('an offline game moved online', () => {
  it('deals a fresh hand from the server, and lets a friend join by link and sit once let in', async () => {
    const mia = await newPhone();
    mia.context.setDefaultTimeout(90_000);
    await mia.context.addInitScript(FAST_AI);
    await visit(mia.page, baseUrl, '/');
    await mia.page.getByRole('textbox', { name: 'Your name' }).fill('Mia');
    await mia.page.getByRole('button', { name: 'Play offline vs AI' }).tap();
    await mia.page.getByRole('button', { name: 'Start game' }).tap();
    const hand = mia.page.getByRole('list', { name: 'Your hand' });
    await hand.getByRole('button').first().waitFor();
    const held = () =>
      hand.getByRole('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('aria-label')).sort());
    const offline = await held();

    await mia.page.getByRole('button', { name: 'Table menu' }).tap();
    await mia.page.getByText('The score carries over; the server deals a fresh hand.').waitFor();
    await mia.page.getByRole('button', { name: 'Invite friends: continue online' }).tap();
    await mia.page.waitForURL(/\/room\//);
    await mia.page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
    const roomId = new URL(mia.page.url()).pathname.split('/').at(-1)!;
    const stored = await storedRoom(roomId);
    expect(stored.game!.dealing).toMatchObject({
      kind: 'keyed',
      keys: [expect.stringMatching(/^[0-9a-f]{64}$/)],
    });
    const seat = stored.seats.findIndex((slot) => slot.name === 'Mia');
    const dealt = [...Array(28).keys()].filter((id) => (stored.game!.hands[seat]! >> id) & 1);
    const expected = dealt.map((id) => dominoSpokenName(id as DominoId)).sort();
    await expect.poll(held).toEqual(expected);
    expect(expected).not.toEqual(offline); // the same seven again by chance: one deal in 1.2 million

    await mia.page.getByRole('button', { name: 'Table menu' }).tap();
    const code = (await mia.page.locator('[aria-label^="Invite code"]').textContent())!.trim();
    await mia.page.getByRole('button', { name: 'Close' }).tap();

    const ann = await newPhone();
    ann.context.setDefaultTimeout(90_000);
    await visit(ann.page, baseUrl, `/join/${code}`);
    await ann.page.getByRole('textbox', { name: 'Your name' }).fill('Ann');
    await ann.page.getByRole('button', { name: 'Join with code' }).tap();
    await ann.page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
    await ann.page.getByRole('button', { name: 'Table menu' }).tap();
    await ann.page
      .getByRole('button', { name: /^Ask to play AI \d's seat$/ })
      .first()
      .tap();
    await ann.page.getByText(/You asked for AI \d's seat/).waitFor();
    await ann.page.getByRole('button', { name: 'Close' }).tap();
    const request = mia.page.getByRole('alertdialog', { name: 'Request for a seat' });
    await request.getByText(/^Ann asks to play AI \d's seat$/).waitFor();
    await request.getByRole('button', { name: 'Let in' }).tap();
    // No reload: her page moves from the spectators' view to her own as the room seats her.
    await expect
      .poll(() => ann.page.getByRole('list', { name: 'Your hand' }).getByRole('button').count())
      .toBeGreaterThan(0);
    await expect(ann.page.getByRole('region', { name: /^Mia, / }).count()).resolves.toBe(1);

    await expectNoHiddenDominoes(mia.page, () => hiddenFrom(roomId, 'Mia'));
    await expectNoHiddenDominoes(ann.page, () => hiddenFrom(roomId, 'Ann'));
    expect([...mia.errors, ...ann.errors]).toEqual([]);
    await mia.context.close();
    await ann.context.close();
  });
});
