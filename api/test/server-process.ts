import { type ChildProcess, spawn } from 'node:child_process';
import { REPO_ROOT } from '../src/config';

export interface ServerProcess {
  origin: string;
  pid: number;
  /** Settles when the process ends, by itself or stopped: its exit code and what it printed. */
  exited: Promise<{ code: number | null; output: string }>;
  stop(): Promise<void>;
}

/**
 * Starts `api/src/server.ts` as a real process on a free port (server.ts prints where it
 * listens) and resolves once it serves. Node itself, not npx: stopping it must not orphan it.
 * The environment is this process's plus `env`, where `undefined` removes a variable;
 * `nodeArgs` go to Node before the script (e.g. `--cpu-prof`); `root` is the checkout whose
 * server runs (another build's, to compare two side by side), this one by default.
 */
export function startServerProcess(
  env: Record<string, string | undefined>,
  { nodeArgs = [], root = REPO_ROOT }: { nodeArgs?: string[]; root?: string } = {},
): Promise<ServerProcess> {
  const merged = { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env };
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      // Only the end is kept: a long-running server must not grow this without bound.
      output = (output + chunk.toString()).slice(-20_000);
      const port = /listening on [^\s]+:(\d+)\)/.exec(output)?.[1];
      if (port)
        resolve({
          origin: `http://127.0.0.1:${port}`,
          pid: child.pid ?? 0,
          exited,
          stop: () => stop(child),
        });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(({ code }) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
