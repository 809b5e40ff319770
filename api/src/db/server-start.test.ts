import { cpSync, existsSync, mkdtempSync, rmSync, truncateSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAN_LIST_LISTENING_PORTS, listeningTcpPorts } from '../../test/listening-ports';
import { startServerProcess } from '../../test/server-process';
import { CLUSTER_FOLDER } from './embedded-server';

/**
 * `api/src/server.ts` as real processes on one embedded DATA_DIR (issue: two servers answered
 * healthy on one folder, the known way PGlite folders end in "RuntimeError: Aborted()").
 */
describe('real servers on one embedded data folder', () => {
  let damaged: string;
  let dataDir: string;
  const embedded = (folder: string) => ({
    DATA_DIR: folder,
    DATABASE_URL: undefined,
    DATABASE_SCHEMA: undefined,
    EMBEDDED_DATABASE: undefined,
  });
  beforeAll(() => {
    // The temp folder's own subfolder, not one inside a mkdtemp folder (0700): run as root, the
    // embedded PostgreSQL's user must be able to reach it.
    damaged = mkdtempSync(join(tmpdir(), 'trilha-start-damaged-'));
    dataDir = mkdtempSync(join(tmpdir(), 'trilha-start-data-'));
  });
  afterAll(() => {
    for (const folder of [damaged, dataDir]) rmSync(folder, { recursive: true, force: true });
  });

  /** The output of a start that must fail; a start that listens instead fails the test. */
  async function refusedStart(folder: string, env: Record<string, string> = {}): Promise<string> {
    return startServerProcess({ ...embedded(folder), ...env }).then(
      async (server) => {
        await server.stop();
        throw new Error('the server started');
      },
      (error: Error) => error.message,
    );
  }

  it('listen on HTTP only; a second one refuses to start, naming the folder and the first', async () => {
    const first = await startServerProcess(embedded(dataDir));
    try {
      if (CAN_LIST_LISTENING_PORTS) {
        expect(listeningTcpPorts(first.pid)).toEqual([Number(new URL(first.origin).port)]);
      }
      const output = await refusedStart(dataDir);
      expect(output).toContain('server exited with 1');
      expect(output).toContain(dataDir);
      expect(output).toContain(`process ${first.pid}`);
      expect(output).not.toMatch(/^\s+at /m);
      expect((await fetch(`${first.origin}/api/health`)).ok).toBe(true);
    } finally {
      await first.stop();
    }
  }, 120_000);

  it('refuses a damaged folder, saying how to recover, without a stack trace', async () => {
    cpSync(dataDir, damaged, { recursive: true });
    // The embedded default's cluster (decision 0030): its control file, read first.
    truncateSync(join(damaged, CLUSTER_FOLDER, 'global/pg_control'), 0);
    const output = await refusedStart(damaged);
    expect(output).toContain('server exited with 1');
    expect(output).toContain(damaged);
    expect(output).toContain('Nothing in it was deleted');
    expect(output).not.toMatch(/^\s+at /m);
  }, 60_000);

  it('says the port is taken, without a stack trace, and frees the folder', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const output = await startServerProcess({ ...embedded(dataDir), PORT: String(port) }).then(
        async (server) => {
          await server.stop();
          throw new Error('the server started');
        },
        (error: Error) => error.message,
      );
      expect(output).toContain('server exited with 1');
      expect(output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(output).not.toMatch(/^\s+at /m);
    } finally {
      taken.close();
    }
    // The refused server released the data folder: the next start takes it.
    const next = await startServerProcess(embedded(dataDir));
    await next.stop();
  }, 120_000);

  it('go on serving a folder PGlite wrote with PGlite (decision 0030), and refuse EMBEDDED_DATABASE=postgres on it', async () => {
    const pgliteDir = mkdtempSync(join(tmpdir(), 'trilha-start-pglite-'));
    try {
      const before = await startServerProcess({
        ...embedded(pgliteDir),
        EMBEDDED_DATABASE: 'pglite',
      });
      await before.stop();
      const after = await startServerProcess(embedded(pgliteDir));
      try {
        expect((await fetch(`${after.origin}/api/health`)).ok).toBe(true);
      } finally {
        await after.stop();
      }
      // Served by PGlite: no PostgreSQL cluster was made beside its files.
      expect(existsSync(join(pgliteDir, CLUSTER_FOLDER))).toBe(false);
      const output = await refusedStart(pgliteDir, { EMBEDDED_DATABASE: 'postgres' });
      expect(output).toContain('holds a PGlite database');
      expect(output).not.toMatch(/^\s+at /m);
    } finally {
      rmSync(pgliteDir, { recursive: true, force: true });
    }
  }, 180_000);

  it.runIf(process.getuid?.() === 0)(
    'started by root in a folder the database user cannot reach, serve it with PGlite rather than refuse (npm start in /root)',
    async () => {
      const closed = mkdtempSync(join(tmpdir(), 'trilha-start-closed-'));
      const dataDir = join(closed, 'data');
      try {
        const server = await startServerProcess(embedded(dataDir));
        try {
          expect((await fetch(`${server.origin}/api/health`)).ok).toBe(true);
        } finally {
          await server.stop();
        }
        expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
        expect(existsSync(join(dataDir, CLUSTER_FOLDER))).toBe(false);
      } finally {
        rmSync(closed, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
