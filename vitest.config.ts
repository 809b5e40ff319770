import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { workspaceProjects } from './scripts/vitest-projects.ts';

/**
 * One test run, projects per workspace, so each gets its own environment.
 *
 * Speed (decision 0036): Vitest's default in a run is one worker fewer than the cores, so on
 * CI's 2-core machine the whole suite ran in ONE worker; two run at once here. And the web and
 * API files share their worker's modules unless they mock one (see workspaceProjects): a web
 * file spent longer importing React and Mantine and building its jsdom than running its tests.
 */
const maxWorkers = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    maxWorkers,
    // A stubbed global or environment variable never outlives its test, shared worker or not.
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      { test: { name: 'shared', root: 'shared', environment: 'node' } },
      { test: { name: 'sync', root: 'sync', environment: 'node' } },
      ...workspaceProjects({
        name: 'web',
        root: 'web',
        environment: 'jsdom',
        setupFiles: ['./test/setup.ts'],
        testTimeout: 20_000,
      }),
      ...workspaceProjects({
        name: 'api',
        root: 'api',
        environment: 'node',
        // Each API test file starts its own database; PGlite's first start takes a few seconds.
        testTimeout: 30_000,
        hookTimeout: 60_000,
      }),
    ],
  },
});
