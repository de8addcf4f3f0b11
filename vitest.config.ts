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
export default defineConfig({
  test: {
    testTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared modules',
          include: ['shared/src/**/*.test.ts', 'web/src/**/*.test.ts'],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'functions', include: ['functions/src/**/*.test.ts'] } },
    ],
  },
});
