import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';

/**
 * Unit and component tests, in two projects: `node` for the *.test.ts files (rules, session, storage: no DOM,
 * so no DOM to set up), `dom` (happy-dom) for the *.test.tsx component tests. A *.test.ts file that needs the
 * page's globals (localStorage) says so on its first line: `// @vitest-environment happy-dom`.
 * fake-indexeddb stands in for IndexedDB in both (tests/setup.ts).
 */
export default defineConfig({
  plugins: [preact()],
  test: {
    exclude: ['tests/e2e/**', '**/node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    // A test's time limit is a net for a hung test, not a measure: on a busy machine a component test's first render
    // (its modules loaded cold) can take seconds.
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', include: ['tests/**/*.test.ts'] } },
      { extends: true, test: { name: 'dom', environment: 'happy-dom', include: ['tests/**/*.test.tsx'] } },
    ],
  },
});
