import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { E2E_TEMPLATE_DATA_DIR, E2E_WEB_DIST_DIR, startApp } from './server';

/**
 * Vitest global setup: one production build of the PWA for the whole suite, into a folder of
 * its own (`E2E_WEB_DIST_DIR`, default `test-artifacts/e2e-dist`), so the suite never leaves
 * its build where `npm start` serves from, and two runs with different folders never collide.
 * Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: the
 * journeys must test the code users get, so the build runs with NODE_ENV=production.
 * Then one start of the app on an empty folder migrates and seeds the database that every
 * journey's app starts from a copy of (`E2E_TEMPLATE_DATA_DIR`).
 */
export default async function buildOnce() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', E2E_WEB_DIST_DIR, '--emptyOutDir'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error('the web build failed');
  rmSync(E2E_TEMPLATE_DATA_DIR, { recursive: true, force: true });
  const app = await startApp({ dataDir: E2E_TEMPLATE_DATA_DIR });
  await app.stop();
}
