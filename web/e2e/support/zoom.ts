// Browser zoom on a phone, emulated the way a browser lays a zoomed page out. A page zoomed to Z
// on a phone W x H CSS pixels wide lays out in a viewport of W/Z x H/Z CSS pixels, each drawn
// with Z times as many device pixels: that is what Chromium's page zoom does (media and container
// queries see the smaller viewport), and what the page sees when the phone's text size asks for
// larger pages. Playwright has no page zoom, and CDP's Emulation.setPageScaleFactor is a pinch
// (the page keeps its layout width and is only magnified), so a smaller viewport at a higher
// device scale factor is the honest emulation.
import type { PhoneViewport } from '../browser';
import { PHONE_SIZES } from './reach';

const [TALL, SMALL, WIDE, LOW] = PHONE_SIZES;

/** The upright phones the zoomed walks start from (reach.ts's): a large one and a small one. */
export const ZOOMED_PHONES = [TALL, SMALL] as const;

/** The same two phones held sideways: zoomed, their pages are too short for the table's sideways
 * layout, which does not scroll. */
export const ZOOMED_SIDEWAYS = [WIDE, LOW] as const;

/** The page a `phone` (2 device pixels per CSS pixel) shows at `zoom`, named like "390x844 at 150%". */
export function zoomed(
  phone: { width: number; height: number },
  zoom: number,
): PhoneViewport & { name: string } {
  return {
    name: `${phone.width}x${phone.height} at ${Math.round(zoom * 100)}%`,
    width: Math.floor(phone.width / zoom),
    height: Math.floor(phone.height / zoom),
    scale: 2 * zoom,
  };
}
