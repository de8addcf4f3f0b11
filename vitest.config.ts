import { defineConfig } from 'vitest/config';

// Unit tests of every workspace; emulator and browser tests have their own configs.
export default defineConfig({
  test: {
    include: ['shared/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'web/src/**/*.test.ts'],
    testTimeout: 120_000,
  },
});
