import { defineConfig } from 'vitest/config';

// `npm run test:e2e`: the browser journeys in real Chromium after one production build. Each
// file starts the app on its own fresh embedded database and port, so files run two at a time
// (E2E_WORKERS; 1 runs them one after another): a journey spends much of its time waiting on
// the browser, the server and the sync. On this 2-core machine (busy with other work), two at
// once ran the 26 files in 18 minutes of wall time against 34 minutes of the files' own times
// added up, all passing.
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./setup.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    // A guard against a hung journey, not a measure of speed (bench/ measures that): with two
    // files at once, the longest journeys (two offline tablets with photos) took 110 s of 120 in
    // CI, and one went over on a busier machine.
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
