import { afterAll, describe, it } from 'vitest';
import { usePhones } from './browser';
import { PHONE_SIZES } from './support/reach';
import { AS_DESIGNED } from './support/comfort';
import { BOTH_WALKS, COMFORTS, printControlsChecked, walkTableAndFirstHand } from './support/reach-walks';

// Every control within a thumb's reach, at the four phone sizes the issue names, on every screen
// support/reach-walks.ts walks. Every walk runs as the app was designed, with every comfort
// setting on, and with larger text or larger dominoes alone (the two settings that change the
// layout). Each walk opens every screen at one size and checks it there, then at the other three
// sizes, the page resized (a phone turned); each comfort setting opens its screens at a different
// size, so every size is also checked on screens drawn at it from the start. The same walks on
// zoomed pages are reach-zoom.e2e.test.ts.
const newPhone = usePhones();

/** Each comfort setting with the phone sizes in the order its walk takes them: the `i`th setting
 * opens its screens at the `i`th size. */
const CASES = COMFORTS.map((comfort, i) => {
  const phones = [...PHONE_SIZES.slice(i), ...PHONE_SIZES.slice(0, i)];
  return { comfort, phones, first: phones[0]! };
});

afterAll(printControlsChecked);

describe.each(CASES)(
  'every control within reach at the four phone sizes, $comfort.name, screens opened at $first.width x $first.height',
  ({ comfort, phones }) => {
    const sizes = phones.map((viewport) => ({
      phone: viewport,
      size: `${viewport.width}x${viewport.height}`,
      // The README's pictures: on a phone held sideways, as designed.
      pictures: viewport.width > viewport.height && comfort.stored === AS_DESIGNED,
    }));

    it(BOTH_WALKS, () => walkTableAndFirstHand(newPhone, { sizes, stored: comfort.stored }), 480_000);
  },
);
