import { afterAll, describe, it } from 'vitest';
import { usePhones } from './browser';
import { PHONE_SIZES } from './support/reach';
import { AS_DESIGNED } from './support/comfort';
import { BOTH_WALKS, COMFORTS, printControlsChecked, walkTableAndFirstHand } from './support/reach-walks';

// Every control within a thumb's reach, at the four phone sizes the issue names, on every screen
// support/reach-walks.ts walks. Every walk runs as the app was designed, with every comfort
// setting on, and with larger text or larger dominoes alone (the two settings that change the
// layout). The same walks on zoomed pages are reach-zoom.e2e.test.ts.
const newPhone = usePhones();

const CASES = PHONE_SIZES.flatMap((viewport) => COMFORTS.map((comfort) => ({ ...viewport, comfort })));

afterAll(printControlsChecked);

describe.each(CASES)('every control within reach at $width x $height, $comfort.name', (phone) => {
  const { comfort, ...viewport } = phone;
  const phoneWalk = {
    phone: viewport,
    size: `${viewport.width}x${viewport.height}`,
    stored: comfort.stored,
    pictures: viewport.width > viewport.height && comfort.stored === AS_DESIGNED,
  };

  it(BOTH_WALKS, () => walkTableAndFirstHand(newPhone, phoneWalk), 240_000);
});
