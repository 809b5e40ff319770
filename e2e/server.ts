import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Where the suite's production build of the PWA goes (see setup.ts). */
export const E2E_WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR
  ? resolve(ROOT, process.env.E2E_WEB_DIST_DIR)
  : join(ROOT, 'test-artifacts/e2e-dist');

/**
 * A data folder the suite's global setup migrated and seeded once (see setup.ts): each app
 * starts on a copy of it instead of creating and migrating a database of its own, which took
 * ~10 s of the machine per start.
 */
export const E2E_TEMPLATE_DATA_DIR = `${E2E_WEB_DIST_DIR}-data-template`;

/** A fresh data folder: a copy of the migrated template when the setup made one. */
function freshDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'trilha-e2e-'));
  if (existsSync(E2E_TEMPLATE_DATA_DIR))
    cpSync(E2E_TEMPLATE_DATA_DIR, dataDir, { recursive: true });
  return dataDir;
}

/** A free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningApp {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The app exactly as `npm start` serves it (built PWA + API), on a fresh embedded database in a
 * temporary folder (migrated and seeded, as after a first start) and a free port. `webDistDir` lets a test serve another build (the update
 * prompt scenario).
 */
export async function startApp(
  options: {
    webDistDir?: string;
    dataDir?: string;
    port?: number;
    /** The app's address ('localhost' unless given), e.g. a name the browser maps to 127.0.0.1. */
    appHost?: string;
    /** More of the server's environment (a bench comparing server settings, a hub's cloud). */
    env?: Readonly<Record<string, string>>;
  } = {},
): Promise<RunningApp> {
  // A fixed port keeps the origin, and so the service worker, across a restart.
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? freshDataDir();
  const url = `http://${options.appHost ?? 'localhost'}:${port}`;
  // Health checks from here go to the loopback whatever name the browser uses.
  const localUrl = `http://localhost:${port}`;
  const child: ChildProcess = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      WEB_DIST_DIR: options.webDistDir ?? E2E_WEB_DIST_DIR,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  // Loading the server (tsx, PGlite's WebAssembly) took 64 s on a shared 2-core machine under
  // load; just under the hooks' 120 s, so this message and the server's output are reported.
  const startSeconds = 110;
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited:\n${output}`);
    try {
      const response = await fetch(`${localUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Never leave a half-started server behind to load the machine for the next tests.
      child.kill('SIGKILL');
      throw new Error(`the app did not start in ${startSeconds} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
