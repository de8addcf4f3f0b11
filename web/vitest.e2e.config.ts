import { defineConfig } from 'vitest/config';
import { LongestFirst } from './e2e/longest-first';

// Browser tests: build the app in e2e mode (with the /dev fixture routes), serve it with
// `vite preview` on a free port, and drive Debian's Chromium through playwright-core.
// Run from the repo root with `npm run test:e2e`.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // Two files at a time, each with its own Chromium: the browser walks wait on the app's timers
    // (the AI's pace, a sheet's animation) as much as they compute, so two share two cores well.
    // Two at once once lost reach walks and a replay behind a second Chromium; the reach check has
    // since waited for the page's animations itself (support/reach.ts), and the longest walk is
    // split in two files (reach, reach-zoom) so neither worker is left with most of the suite.
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
