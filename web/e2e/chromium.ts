// Where the browser tests find Chromium and how they start it. This machine has no browser
// downloads (`npx playwright install` cannot work), so the tests use Debian's package.
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

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
    'Browser tests need Chromium at /usr/bin/chromium. Install it with: ' +
      'apt-get update && apt-get install -y chromium   (or set CHROMIUM_PATH to a Chromium binary)',
  );
}
