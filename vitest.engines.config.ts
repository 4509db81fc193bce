import { defineConfig } from 'vitest/config';

/** The three-engine scenario (tests/engines): Chromium, Gecko (Firefox ESR) and WebKit (WebKitGTK), one after another. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/engines/**/*.engine.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
