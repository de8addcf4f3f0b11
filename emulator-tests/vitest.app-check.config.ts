import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The App Check tests: run on emulators whose functions enforce App Check as deployed ones do
// (`ENFORCE_APP_CHECK=true node scripts/emulators.mjs exec -- ...`, part of `npm run test:emulators`).
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['emulator-tests/app-check/*.app-check.test.ts'],
    globalSetup: ['emulator-tests/support/warm-up.ts'],
    setupFiles: ['emulator-tests/support/transport-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
