// `npm start`: builds the web app when its sources are newer than the last build (or there is
// none), then starts the API, which also serves the built PWA. One command for a fresh clone.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'web/dist/index.html');
const buildInputs = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/build',
  'shared/src',
  'sync/src',
  'vite.config.ts',
  'manifest.webmanifest',
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stat.mtimeMs,
  );
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const built = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sources = Math.max(...buildInputs.map((input) => newestChange(join(root, input))));
if (sources > built) {
  console.log(built ? 'Web sources changed: rebuilding the web app…' : 'Building the web app…');
  run('npx', ['vite', 'build']);
}
run('npx', ['tsx', 'api/src/server.ts']);
