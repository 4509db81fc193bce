import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 480_000,
    hookTimeout: 120_000,
    // Two files at a time, each with its own browser: most of a browser test is waiting on the page.
    fileParallelism: true,
    maxWorkers: 2,
    reporters: ['default', './tests/e2e/support/file-times.ts'],
  },
});
