import { type ChildProcess, spawn } from 'node:child_process';
import { REPO_ROOT } from '../src/config';

export interface ServerProcess {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts `api/src/server.ts` as a real process on a free port (server.ts prints where it
 * listens) and resolves once it serves. Node itself, not npx: stopping it must not orphan it.
 * The environment is this process's plus `env`, where `undefined` removes a variable.
 */
export function startServerProcess(
  env: Record<string, string | undefined>,
): Promise<ServerProcess> {
  const merged = { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env };
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on [^\s]+:(\d+)\)/.exec(output)?.[1];
      if (port)
        resolve({
          origin: `http://127.0.0.1:${port}`,
          pid: child.pid ?? 0,
          stop: () => stop(child),
        });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
