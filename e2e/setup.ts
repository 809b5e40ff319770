import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Vitest global setup: one production build of the PWA for the whole suite. */
export default function buildOnce() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the web build failed');
}
