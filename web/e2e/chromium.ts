// Where the browser tests find Chromium and how they start it. This machine has no browser
// downloads (`npx playwright install` cannot work), so the tests use Debian's package.
import { existsSync } from 'node:fs';

/** Debian's headless shell first: the same Chromium (Blink and V8 of the same version) built
 * without the desktop browser's windows, which is what Playwright itself runs headless when it
 * downloads its browsers. `npm test` spent 1,037 s of CPU with it against 1,232 s with the
 * whole browser, and ended in 560 s against 661 s (both at d62d53a, one after the other on
 * the quiet machine, `node scripts/suite-cpu.mjs`), every test passing on each. A machine with
 * only the whole browser runs the tests on it. */
const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

/** Flags for a quiet, sandbox-free headless Chromium that never calls home. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The Chromium binary, or an error that says how to install it. */
export function findChromium(): string {
  const found = CANDIDATES.find((path): path is string => !!path && existsSync(path));
  if (found) return found;
  throw new Error(
    'Browser tests need Chromium at /usr/bin/chromium-headless-shell or /usr/bin/chromium. Install it with: ' +
      'apt-get update && apt-get install -y chromium-headless-shell   (or set CHROMIUM_PATH to a Chromium binary)',
  );
}
