import { afterAll, describe, expect, inject, it } from 'vitest';
import { screenshot, usePhones } from './browser';
import { keepComfort } from './support/comfort';
import { missedWhereShown } from './support/hit-where-shown';
import { FAST_AI, momentOf, playUntil, startOneHandGame } from './support/offline-game';
import {
  BOTH_WALKS,
  COMFORTS,
  open,
  printControlsChecked,
  replayShown,
  walkAt,
  walkTableAndFirstHand,
} from './support/reach-walks';
import { ZOOMED_PHONES, ZOOMED_SIDEWAYS, zoomed } from './support/zoom';

// The reach walks of reach.e2e.test.ts on zoomed pages (support/zoom.ts), plus a hand played to
// its end with the review and the stats screen: both phones at 125%, 150%, 175% and 200% (360x640
// at 150% with larger text, which makes it about as tight as 175%), and held sideways at 125%,
// 150% and 200% (844x390 at 125% is 675x312: too short for the sideways layout, which does not
// scroll, the table takes the upright one; 740x360 at 200% is 370x180), and the narrowest phone,
// 320x568, upright and sideways at 100%. The table's layouts change with the width it has (300 px
// and under: the score on two lines, the trick under the partner, the bid buttons in fewer
// columns) and the height (the table scrolls, the hand stays at the foot), and these take each
// layout from its widest to its tightest. A zoom is a device scale
// factor, which a page keeps, so the two phones at one zoom share a page: it opens each screen at
// the first phone's size and is resized to the other's (as reach.e2e.test.ts does for its sizes);
// which phone opens first varies with the zoom. At the hand's end each trick's Next and, above
// the result, the table menu button are hit where they show.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

const [TALL, SMALL] = ZOOMED_PHONES;
const [WIDE, LOW] = ZOOMED_SIDEWAYS;
const SMALLEST = { width: 320, height: 568 };
const SMALLEST_SIDEWAYS = { width: 568, height: 320 };
/** The zoomed pages walked, a page per zoom and comfort setting (see the top of this file for why
 * these). */
const ZOOM_CASES = [
  // The narrowest phone still in use (an iPhone SE of the first kind), unzoomed, upright and
  // held sideways: 320 px high, the sideways page takes the upright layout, which scrolls.
  { zooms: [zoomed(SMALLEST, 1), zoomed(SMALLEST_SIDEWAYS, 1)], comfort: COMFORTS[0] },
  { zooms: [zoomed(TALL, 1.25), zoomed(SMALL, 1.25)], comfort: COMFORTS[0] },
  { zooms: [zoomed(TALL, 2), zoomed(SMALL, 2)], comfort: COMFORTS[0] },
  { zooms: [zoomed(SMALL, 1.5)], comfort: COMFORTS[2] },
  { zooms: [zoomed(TALL, 1.5)], comfort: COMFORTS[0] },
  { zooms: [zoomed(SMALL, 1.75), zoomed(TALL, 1.75)], comfort: COMFORTS[0] },
  { zooms: [zoomed(WIDE, 1.25), zoomed(LOW, 1.25)], comfort: COMFORTS[0] },
  { zooms: [zoomed(LOW, 1.5), zoomed(WIDE, 1.5)], comfort: COMFORTS[0] },
  { zooms: [zoomed(WIDE, 2), zoomed(LOW, 2)], comfort: COMFORTS[0] },
].map((zoomCase) => ({ ...zoomCase, name: zoomCase.zooms.map((zoom) => zoom.name).join(' and ') }));

afterAll(printControlsChecked);

describe.each(ZOOM_CASES)(
  'every control within reach on $name pages, $comfort.name',
  ({ zooms, comfort }) => {
    const sizes = zooms.map(({ name, ...phone }) => ({
      phone,
      size: `${name} (${phone.width}x${phone.height})`,
      pictures: false,
    }));
    const phone = sizes[0]!.phone;
    // The README's pictures of a zoomed table (npm run screenshots).
    const pictures = zooms[0]!.name === '390x844 at 200%';

    it(BOTH_WALKS, () => walkTableAndFirstHand(newPhone, { sizes, stored: comfort.stored }), 240_000);

    it("at a hand's end, in its review and on the stats screen", async () => {
      const { context, page, errors } = await newPhone(phone);
      await context.addInitScript(`${FAST_AI}; localStorage.setItem('texas42.aiDelayMs', '60')`);
      await context.addInitScript(keepComfort(comfort.stored));
      const problems: string[] = [];
      await startOneHandGame(page, baseUrl);
      if (pictures) await screenshot(page, 'zoom-200-bidding');
      await playUntil(page, ['play']);
      if (pictures) await screenshot(page, 'zoom-200-playing');
      // Each trick's Next, which takes the focus as it comes, shows clear of the hand at the
      // screen's foot: a tap on it lands on it, not on a tile.
      await playUntil(page, async () => {
        const moment = await momentOf(page);
        if (moment === 'next')
          await expect
            .poll(() => missedWhereShown(page.getByRole('button', { name: 'Next', exact: true })), {
              timeout: 2000,
            })
            .toBeNull()
            .catch(() => problems.push(`${sizes[0]!.size}: a trick's Next is under the hand`));
        return moment === 'game-over';
      });
      await replayShown(page);
      // The table menu stays in view above the result, however far the table had scrolled.
      const menuMissed = await missedWhereShown(
        page.getByRole('button', { name: 'Table menu' }).locator('visible=true'),
      );
      if (menuMissed !== null) problems.push(`${sizes[0]!.size}: at game over, ${menuMissed}`);
      problems.push(...(await walkAt(page, sizes, 'game over')));
      if (pictures) await screenshot(page, 'zoom-200-game-over');
      await page
        .getByRole('dialog')
        .getByRole('link', { name: /^Review the (last )?hand$/ })
        .tap();
      await page.getByRole('heading', { name: 'Hand review' }).waitFor();
      problems.push(...(await walkAt(page, sizes, 'review')));
      await open(page, '/');
      await page.getByRole('link', { name: 'Your stats and history' }).tap();
      await page.getByRole('heading', { name: 'Your stats' }).waitFor();
      problems.push(...(await walkAt(page, sizes, 'stats')));
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  },
);
