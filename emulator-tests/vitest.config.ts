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
    // The files on a worker share its loaded modules (the web and Admin SDKs, protobufjs's
    // generated codecs) instead of a process each: 22 processes each loaded them for about a
    // second of CPU. The test workers' CPU went from 60-76 s to 39-44 s (two runs each, `node
    // scripts/suite-cpu.mjs --only=emulator-tests`). Safe because no file mocks a module
    // (eslint.config.js), every client's app name is its file's own or counted
    // (support/web-client.ts), and a worker keeps its suite (support/emulators.ts), so a file
    // still runs alone on its database.
    isolate: false,
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
