import { defineConfig } from 'vitest/config';

// Online browser tests: the app against the real Firebase emulators (auth, functions, Firestore).
// Run from the repo root with `npm run test:e2e:online`, which starts the emulators around them.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['e2e/**/*.online.test.ts'],
    globalSetup: ['e2e/support/warm-up.ts', 'e2e/global-setup.ts'],
    // Two files at once, each with its own Chromium and its own people: a file spends most of its
    // time waiting on the table's timers (a stale phone, a silent turn) and on the other phones,
    // and each plays at rooms of its own, so two share one emulator suite.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // Polls wait for other phones' moves to arrive through the emulators.
    expect: { poll: { timeout: 60_000 } },
  },
});
