import { defineConfig } from 'vitest/config';

// `npm run test:e2e`: the browser journeys in real Chromium, one file at a time (each starts
// the app on its own fresh embedded database), after one production build.
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
