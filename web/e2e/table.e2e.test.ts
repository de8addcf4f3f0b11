import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PHONE, PHONE_LANDSCAPE, screenshot, visit, usePhones } from './browser';
import { atRest } from './support/at-rest';
import { missedWhereShown } from './support/hit-where-shown';
import { resizeTo } from './support/reach';

// The table screen on real PlayerViews from the room layer (/dev/table scenes): Mia is the
// viewer, Carlos on her left, Grandma across, an AI on her right.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();
/** The narrowest phone still in use held sideways, where the table scrolls (reach-zoom.e2e.test.ts). */
const SMALLEST_SIDEWAYS = { width: 568, height: 320 };
/** How deep the table's edges fade where it scrolls, at its top and over the hand
 * (table-screen.module.css). */
const FADE = 36;

describe('table screen on real views (/dev/table)', () => {
  it('shows the hand, the other seats, the trick and the score', async () => {
    const { context, page, errors } = await newPhone();
    await visit(page, baseUrl, '/dev/table?scene=your-turn');
    const hand = page.getByRole('list', { name: 'Your hand' });
    await expect(hand.getByRole('button').count()).resolves.toBe(5);
    const enabled = await hand.locator('button:enabled').count();
    expect(enabled).toBeGreaterThan(0);
    await expect(
      page.getByRole('region', { name: /^Grandma, partner, \d dominoes/ }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      page.getByRole('region', { name: /^Carlos, opponent on your left, [45] dominoes/ }).count(),
    ).resolves.toBe(1);
    await expect(page.getByRole('region', { name: 'Trick 3' }).textContent()).resolves.toMatch(/ led /);
    await expect(page.getByRole('region', { name: 'Score' }).textContent()).resolves.toContain(
      'Game to 7 marks',
    );
    // A game keeps each team's marks beside its points (a table of one hand shows points alone).
    const marksAndPoints = expect.stringMatching(/\d+ marks?\s+\d+ /);
    await expect(
      page.getByRole('region', { name: 'Score' }).locator('[data-team]').allInnerTexts(),
    ).resolves.toEqual([marksAndPoints, marksAndPoints]);
    await screenshot(page, 'table');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps every tile of the hand inside a 390 px wide screen', async () => {
    const { context, page } = await newPhone();
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

  it('fits a small 360 px wide phone without sideways scrolling, even while bidding', async () => {
    const { context, page } = await newPhone({ width: 360, height: 640 });
    await visit(page, baseUrl, '/dev/table?scene=bidding');
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    for (const tile of await page.getByRole('list', { name: 'Your hand' }).getByRole('button').all()) {
      const box = await tile.boundingBox();
      expect(box && box.x + box.width <= 360 && box.y + box.height <= 640).toBe(true);
    }
    await screenshot(page, 'table-360x640');
    await context.close();
  });

  it('enables only the legal bids and sends the one tapped', async () => {
    const { context, page } = await newPhone();
    const sent: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') sent.push(message.text());
    });
    await visit(page, baseUrl, '/dev/table?scene=bidding');
    const panel = page.getByRole('region', { name: 'Your bid' });
    await expect(panel.getByRole('heading').textContent()).resolves.toMatch(/^Beat \d+/);
    const bid30 = panel.getByRole('button', { name: '30', exact: true });
    await expect(bid30.isDisabled()).resolves.toBe(true);
    const first = panel.getByRole('group', { name: 'Point bids' }).locator('button:enabled').first();
    const name = await first.getAttribute('aria-label');
    await first.tap();
    await expect.poll(() => sent.at(-1)).toContain(`"value":${name}`);
    await context.close();
  });

  it('offers trumps to the winning bidder, with counts from the hand', async () => {
    const { context, page } = await newPhone();
    await visit(page, baseUrl, '/dev/table?scene=trump');
    const panel = page.getByRole('region', { name: 'Name trump' });
    await expect(panel.getByRole('button', { name: /^Sixes, \d in hand$/ }).count()).resolves.toBe(1);
    await expect(panel.getByRole('button', { name: /^Follow-me/ }).isEnabled()).resolves.toBe(true);
    await context.close();
  });

  it('lifts a tapped tile and plays it from the turn bar', async () => {
    const { context, page } = await newPhone();
    await visit(page, baseUrl, '/dev/table?scene=your-turn');
    const sent: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') sent.push(message.text());
    });
    const tile = page.getByRole('list', { name: 'Your hand' }).locator('button:enabled').first();
    const name =
      (await tile.getAttribute('aria-label')) ?? (await tile.getByRole('img').getAttribute('aria-label'));
    await tile.tap();
    await expect(tile.getAttribute('aria-pressed')).resolves.toBe('true');
    await screenshot(page, 'table-selected');
    await page.getByRole('button', { name: `Play ${name}` }).tap();
    await expect.poll(() => sent.at(-1)).toMatch(/^act \{"type":"play","seat":0,"domino":\d+\}$/);
    await context.close();
  });

  it('highlights the winner of a finished trick and asks for Next', async () => {
    const { context, page } = await newPhone();
    await visit(page, baseUrl, '/dev/table?scene=trick-won');
    await expect(page.getByRole('region', { name: 'Trick 3' }).textContent()).resolves.toContain(
      'winning the trick',
    );
    await expect(
      page.getByRole('list', { name: 'Your hand' }).getByRole('button').first().isDisabled(),
    ).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Next' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'table-trick-won');
    await context.close();
  });

  it('tells how the hand ended, and who won the game', async () => {
    const { context, page } = await newPhone();
    await visit(page, baseUrl, '/dev/table?scene=hand-result');
    const hand = page.getByRole('dialog');
    await expect(hand.textContent()).resolves.toMatch(/(made|set on)/);
    await expect(hand.getByRole('button', { name: 'Next hand' }).isVisible()).resolves.toBe(true);
    await visit(page, baseUrl, '/dev/table?scene=game-over');
    const game = page.getByRole('dialog');
    await expect(game.getByRole('heading').textContent()).resolves.toMatch(/^(You win!|They win)$/);
    await expect(game.getByRole('button', { name: 'Play again' }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('lowers a result to show the hands face up, and raises it again', async () => {
    const { context, page, errors } = await newPhone();
    await visit(page, baseUrl, '/dev/table?scene=game-over');
    await page.getByRole('dialog').getByRole('button', { name: 'See the hands' }).tap();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    for (const name of ['Carlos', 'Grandma', 'AI 4'])
      await expect(
        page
          .getByRole('list', { name: `${name}'s hand` })
          .getByRole('img')
          .count(),
      ).resolves.toBe(7);
    await page.getByRole('button', { name: 'Show the result' }).tap();
    await expect(page.getByRole('dialog').getByRole('heading').textContent()).resolves.toMatch(/win/);
    // A watcher sees the table from the side they chose: Grandma's seat at the bottom, her deal
    // in the hand row, the others' at their seats.
    await visit(page, baseUrl, '/dev/table?scene=watching&from=2');
    await page.getByRole('dialog').getByRole('button', { name: 'See the hands' }).tap();
    await expect(page.getByRole('list', { name: "Grandma's hand" }).getByRole('img').count()).resolves.toBe(
      7,
    );
    for (const name of ['Mia', 'Carlos', 'AI 4'])
      await expect(
        page
          .getByRole('list', { name: `${name}'s hand` })
          .getByRole('img')
          .count(),
      ).resolves.toBe(7);
    await expect(page.getByRole('region', { name: /^Mia, partner/ }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells a watcher they watch and from whose side, names the teams, and offers the next free seat', async () => {
    const { context, page, errors } = await newPhone(PHONE);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await visit(page, baseUrl, '/dev/table?scene=watching&from=2&notices=watcher');
    await page.getByRole('button', { name: 'See the hands' }).tap();
    const notice = page.getByRole('region', { name: "You're watching" });
    await expect(notice.textContent()).resolves.toContain("You're watching from Grandma's side");
    // The teams go by their players, Grandma's first: no "Us" and "Them" for someone not playing.
    const score = (await page.getByRole('region', { name: 'Score' }).textContent()) ?? '';
    expect(score).toContain('Grandma & Mia');
    expect(score).toMatch(/(Carlos & AI 4|AI 4 & Carlos)/);
    expect(score).not.toMatch(/\b(Us|Them)\b/);
    await notice.getByRole('button', { name: 'Ask for a seat: the next free one' }).tap();
    await expect.poll(() => logged).toContain('ask');
    // The host is offered the first in the queue once a seat is free.
    await visit(page, baseUrl, '/dev/table?scene=your-turn&notices=seat');
    const request = page.getByRole('alertdialog', { name: 'Request for a seat' });
    await expect(request.textContent()).resolves.toContain(
      "Zed, first in the queue, asks to play AI 4's seat",
    );
    await request.getByRole('button', { name: 'Let in' }).tap();
    await expect.poll(() => logged).toContain('answer');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits the table on a phone held sideways', async () => {
    const { context, page, errors } = await newPhone(PHONE_LANDSCAPE);
    await visit(page, baseUrl, '/dev/table?scene=your-turn');
    for (const tile of await page.getByRole('list', { name: 'Your hand' }).getByRole('button').all()) {
      const box = await tile.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE_LANDSCAPE.height);
    }
    await screenshot(page, 'table-landscape');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the whole bid or trump panel above the hand once the phone is turned to 568x320, where it shows opened there', async () => {
    // 320 px high, a sideways page takes the upright layout: the table scrolls over the hand at the
    // screen's foot, and either panel was taller than the room the fades leave above the hand (it
    // takes fewer rows there now). Turned, the panel's last row lay under the hand; opened there,
    // the panel showed whole, 8 px higher, measured as its rise began.
    const { context, page, errors } = await newPhone(PHONE);
    for (const [scene, name] of [
      ['bidding', 'Your bid'],
      ['trump', 'Name trump'],
    ] as const) {
      await page.setViewportSize(PHONE);
      await visit(page, baseUrl, `/dev/table?scene=${scene}`);
      const panel = page.getByRole('region', { name });
      await panel.waitFor();
      await resizeTo(page, SMALLEST_SIDEWAYS);
      const handTop = (await page.getByRole('list', { name: 'Your hand' }).boundingBox())!.y;
      const under: string[] = [];
      for (const button of await panel.getByRole('button').all()) {
        const box = (await button.boundingBox())!;
        if (!(await button.isVisible()) || box.y < 0 || box.y + box.height > handTop)
          under.push(
            `${await button.textContent()} at ${Math.round(box.y)}..${Math.round(box.y + box.height)}`,
          );
      }
      expect(under, `${name}: under the hand, whose top is at ${Math.round(handTop)}`).toEqual([]);
      const turned = (await panel.boundingBox())!.y;
      expect(turned).toBeGreaterThanOrEqual(0);
      await visit(page, baseUrl, `/dev/table?scene=${scene}`);
      await panel.waitFor();
      await atRest(page);
      const opened = (await panel.boundingBox())!.y;
      expect(Math.abs(opened - turned), `${name} opened at ${opened}, turned at ${turned}`).toBeLessThan(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits the whole bid or trump panel with hints on between the fades above the hand at 568x320, opened there or turned there', async () => {
    // With hints on, "Help me bid" beside the panel's title and the hint under it, the panel was
    // taller than the room above the hand (212 px): its top came first, its last row in the fade
    // over the hand and under it. On this short page held sideways it now takes fewer, wider rows:
    // the hint beside the title, the point bids in one row, the trumps in two.
    const { context, page, errors } = await newPhone(SMALLEST_SIDEWAYS);
    /** Each control of `panel` a player cannot see whole or tap where it is: in a fade (the
     * table's, 36 px deep at the screen's top and over the hand), under the hand, or covered. */
    const unreachable = async (panel: Locator) => {
      const handTop = (await page.getByRole('list', { name: 'Your hand' }).boundingBox())!.y;
      const missed: string[] = [];
      for (const button of await panel.getByRole('button').all()) {
        const { y, height } = (await button.boundingBox())!;
        const at = `${await button.textContent()} at ${Math.round(y)}..${Math.round(y + height)}`;
        const covered =
          y < FADE || y + height > handTop - FADE
            ? `${at}, the hand's top at ${Math.round(handTop)}`
            : await missedWhereShown(button);
        if (covered !== null) missed.push(covered);
      }
      return missed;
    };
    for (const [scene, name] of [
      ['bidding-help', 'Your bid'],
      ['trump-help', 'Name trump'],
    ] as const) {
      const panel = page.getByRole('region', { name });
      await page.setViewportSize(SMALLEST_SIDEWAYS);
      await visit(page, baseUrl, `/dev/table?scene=${scene}`);
      await panel.waitFor();
      await atRest(page);
      expect(await unreachable(panel), `${name} opened at 568x320`).toEqual([]);
      const opened = (await panel.boundingBox())!.y;
      await page.setViewportSize(PHONE);
      await visit(page, baseUrl, `/dev/table?scene=${scene}`);
      await panel.waitFor();
      await atRest(page);
      await resizeTo(page, SMALLEST_SIDEWAYS);
      expect(await unreachable(panel), `${name} turned to 568x320`).toEqual([]);
      const turned = (await panel.boundingBox())!.y;
      expect(Math.abs(opened - turned), `${name} opened at ${opened}, turned at ${turned}`).toBeLessThan(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['bidding-help', 'Your bid', 'Help me bid', 'Close'],
    ['trump-help', 'Name trump', 'Compare trumps', 'Escape'],
    ['bidding-help', 'Your bid', 'Help me bid', 'Back'],
  ] as const)(
    'scrolls the panel clear of the hand as a sheet open while the phone turned to 568x320 closes (%s: %s, %s, by %s)',
    async (scene, name, help, close) => {
      // Turned under "Help me bid" or "Compare trumps", the table stayed at its top as the sheet
      // closed: the panel lay under the hand, out of sight, with nothing to scroll it clear. It
      // now lies where a turn with no sheet open leaves it.
      const { context, page, errors } = await newPhone(PHONE);
      const panel = page.getByRole('region', { name });
      const turnedAt = async () => {
        const handTop = (await page.getByRole('list', { name: 'Your hand' }).boundingBox())!.y;
        const top = (await panel.boundingBox())!.y;
        const first = (await panel
          .getByRole('button', { name: /^(\d+|Sixes)\b/ })
          .first()
          .boundingBox())!;
        expect(top, `${name}'s top`).toBeGreaterThanOrEqual(0);
        expect(
          first.y + first.height,
          `${name}'s first choice, the hand's top at ${handTop}`,
        ).toBeLessThanOrEqual(handTop);
        return top;
      };
      await visit(page, baseUrl, `/dev/table?scene=${scene}`);
      await panel.waitFor();
      await atRest(page);
      await resizeTo(page, SMALLEST_SIDEWAYS);
      const unsheeted = await turnedAt();
      await page.setViewportSize(PHONE);
      await visit(page, baseUrl, `/dev/table?scene=${scene}`);
      await panel.waitFor();
      await atRest(page);
      await panel.getByRole('button', { name: help }).tap();
      const sheet = page.getByRole('dialog', { name: help });
      await sheet.waitFor();
      await resizeTo(page, SMALLEST_SIDEWAYS);
      if (close === 'Close') await sheet.getByRole('button', { name: 'Close' }).tap();
      else if (close === 'Escape') await page.keyboard.press('Escape');
      else await page.goBack();
      await sheet.waitFor({ state: 'detached' });
      await atRest(page);
      const closed = await turnedAt();
      expect(
        Math.abs(closed - unsheeted),
        `${name} at ${closed}, turned with no sheet at ${unsheeted}`,
      ).toBeLessThan(1);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('table layout details (/dev/table)', () => {
  const boxOf = async (page: Page, name: RegExp) => {
    const box = await page.getByRole('region', { name }).boundingBox();
    if (!box) throw new Error(`no ${name} on the page`);
    return box;
  };

  it('seats the partner across the top while bidding, not between the opponents', async () => {
    for (const viewport of [PHONE, { width: 360, height: 640 }, PHONE_LANDSCAPE]) {
      const { context, page } = await newPhone(viewport);
      await visit(page, baseUrl, '/dev/table?scene=bidding');
      const partner = await boxOf(page, /^Grandma, partner/);
      for (const opponent of [/^Carlos, opponent/, /^AI 4, opponent/]) {
        const box = await boxOf(page, opponent);
        expect(partner.y + partner.height).toBeLessThanOrEqual(box.y + 1);
      }
      await context.close();
    }
  });

  it('keeps the menu button clear of every avatar, even beside a plate with four tags', async () => {
    for (const viewport of [PHONE, { width: 360, height: 640 }]) {
      for (const scene of ['four-badges', 'bidding', 'your-turn']) {
        const { context, page } = await newPhone(viewport);
        await visit(page, baseUrl, `/dev/table?scene=${scene}`);
        const toggle = page.getByRole('button', { name: 'Table menu' });
        const menu = (await toggle.boundingBox())!;
        const hit = await toggle.evaluate((button) => {
          const box = button.getBoundingClientRect();
          const at = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return at !== null && button.contains(at);
        });
        expect(hit).toBe(true);
        // The initials are the avatars' only text; their boxes must not meet the button's.
        const avatars = await page
          .locator('main section[aria-label] [aria-hidden] > span:first-child')
          .evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().toJSON() as DOMRect));
        expect(avatars.length).toBeGreaterThanOrEqual(3);
        for (const avatar of avatars) {
          const apart =
            avatar.x >= menu.x + menu.width ||
            avatar.x + avatar.width <= menu.x ||
            avatar.y >= menu.y + menu.height ||
            avatar.y + avatar.height <= menu.y;
          expect(apart, `${scene} at ${viewport.width}x${viewport.height}`).toBe(true);
        }
        await context.close();
      }
    }
  });

  it('shows the trick number during play and none once the hand is over', async () => {
    const { context, page } = await newPhone();
    const number = () => page.getByRole('region', { name: /^Trick / }).getByText('Trick', { exact: true });
    await visit(page, baseUrl, '/dev/table?scene=your-turn');
    await expect(number().isVisible()).resolves.toBe(true);
    await visit(page, baseUrl, '/dev/table?scene=hand-result');
    await page.getByRole('dialog').waitFor();
    await expect(number().count()).resolves.toBe(0);
    await context.close();
  });

  it('pulses the turn without repainting: every endless animation moves only opacity or transform', async () => {
    // A table waits on someone's turn most of the time. An endless animation of anything else (a
    // glow's box-shadow was one) is painted again every frame for as long as the turn lasts: a
    // quarter of a core here, a phone's battery there. Opacity and transform the compositor moves.
    const { context, page } = await newPhone();
    // The test phones ask for reduced motion, under which nothing pulses.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    for (const scene of ['bidding', 'your-turn', 'their-turn']) {
      await visit(page, baseUrl, `/dev/table?scene=${scene}`);
      const endless = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations === Infinity)
          .map((animation) => ({
            name: (animation as CSSAnimation).animationName,
            moves: [
              ...new Set(
                (animation.effect as KeyframeEffect)
                  .getKeyframes()
                  .flatMap((frame) => Object.keys(frame))
                  .filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
              ),
            ],
          })),
      );
      // The seat on turn pulses in every one of these scenes: the check has something to look at.
      // (CSS modules give the keyframes a name of their own around the stylesheet's.)
      expect(endless.map((animation) => animation.name).join(' '), scene).toContain('turn-pulse');
      for (const { name, moves } of endless)
        expect(
          moves.filter((property) => property !== 'opacity' && property !== 'transform'),
          `${scene}: ${name}`,
        ).toEqual([]);
    }
    await context.close();
  });
});

describe('domino set (/dev/dominoes)', () => {
  it('draws all 28 tiles with spoken names', async () => {
    const { context, page } = await newPhone();
    await visit(page, baseUrl, '/dev/dominoes');
    const vertical = page.getByRole('region', { name: 'Vertical' }).getByRole('img');
    await expect(vertical.count()).resolves.toBe(28);
    await expect(vertical.first().getAttribute('aria-label')).resolves.toBe('double blank');
    await expect(vertical.last().getAttribute('aria-label')).resolves.toBe('double six');
    await screenshot(page, 'dominoes');
    await context.close();
  });
});
