import { describe, expect, inject, it } from 'vitest';
import { visit, usePhones } from './browser';
import { hiddenFrom } from './support/emulator-truth';
import { FAST_AI } from './support/offline-game';
import { expectNoHiddenDominoes } from './support/privacy';

// "Invite friends" from an offline game: the game moves online (replayed from its record on the
// server) with the player in their seat and AI elsewhere, and a friend who joins by the invite
// link takes over an AI seat in the running game, seeing only their own dominoes.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

describe('an offline game moved online', () => {
  it('keeps the hand the player holds, and lets a friend join by link', async () => {
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
    await mia.page.getByRole('button', { name: 'Invite friends: continue online' }).tap();
    await mia.page.waitForURL(/\/room\//);
    await mia.page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
    await expect.poll(held).toEqual(offline);
    const roomId = new URL(mia.page.url()).pathname.split('/').at(-1)!;

    await mia.page.getByRole('button', { name: 'Table menu' }).tap();
    const code = (await mia.page.locator('[aria-label^="Invite code"]').textContent())!.trim();
    await mia.page.getByRole('button', { name: 'Close' }).tap();

    const ann = await newPhone();
    ann.context.setDefaultTimeout(90_000);
    await visit(ann.page, baseUrl, `/join/${code}`);
    await ann.page.getByRole('textbox', { name: 'Your name' }).fill('Ann');
    await ann.page.getByRole('button', { name: 'Join with code' }).tap();
    await ann.page.getByRole('heading', { name: 'Texas 42 table' }).waitFor();
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
