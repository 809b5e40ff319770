import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { damagedFolderMessage } from './damaged-folder';
import { DataDirError, lockDataDir } from './data-dir-lock';
import { makePrivateFolder } from './private-folder';

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
    throw new DataDirError(damagedFolderMessage(dataDir, String(error)));
  }
}

interface PrivateSocket {
  path: string;
  stop(): Promise<void>;
}

async function serveOnPrivateSocket(db: PGlite): Promise<PrivateSocket> {
  const folder = makePrivateFolder();
  const path = join(folder.path, 'pglite.sock');
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
    folder.remove();
    throw error;
  }
  return {
    path,
    async stop() {
      await server.stop();
      folder.remove();
    },
  };
}
