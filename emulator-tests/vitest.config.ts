import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** How many emulator suites the run was given (support/emulators.ts): one file at a time on each. */
const suites = (process.env.TEXAS42_EMULATOR_PORT_OFFSET ?? '0').split(',').length;

// Tests against the real emulators, started by `npm run test:emulators` (scripts/emulators.mjs).
// A file compares whole-database snapshots, so it runs alone on its suite: as many files at once as
// there are suites, with room for cold starts.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['emulator-tests/**/*.emulator.test.ts'],
    globalSetup: ['emulator-tests/support/warm-up.ts'],
    setupFiles: ['emulator-tests/support/transport-setup.ts'],
    pool: 'forks',
    fileParallelism: suites > 1,
    maxWorkers: suites,
    // A test's limit only stops one that hangs. In the first minutes of `npm test` the browser,
    // unit and emulator steps all start on two cores, and a call that takes 0.3 s alone took 5 to
    // 12 s on a fresh clone's run (emulators-2.log: createRoom 7.7 s, startGame 11.9 s,
    // acceptTransfer 8.7 s), so a test of a dozen calls ran past the 60 s this limit was.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
