import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 480_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: ['default', './tests/e2e/support/file-times.ts'],
  },
});
