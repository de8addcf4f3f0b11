import { defineConfig } from 'vitest/config';

// Online browser tests: the app against the real Firebase emulators (auth, functions, Firestore).
// Run from the repo root with `npm run test:e2e:online`, which starts the emulators around them.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['e2e/**/*.online.test.ts'],
    globalSetup: ['e2e/support/warm-up.ts', 'e2e/global-setup.ts'],
    // One file at a time: these tests time the table (a phone away within a minute, a claim 4 s
    // after the first), and two four-phone files at once on a busy two-core machine pushed those
    // past their limits (presence.online saw a phone away after 86 s at load 50).
    fileParallelism: false,
    // The files share their test worker and its loaded modules, as the offline browser tests do
    // (vitest.e2e.config.ts says why); each still launches its own Chromium.
    isolate: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // Polls wait for other phones' moves to arrive through the emulators.
    expect: { poll: { timeout: 60_000 } },
  },
});
