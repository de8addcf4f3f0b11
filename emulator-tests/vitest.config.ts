import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests against the real emulators, started by `npm run test:emulators` (scripts/emulators.mjs).
// They share one emulator suite, so files run one at a time, with room for cold starts.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['emulator-tests/**/*.emulator.test.ts'],
    globalSetup: ['emulator-tests/support/warm-up.ts'],
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
