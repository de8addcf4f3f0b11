import { describe, expect, inject, it } from 'vitest';
import { PHONE_LANDSCAPE, screenshot, visit, usePhones } from './browser';
import { ZOOMED_PHONES, zoomed } from './support/zoom';

const baseUrl = inject('baseUrl');
const newPhone = usePhones();

describe('home screen', () => {
  it('offers a name field and the three ways in', async () => {
    const { context, page, errors } = await newPhone();
    await visit(page, baseUrl, '/');
    await expect(page.getByRole('heading', { name: 'Texas 42' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('textbox', { name: 'Your name' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('textbox', { name: 'Invite code' }).isVisible()).resolves.toBe(true);
    for (const name of ['Create room', 'Join with code', 'Play offline vs AI']) {
      await expect(page.getByRole('button', { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    for (const name of ['Your stats and history', 'Comfort: larger text and dominoes']) {
      await expect(page.getByRole('link', { name }).isVisible()).resolves.toBe(true);
    }
    await screenshot(page, 'home', { wholePage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('remembers the name on this device', async () => {
    const { context, page } = await newPhone();
    await visit(page, baseUrl, '/');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Mia');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your name' }).inputValue()).resolves.toBe('Mia');
    await context.close();
  });

  it('asks for a name before creating a room', async () => {
    const { context, page } = await newPhone();
    await visit(page, baseUrl, '/');
    await page.getByRole('button', { name: 'Create room' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Enter your name first.');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).resolves.toBe(
      'nickname',
    );
    await context.close();
  });

  it('cleans up a typed code and checks it is complete', async () => {
    const { context, page } = await newPhone();
    await visit(page, baseUrl, '/');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Mia');
    const code = page.getByRole('textbox', { name: 'Invite code' });
    await code.pressSequentially('ab3-k9');
    await expect(code.inputValue()).resolves.toBe('AB3K9');
    await page.getByRole('button', { name: 'Join with code' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Enter the 6-character code from your invite.',
    );
    await context.close();
  });

  it('lands an invite link on “Join Ann’s table” with one big Join, and Create room out of the way', async () => {
    const { context, page, errors } = await newPhone();
    await visit(page, baseUrl, '/join/hx7k2p?host=Ann');
    await expect(page.getByRole('heading', { level: 2 }).textContent()).resolves.toBe('Join Ann’s table');
    await expect(page.getByText('Table code HX7K2P').isVisible()).resolves.toBe(true);
    const join = page.getByRole('button', { name: 'Join with code HX7K2P' });
    await expect(join.textContent()).resolves.toBe('Join');
    // The one big button: the full width of the card, and nothing else on the screen creates a room.
    const card = (await page.getByRole('region', { name: 'Join Ann’s table' }).boundingBox())!;
    const big = (await join.boundingBox())!;
    expect(big.width).toBeGreaterThan(card.width * 0.8);
    await expect(page.getByRole('button', { name: 'Create room' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: /Create a room/ }).isVisible()).resolves.toBe(true);
    await join.tap();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Enter your name first.');
    await screenshot(page, 'invite');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says “Join the table” for an invite link without the host’s name', async () => {
    const { context, page } = await newPhone();
    await visit(page, baseUrl, '/join/HX7K2P');
    await expect(page.getByRole('heading', { level: 2 }).textContent()).resolves.toBe('Join the table');
    await context.close();
  });

  it('fills the code in on the home screen from an invite link cut short', async () => {
    const { context, page } = await newPhone();
    await visit(page, baseUrl, '/join/hx7k');
    await expect(page.getByRole('textbox', { name: 'Invite code' }).inputValue()).resolves.toBe('HX7K');
    await context.close();
  });

  it('says so plainly when the game server cannot be reached', async () => {
    const { context, page } = await newPhone();
    // No emulators for this page: every request but the app's own fails as on a dead network.
    await context.route(
      (url) => !url.href.startsWith(baseUrl),
      (route) => route.abort('connectionrefused'),
    );
    await visit(page, baseUrl, '/');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Mia');
    await page.getByRole('button', { name: 'Create room' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 })
      .toBe('Can’t reach the game server. Check your connection and try again.');
    await context.close();
  });

  it('draws without fetching a game transport, and fetches the offline one once a game starts offline', async () => {
    const { context, page, errors } = await newPhone();
    await visit(page, baseUrl, '/');
    await page.waitForLoadState('networkidle');
    // The page's own downloads (the service worker caches the rest of the app on its own).
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.js')),
      );
    const transports = /(firebase|offline)[-.]/;
    expect((await scripts()).filter((path) => transports.test(path))).toEqual([]);
    await page.getByRole('textbox', { name: 'Your name' }).fill('Mia');
    await page.getByRole('button', { name: 'Play offline vs AI' }).tap();
    await page.getByRole('heading', { name: 'Offline game' }).waitFor();
    await expect(scripts()).resolves.toContainEqual(
      expect.stringMatching(/\/offline-game-client-[\w-]+\.js$/),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so when an address leads nowhere, with a way home', async () => {
    const { context, page, errors } = await newPhone();
    await visit(page, baseUrl, '/no/such/page');
    await page.getByRole('heading', { name: 'Nothing on this table' }).waitFor();
    await page.getByRole('link', { name: 'Back home' }).tap();
    await page.getByRole('heading', { name: 'Texas 42' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says something went wrong when a screen’s code cannot be fetched, and the way home still works', async () => {
    const { context, page } = await newPhone();
    // As after a deploy that removed the chunk this page was built with.
    await context.route(/\/assets\/stats-screen-[\w-]+\.js$/, (route) => route.abort('connectionrefused'));
    await visit(page, baseUrl, '/');
    await page.getByRole('link', { name: 'Your stats and history' }).tap();
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await page.getByRole('link', { name: 'Back home' }).tap();
    await page.getByRole('heading', { name: 'Texas 42' }).waitFor();
    await context.close();
  });

  it('fits a small 360 px wide phone without sideways scrolling', async () => {
    const { context, page } = await newPhone({ width: 360, height: 640 });
    await visit(page, baseUrl, '/');
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    await context.close();
  });

  it('shows a whole typed code and its Join inside the card on every zoomed phone', async () => {
    for (const phone of ZOOMED_PHONES)
      for (const zoom of [1, 1.5, 2]) {
        const page$ = zoomed(phone, zoom);
        const { context, page } = await newPhone(page$);
        await visit(page, baseUrl, '/');
        const code = page.getByRole('textbox', { name: 'Invite code' });
        await code.fill('K7QX2M');
        // The code's text fits its box (nothing scrolled out of sight), and Join lies in the card.
        await expect(
          code.evaluate((input) => input.scrollWidth <= input.clientWidth),
          page$.name,
        ).resolves.toBe(true);
        const card = (await page.getByRole('region', { name: 'Start playing' }).boundingBox())!;
        const join = (await page.getByRole('button', { name: 'Join with code' }).boundingBox())!;
        expect(join.x >= card.x && join.x + join.width <= card.x + card.width, page$.name).toBe(true);
        await context.close();
      }
  });

  it('lays out side by side on a phone held sideways', async () => {
    const { context, page, errors } = await newPhone(PHONE_LANDSCAPE);
    await visit(page, baseUrl, '/');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Mia');
    const create = await page.getByRole('button', { name: 'Create room' }).boundingBox();
    expect(create && create.y + create.height).toBeLessThanOrEqual(PHONE_LANDSCAPE.height);
    await screenshot(page, 'home-landscape');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('installability', () => {
  it('serves a web app manifest with SVG and PNG icons', async () => {
    const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as {
      name: string;
      display: string;
      icons: { src: string; type: string }[];
    };
    expect(manifest.name).toBe('Texas 42');
    expect(manifest.display).toBe('standalone');
    for (const { src, type } of manifest.icons) {
      const icon = await fetch(`${baseUrl}${src}`);
      expect(icon.ok).toBe(true);
      expect(icon.headers.get('content-type')).toContain(type);
    }
  });
});
