import { defineConfig } from 'vitest/config';

// Browser tests: build the app in e2e mode (with the /dev fixture routes), serve it with
// `vite preview` on a free port, and drive Debian's Chromium through playwright-core.
// Run from the repo root with `npm run test:e2e`.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
