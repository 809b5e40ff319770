import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

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
  /** A postgres:// URL for the loopback socket server in front of PGlite. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (Postgres compiled to WASM) and serves it on a loopback port, so the server talks
 * to it with the very same postgres.js code it uses for a real Postgres: one code path.
 *
 * `dataDir` is a folder (created when missing) or `memory://` for a throw-away database.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir });
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: 0,
    // Room for the pool's connection plus a reconnect while an old socket is still closing.
    maxConnections: EMBEDDED_POOL_SIZE + 2,
  });
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
