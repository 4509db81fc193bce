import { defineConfig } from 'vitest/config';

/** The several-phones browser tests: they open peer connections, so they run only inside scripts/isolated-net. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/net/**/*.net.ts'],
    globalSetup: ['tests/net/support/net-setup.ts'],
    testTimeout: 900_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
