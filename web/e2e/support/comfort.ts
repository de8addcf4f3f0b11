// Comfort settings for the browser tests, stored the way the app keeps them on the device
// (web/src/lib/comfort/comfort-settings.ts) before the page reads them.
import { TAP_GUARD_MS } from '../../src/lib/comfort/tap-guard';

/** Everything as the app was designed (motion as the phone says). */
export const AS_DESIGNED = {
  version: 1,
  largerText: false,
  largerDominoes: false,
  reducedMotion: null,
  trickPause: 0,
  tremorGuard: false,
} as const;

/** Every comfort setting on: larger text and dominoes, less motion, a 2 s pause, the tremor guard. */
export const EVERY_COMFORT = {
  version: 1,
  largerText: true,
  largerDominoes: true,
  reducedMotion: true,
  trickPause: 2000,
  tremorGuard: true,
} as const;

/** An init script that keeps `stored` as the device's comfort settings. */
export const keepComfort = (stored: object): string =>
  `localStorage.setItem('texas42.comfort', ${JSON.stringify(JSON.stringify(stored))})`;

/** How long a test waits between taps so the tremor guard takes the second one. */
export const RESTED_MS = TAP_GUARD_MS + 100;
