import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { DataDirError, lockDataDir } from './data-dir-lock';

/**
 * Clients of the embedded database use ONE connection. PGlite is a single session: the socket
 * server multiplexes connections onto it message by message, and keeps a transaction exclusive,
 * but outside a transaction the Parse/Bind/Execute messages of two connections can interleave,
 * so one connection's Bind lands on the other's statement ("portal does not exist", or worse, a
 * query run with another's parameters). Seen here with a pool of 5 when connections started at
 * once. One connection cannot interleave, and loses nothing: PGlite runs one query at a time.
 */
export const EMBEDDED_POOL_SIZE = 1;

export interface EmbeddedPostgres {
  /** The unix socket in front of PGlite, open to this user only. There is no TCP port. */
  socketPath: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (Postgres compiled to WASM) and serves it on a unix socket, so the server talks
 * to it with the very same postgres.js code it uses for a real Postgres: one code path. The
 * socket server asks for no password, so only its file permissions keep other users of the
 * machine out: a TCP port, even on loopback, would let any of them read every account.
 *
 * `dataDir` is a folder (created when missing; one server at a time, see data-dir-lock.ts) or
 * `memory://` for a throw-away database.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const lock = inMemory ? undefined : lockDataDir(dataDir);
  try {
    const db = await openPGlite(dataDir);
    const socket = await serveOnPrivateSocket(db).catch(async (error: unknown) => {
      await db.close();
      throw error;
    });
    return {
      socketPath: socket.path,
      async stop() {
        await socket.stop();
        await db.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPGlite(dataDir: string): Promise<PGlite> {
  // PGlite's own test for "a database is here": otherwise it creates one.
  const existing = !dataDir.startsWith('memory://') && existsSync(join(dataDir, 'PG_VERSION'));
  try {
    return await PGlite.create({ dataDir });
  } catch (error) {
    if (!existing) throw error;
    throw new DataDirError(damagedFolderMessage(dataDir, error));
  }
}

/**
 * The server has no backup of its own to offer: the folder copied while the server is stopped is
 * the database's backup, and users can keep each project as a file (Backup (JSON),
 * docs/backup-format.md). So the folder is never touched: it may be the only copy there is.
 */
function damagedFolderMessage(dataDir: string, error: unknown): string {
  return [
    `The embedded database in ${dataDir} could not be opened: ${String(error)}`,
    'The folder is probably damaged (a server killed while writing, or two servers on one folder). Nothing in it was deleted.',
    'To recover, with no Trilha server running:',
    `  1. Move it aside and keep it: mv "${dataDir}" "${dataDir}.damaged"`,
    `  2. Put back your last copy of the folder (one made while the server was stopped) as ${dataDir}, and start again.`,
    '  3. Without a copy, starting again creates a new, empty database: accounts and projects start over; a project',
    '     saved earlier with Exportar → Backup (JSON) can be brought back with Importar backup.',
  ].join('\n');
}

interface PrivateSocket {
  path: string;
  stop(): Promise<void>;
}

async function serveOnPrivateSocket(db: PGlite): Promise<PrivateSocket> {
  // A new folder per start, made 0700 by mkdtemp as it is created: no other user can reach the
  // socket inside, not even in the moment between binding it and the chmod below, and no stale
  // socket of a killed server is ever in the way. In the temp folder rather than DATA_DIR: a
  // socket's path must fit in about 104 bytes, which a deep DATA_DIR can exceed, and memory://
  // has no folder at all.
  const folder = mkdtempSync(join(tmpdir(), 'trilha-db-'));
  const path = join(folder, 'pglite.sock');
  // A server that exits without stopping (a failed start, an uncaught error) leaves no folder
  // behind either; only a SIGKILL can.
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  process.once('exit', removeFolder);
  const server = new PGLiteSocketServer({
    db,
    path,
    // Room for the pool's connection plus a reconnect while an old socket is still closing.
    maxConnections: EMBEDDED_POOL_SIZE + 2,
  });
  try {
    await server.start();
    chmodSync(path, 0o600);
  } catch (error) {
    await server.stop();
    removeFolder();
    process.off('exit', removeFolder);
    throw error;
  }
  return {
    path,
    async stop() {
      await server.stop();
      removeFolder();
      process.off('exit', removeFolder);
    },
  };
}
