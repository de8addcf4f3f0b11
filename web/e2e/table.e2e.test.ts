import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhone, PHONE, PHONE_LANDSCAPE, screenshot, visit } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser(inject('chromiumPath'));
});

afterAll(async () => {
  await browser?.close();
});

describe('table screen on fixture data (/dev/table)', () => {
  it('shows the hand, the other seats, the trick and the score', async () => {
    const { context, page, errors } = await openPhone(browser);
    await visit(page, baseUrl, '/dev/table');
    const hand = page.getByRole('list', { name: 'Your hand' });
    await expect(hand.getByRole('button').count()).resolves.toBe(5);
    await expect(hand.getByRole('button', { name: 'six-three', exact: true }).isEnabled()).resolves.toBe(
      true,
    );
    await expect(hand.getByRole('button', { name: 'double five' }).isDisabled()).resolves.toBe(true);
    await expect(
      page.getByRole('region', { name: /^Grandma, partner, 4 dominoes, bid 34/ }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      page.getByRole('region', { name: /^Carlos, opponent on your left, 5 dominoes/ }).count(),
    ).resolves.toBe(1);
    await expect(page.getByRole('region', { name: 'Trick 3' }).textContent()).resolves.toContain(
      'Grandma led double six',
    );
    await screenshot(page, 'table');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps every tile of the hand inside a 390 px wide screen', async () => {
    const { context, page } = await openPhone(browser);
    await visit(page, baseUrl, '/dev/table?scene=their-turn');
    const tiles = page.getByRole('list', { name: 'Your hand' }).getByRole('button');
    await expect(tiles.count()).resolves.toBe(7);
    for (const tile of await tiles.all()) {
      const box = await tile.boundingBox();
      expect(
        box && box.x >= 0 && box.x + box.width <= PHONE.width && box.y + box.height <= PHONE.height,
      ).toBe(true);
      expect(box && box.width).toBeGreaterThanOrEqual(44);
    }
    await screenshot(page, 'table-their-turn');
    await context.close();
  });

  it('fits a small 360 px wide phone without sideways scrolling', async () => {
    const { context, page } = await openPhone(browser, { width: 360, height: 640 });
    await visit(page, baseUrl, '/dev/table?scene=their-turn');
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    for (const tile of await page.getByRole('list', { name: 'Your hand' }).getByRole('button').all()) {
      const box = await tile.boundingBox();
      expect(box && box.x + box.width <= 360 && box.y + box.height <= 640).toBe(true);
    }
    await screenshot(page, 'table-360x640');
    await context.close();
  });

  it('lifts a tapped tile and plays it from the turn bar', async () => {
    const { context, page } = await openPhone(browser);
    await visit(page, baseUrl, '/dev/table');
    const played: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') played.push(message.text());
    });
    const tile = page.getByRole('button', { name: 'six-three', exact: true });
    await tile.tap();
    await expect(tile.getAttribute('aria-pressed')).resolves.toBe('true');
    await screenshot(page, 'table-selected');
    await page.getByRole('button', { name: 'Play six-three' }).tap();
    await expect.poll(() => played).toEqual(['play 24']);
    await context.close();
  });

  it('highlights the winner of a finished trick', async () => {
    const { context, page } = await openPhone(browser);
    await visit(page, baseUrl, '/dev/table?scene=trick-won');
    await expect(page.getByRole('region', { name: 'Trick 3' }).textContent()).resolves.toContain(
      'Grandma led double six, winning the trick',
    );
    await expect(
      page.getByRole('list', { name: 'Your hand' }).getByRole('button').first().isDisabled(),
    ).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Next' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'table-trick-won');
    await context.close();
  });

  it('fits the table on a phone held sideways', async () => {
    const { context, page, errors } = await openPhone(browser, PHONE_LANDSCAPE);
    await visit(page, baseUrl, '/dev/table');
    for (const tile of await page.getByRole('list', { name: 'Your hand' }).getByRole('button').all()) {
      const box = await tile.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE_LANDSCAPE.height);
    }
    await screenshot(page, 'table-landscape');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('domino set (/dev/dominoes)', () => {
  it('draws all 28 tiles with spoken names', async () => {
    const { context, page } = await openPhone(browser);
    await visit(page, baseUrl, '/dev/dominoes');
    const vertical = page.getByRole('region', { name: 'Vertical' }).getByRole('img');
    await expect(vertical.count()).resolves.toBe(28);
    await expect(vertical.first().getAttribute('aria-label')).resolves.toBe('double blank');
    await expect(vertical.last().getAttribute('aria-label')).resolves.toBe('double six');
    await screenshot(page, 'dominoes');
    await context.close();
  });
});
