// `npm start`: builds the web app when its sources are newer than the last build (or there is
// none), then starts the API, which also serves the built PWA. One command for a fresh clone.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/**
 * The server, in a child process that gets the signals this script gets. A SIGTERM sent to this
 * script alone (a process manager stopping `npm start`) used to leave the server running without
 * its parent, to be killed later with no chance to close the embedded database, which such a
 * kill can leave unable to open. Ctrl-C reaches both; the server stops once either way.
 */
function serve(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

const built = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sources = Math.max(...buildInputs.map((input) => newestChange(join(root, input))));
if (sources > built) {
  console.log(built ? 'Web sources changed: rebuilding the web app…' : 'Building the web app…');
  run('npx', ['vite', 'build']);
}
// Node runs tsx's command line itself, not through npx, whose shell would not pass a signal on.
serve(process.execPath, [createRequire(import.meta.url).resolve('tsx/cli'), 'api/src/server.ts']);
