// Typechecks every workspace with its own environment (DOM for web, Node for api, neither for
// shared), so that, say, api code cannot use a browser global by accident.
import { spawnSync } from 'node:child_process';

const projects = ['shared', 'sync', 'api', 'web', 'e2e', 'tsconfig.tools.json'];
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`typecheck failed in ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
