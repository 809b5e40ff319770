import {
  cpSync,
  existsSync,
  mkdtempSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAN_LIST_LISTENING_PORTS, listeningTcpPorts } from '../../test/listening-ports';
import { refusal } from '../../test/refused-start';
import { startServerProcess } from '../../test/server-process';
import { connectPostgres } from './connect';
import { LOCK_FILE } from './data-dir-lock';
import { CLUSTER_FOLDER, startEmbeddedServer } from './embedded-server';
import { loadMigrations } from './migrate';
import { isAlive, readPostmasterPid } from './postmaster';

/**
 * The embedded default (decision 0030): a real PostgreSQL started by the server on
 * DATA_DIR/postgres, on a private unix socket. One folder for the whole file: the first test
 * makes its cluster (initdb), the others start on it as a server does after the first time.
 */
let dataDir: string;
let damaged: string;
// Folders of their own in the temp folder: when the tests run as root, PostgreSQL runs as the
// user postgres, which cannot pass a folder made by mkdtemp (0700) to reach one inside.
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'trilha-embedded-server-'));
  damaged = mkdtempSync(join(tmpdir(), 'trilha-embedded-damaged-'));
});
afterAll(() => {
  for (const folder of [dataDir, damaged]) rmSync(folder, { recursive: true, force: true });
});

/** A real server process's environment for the embedded default on `dataDir`. */
const embeddedDefault = () => ({
  DATA_DIR: dataDir,
  DATABASE_URL: undefined,
  DATABASE_SCHEMA: undefined,
  EMBEDDED_DATABASE: undefined,
});

const start = (folder = dataDir) => startEmbeddedServer(folder, { maxConnections: 15 });

describe('a real PostgreSQL on DATA_DIR/postgres', () => {
  it('is made on first use, on a socket only its user reaches, with no TCP port, serving a pool of connections', async () => {
    const embedded = await start();
    const postmaster = readPostmasterPid(join(dataDir, CLUSTER_FOLDER));
    const sql = connectPostgres(embedded, { poolSize: 5 });
    try {
      expect(postmaster?.state).toBe('ready');
      expect(statSync(join(dataDir, CLUSTER_FOLDER, 'PG_VERSION')).isFile()).toBe(true);
      expect(statSync(dirname(embedded.socketPath)).mode & 0o777).toBe(0o700);
      if (CAN_LIST_LISTENING_PORTS) expect(listeningTcpPorts(postmaster?.pid ?? 0)).toEqual([]);
      // Five queries at once hold five connections: not PGlite's single session.
      const backends = await Promise.all(
        Array.from({ length: 5 }, () => sql`SELECT pg_backend_pid() AS pid, pg_sleep(0.2)`),
      );
      expect(new Set(backends.map(([row]) => row?.pid)).size).toBe(5);
      // The builtin C.UTF-8 locale: accented e-mails compare with lower() as on PGlite.
      expect(await sql`SELECT lower('ÉLODIE@EXEMPLO.BR') AS email`).toEqual([
        { email: 'élodie@exemplo.br' },
      ]);
    } finally {
      await sql.end();
      await embedded.stop();
    }
    expect(isAlive(postmaster?.pid ?? 0)).toBe(false);
    expect(existsSync(dirname(embedded.socketPath))).toBe(false);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);

  it('keeps its data across restarts, and refuses a second start while it runs; a URL naming its socket reaches it', async () => {
    const first = await start();
    const sql = connectPostgres(first, { poolSize: 2 });
    try {
      await sql`CREATE TABLE kept (note text)`;
      await sql`INSERT INTO kept VALUES ('sticky note')`;
      const error = await refusal(start());
      expect(error.message).toContain(`process ${process.pid}`);
    } finally {
      await sql.end();
      await first.stop();
    }
    const second = await start();
    // Reached this time as a DATABASE_URL names a unix socket (libpq's `host` parameter).
    const port = second.socketPath.split('.').at(-1);
    const socketUrl = `postgres://postgres@/postgres?host=${dirname(second.socketPath)}&port=${port}`;
    const again = connectPostgres(socketUrl, { poolSize: 2 });
    try {
      expect(await again`SELECT note FROM kept`).toEqual([{ note: 'sticky note' }]);
      expect(await again`SELECT inet_server_addr() AS address`).toEqual([{ address: null }]);
    } finally {
      await again.end();
      await second.stop();
    }
  }, 60_000);

  it('is stopped by a server stopping on SIGTERM: no process, pid file or lock left', async () => {
    const server = await startServerProcess(embeddedDefault());
    const postmaster = readPostmasterPid(join(dataDir, CLUSTER_FOLDER));
    expect(postmaster && isAlive(postmaster.pid)).toBe(true);
    await server.stop(); // SIGTERM
    expect(isAlive(postmaster?.pid ?? 0)).toBe(false);
    expect(existsSync(join(dataDir, CLUSTER_FOLDER, 'postmaster.pid'))).toBe(false);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);

  it('stops the postmaster a server killed with SIGKILL left running, and finds what it wrote', async () => {
    const server = await startServerProcess(embeddedDefault());
    const left = readPostmasterPid(join(dataDir, CLUSTER_FOLDER));
    process.kill(server.pid, 'SIGKILL');
    while (isAlive(server.pid)) await new Promise((resolve) => setTimeout(resolve, 20));
    // A killed parent takes no child with it: PostgreSQL still runs on the folder.
    expect(left && isAlive(left.pid)).toBe(true);

    const embedded = await start();
    const sql = connectPostgres(embedded, { poolSize: 1 });
    try {
      expect(isAlive(left?.pid ?? 0)).toBe(false);
      // The socket folder the killed server made for it is gone too.
      expect(left?.socketFolder).toContain('trilha-db-');
      expect(existsSync(left?.socketFolder ?? '')).toBe(false);
      // The server migrated before it listened: all of it is there.
      const applied = await sql`SELECT version FROM schema_migrations`;
      expect(applied).toHaveLength(loadMigrations().length);
    } finally {
      await sql.end();
      await embedded.stop();
    }
  }, 120_000);

  it('starts when postmaster.pid names a live process that is not its server (a pid reused after a reboot)', async () => {
    // This test's own process: alive, and not a PostgreSQL of the folder.
    writeFileSync(
      join(dataDir, CLUSTER_FOLDER, 'postmaster.pid'),
      `${process.pid}\n${join(dataDir, CLUSTER_FOLDER)}\n0\n5432\n\n\n0 0\nready\n`,
    );
    const embedded = await start();
    await embedded.stop();
  }, 60_000);

  it('that is damaged is reported with the way back, and not deleted', async () => {
    cpSync(dataDir, damaged, { recursive: true });
    truncateSync(join(damaged, CLUSTER_FOLDER, 'global/pg_control'), 0);
    const error = await refusal(start(damaged));
    expect(error.message).toContain('could not be opened');
    expect(error.message).toContain('Nothing in it was deleted');
    expect(error.message).toContain('pg_control');
    expect(statSync(join(damaged, CLUSTER_FOLDER, 'global/pg_control')).size).toBe(0);
    // The refused start let go of the folder.
    expect(existsSync(join(damaged, LOCK_FILE))).toBe(false);
  }, 60_000);

  it.runIf(process.getuid?.() === 0)(
    'run by root, refuses a DATA_DIR its user cannot reach, naming the folder in the way',
    async () => {
      const closed = mkdtempSync(join(tmpdir(), 'trilha-embedded-closed-'));
      try {
        const error = await refusal(start(join(closed, 'data')));
        expect(error.message).toContain(`chmod o+x "${closed}"`);
      } finally {
        rmSync(closed, { recursive: true, force: true });
      }
    },
  );
});
