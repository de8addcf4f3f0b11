import { defineConfig } from 'vitest/config';

// Browser tests: build the app in e2e mode (with the /dev fixture routes), serve it with
// `vite preview` on a free port, and drive Debian's Chromium through playwright-core.
// Run from the repo root with `npm run test:e2e`.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // One file at a time: beside the emulator suites, a second Chromium left the reach walk's
    // scroll-driven fades and the replay's timers behind on two cores (six reach and one replay
    // failure in a quiet clean-clone run with two at once, none of them alone).
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
