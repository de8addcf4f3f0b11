import { defineConfig } from 'vitest/config';

// Browser tests: build the app in e2e mode (with the /dev fixture routes), serve it with
// `vite preview` on a free port, and drive Debian's Chromium through playwright-core.
// Run from the repo root with `npm run test:e2e`.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // Two files at once, each with its own Chromium: a file spends much of its time waiting on
    // the AI's pace and the page's timers, and the longest (reach) would otherwise hold the rest.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
