import { afterAll, describe, expect, inject, it } from 'vitest';
import { screenshot, usePhones } from './browser';
import { keepComfort } from './support/comfort';
import { FAST_AI, playUntil, startOneHandGame } from './support/offline-game';
import {
  BOTH_WALKS,
  COMFORTS,
  open,
  printControlsChecked,
  replayShown,
  walk,
  walkTableAndFirstHand,
} from './support/reach-walks';
import { ZOOMED_PHONES, zoomed } from './support/zoom';

// The reach walks of reach.e2e.test.ts on zoomed pages (support/zoom.ts), plus a hand played to
// its end with the review and the stats screen: both phones at 125%, 150%, 175% and 200% (360x640
// at 150% with larger text, which makes it about as tight as 175%). The table's layouts change
// with the width it has (300 px and under: the score on two lines, the trick under the partner,
// the bid buttons in fewer columns) and the height (the table scrolls, the hand stays at the
// foot), and these take each layout from its widest to its tightest.
const baseUrl = inject('baseUrl');
const newPhone = usePhones();

const [TALL, SMALL] = ZOOMED_PHONES;
/** The zoomed pages walked (see the top of this file for why these). */
const ZOOM_CASES = [
  { ...zoomed(TALL, 1.25), comfort: COMFORTS[0] },
  { ...zoomed(SMALL, 1.25), comfort: COMFORTS[0] },
  { ...zoomed(TALL, 2), comfort: COMFORTS[0] },
  { ...zoomed(SMALL, 2), comfort: COMFORTS[0] },
  { ...zoomed(SMALL, 1.5), comfort: COMFORTS[2] },
  { ...zoomed(TALL, 1.5), comfort: COMFORTS[0] },
  { ...zoomed(TALL, 1.75), comfort: COMFORTS[0] },
  { ...zoomed(SMALL, 1.75), comfort: COMFORTS[0] },
];

afterAll(printControlsChecked);

describe.each(ZOOM_CASES)('every control within reach on a $name page, $comfort.name', (zoom) => {
  const { name, comfort, ...phone } = zoom;
  const size = `${name} (${phone.width}x${phone.height})`;
  const zoomWalk = { sizes: [{ phone, size, pictures: false }], stored: comfort.stored };
  // The README's pictures of a zoomed table (npm run screenshots).
  const pictures = name === '390x844 at 200%';

  it(BOTH_WALKS, () => walkTableAndFirstHand(newPhone, zoomWalk), 240_000);

  it("at a hand's end, in its review and on the stats screen", async () => {
    const { context, page, errors } = await newPhone(phone);
    await context.addInitScript(`${FAST_AI}; localStorage.setItem('texas42.aiDelayMs', '60')`);
    await context.addInitScript(keepComfort(comfort.stored));
    const problems: string[] = [];
    await startOneHandGame(page, baseUrl);
    if (pictures) await screenshot(page, 'zoom-200-bidding');
    await playUntil(page, ['play']);
    if (pictures) await screenshot(page, 'zoom-200-playing');
    await playUntil(page, ['game-over']);
    await replayShown(page);
    problems.push(...(await walk(page, size, 'game over')));
    if (pictures) await screenshot(page, 'zoom-200-game-over');
    await page
      .getByRole('dialog')
      .getByRole('link', { name: /^Review the (last )?hand$/ })
      .tap();
    await page.getByRole('heading', { name: 'Hand review' }).waitFor();
    problems.push(...(await walk(page, size, 'review')));
    await open(page, '/');
    await page.getByRole('link', { name: 'Your stats and history' }).tap();
    await page.getByRole('heading', { name: 'Your stats' }).waitFor();
    problems.push(...(await walk(page, size, 'stats')));
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
