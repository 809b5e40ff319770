import { defineConfig } from 'vitest/config';

// One test run, one project per workspace, so each gets its own environment.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'shared', environment: 'node' } },
      { test: { name: 'sync', root: 'sync', environment: 'node' } },
      {
        test: {
          name: 'web',
          root: 'web',
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          root: 'api',
          environment: 'node',
          // Each API test file starts its own database; PGlite's first start takes a few seconds.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
