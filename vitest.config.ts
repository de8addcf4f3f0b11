import { defineConfig } from 'vitest/config';

// Unit tests of every workspace; emulator and browser tests have their own configs.
//
// The engine's and the web app's tests share their workers' loaded modules (`isolate: false`):
// shared/ is pure, and the one web test that stubs a global puts it back after each test. Loading
// the modules once per worker instead of once per file took the unit tests run alone from 116 s
// of CPU to 88 s (npm test runs them beside the browser and emulator suites on two cores). What
// would make it unsafe is a module mock, which would leak into the next file on the worker:
// ESLint forbids `vi.mock` there (eslint.config.js). The functions' tests mock the Firebase SDK's
// logger, so each of their files keeps workers of its own.
//
// The unit tests compute; none waits on anything. Their limit only stops a loop that never ends,
// so it is far above any test's time: `npm test` runs them beside two browsers and three emulator
// suites on two cores, and on a machine half as fast as usual a scan of 10,000 games took 185 s
// there, past the 120 s limit it had.
export default defineConfig({
  test: {
    testTimeout: 600_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared modules',
          include: ['shared/src/**/*.test.ts', 'shared/bench/**/*.test.ts', 'web/src/**/*.test.ts'],
          isolate: false,
          css: { include: [/\.css\?raw$/] },
        },
      },
      { extends: true, test: { name: 'functions', include: ['functions/src/**/*.test.ts'] } },
    ],
  },
});
