import { describe, expect, inject, it } from 'vitest';
import { visit, usePhones } from './browser';
import { expectHintOnSheet, hintOf } from './support/bid-outlook';
import { hiddenFrom } from './support/emulator-truth';
import { expectNoHiddenDominoes } from './support/privacy';

// "Help me bid" online, on the real emulators: the host turns hints on, the AI takes the other
// three seats, and on the host's turn to bid the sheet opens with the chances (the server's hint
// giving its bid the same chance), while the page still shows no domino another seat holds
// (checked against the server's private state).
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

describe('the bid outlook online', () => {
  it('opens on the player’s turn to bid at a table with hints on, and reveals no other hand', async () => {
    const { context, page, errors } = await newPhone();
    page.setDefaultTimeout(90_000);
    await visit(page, baseUrl, '/');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Mia');
    await page.getByRole('button', { name: 'Create room' }).tap();
    await page.getByRole('heading', { name: 'Room lobby' }).waitFor();
    const roomId = new URL(page.url()).pathname.split('/').at(-1)!;
    const hints = page.getByRole('combobox', { name: "Hints (the AI's advice)" });
    await hints.selectOption({ label: 'On' });
    await expect.poll(() => hints.inputValue()).toBe('0');
    await page.getByRole('button', { name: 'Start game' }).tap();
    const bid = page.getByRole('region', { name: 'Your bid' });
    await bid.locator('button:enabled').first().waitFor();
    const hint = await hintOf(page);

    await page.getByRole('button', { name: 'Help me bid' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Help me bid' });
    await sheet.getByRole('table').waitFor();
    const cells = await sheet.locator('tbody td').allTextContents();
    expect(cells.length).toBeGreaterThanOrEqual(9 * 7);
    for (const cell of cells) expect(cell).toMatch(/^(\d{1,3}|–)$/);
    // The server's hint gives its bid the chance the sheet, worked out on the phone, shows (unless
    // the deal has it name none: "Pass: your partner already has the highest bid").
    await expectHintOnSheet(hint, sheet);
    await expectNoHiddenDominoes(page, () => hiddenFrom(roomId, 'Mia'));
    await sheet.getByRole('button', { name: 'Close' }).tap();
    await sheet.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
