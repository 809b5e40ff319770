import postgres from 'postgres';
import type { Config } from '../config';
import { EMBEDDED_POOL_SIZE, startEmbeddedPostgres } from './embedded';
import { chooseEmbedded } from './embedded-choice';
import { startEmbeddedServer } from './embedded-server';
import { underMigrationLock } from './migrate';

export type Sql = postgres.Sql;
/** Either the pool or an open transaction: what query helpers that work in both accept. */
export type Queryable = postgres.Sql | postgres.TransactionSql;

export interface Database {
  sql: Sql;
  /** 'embedded' when the server started the database itself in DATA_DIR, 'server' for DATABASE_URL. */
  kind: 'embedded' | 'server';
  /** What serves the data, for the start-up's log. */
  description: string;
  close(): Promise<void>;
}

/** A postgres:// URL, or the unix socket of the embedded database (it has no TCP port). */
export type PostgresAddress = string | { socketPath: string };

const DATE_OID = 1082;

/** The server's connections in pg_stat_activity: what an operator looks for, or terminates. */
export const APPLICATION_NAME = 'trilha';

/**
 * The one way the server opens its database. Columns come back camelCased (postgres.camel), so
 * repository rows already have the JSON field names of the spec, and SQL `date` columns stay
 * 'YYYY-MM-DD' strings instead of becoming midnight-in-some-timezone Date objects.
 */
export function connectPostgres(
  address: PostgresAddress,
  options: {
    poolSize: number;
    schema?: string | undefined;
    /** How the connections are named in pg_stat_activity (tests name theirs apart). */
    applicationName?: string;
  },
): Sql {
  const settings = {
    max: options.poolSize,
    transform: postgres.camel,
    onnotice: () => {},
    connection: {
      application_name: options.applicationName ?? APPLICATION_NAME,
      ...(options.schema && { search_path: options.schema }),
    },
    types: {
      date: {
        to: DATE_OID,
        from: [DATE_OID],
        serialize: (value: string) => value,
        parse: (value: string) => value,
      },
    },
  } satisfies postgres.Options<Record<string, postgres.PostgresType>>;
  if (typeof address === 'string') {
    const socket = socketOfUrl(address);
    return socket
      ? postgres(socket.url, { ...settings, path: socket.path })
      : postgres(address, settings);
  }
  return postgres({
    ...settings,
    path: address.socketPath,
    user: 'postgres',
    database: 'postgres',
  });
}

/** A percent-encoded host decoded; a malformed one is left for postgres.js to refuse. */
function decodedOrAsIs(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A URL that names a unix socket as libpq does — the directory as a `host` parameter
 * (`postgres://user@/db?host=/var/run/postgresql`) or percent-encoded as the host
 * (`postgres://user@%2Fvar%2Frun%2Fpostgresql/db`) — as the socket's path and the same URL
 * with a placeholder host (postgres.js connects to `path` when given one, and its URL parser
 * refuses an empty host). undefined for a URL with a network host.
 *
 * For a database on the same machine that listens on no TCP port, or whose socket the operator
 * prefers (peer authentication, no network exposure); its speed under bench:load is the same as
 * over loopback TCP within the noise (docs/scaling.md).
 */
export function socketOfUrl(url: string): { url: string; path: string } | undefined {
  const parts = /^(postgres(?:ql)?:\/\/)([^/?#]*@)?([^/?#]*)([^?#]*)(?:\?([^#]*))?$/.exec(url);
  if (!parts) return undefined;
  const [, scheme = '', credentials = '', hostPart = '', path = '', query = ''] = parts;
  const params = new URLSearchParams(query);
  const [encodedHost = '', portText] = hostPart.split(/:(?=\d+$)/);
  const host = params.get('host') ?? decodedOrAsIs(encodedHost);
  if (!host.startsWith('/')) return undefined;
  params.delete('host');
  const port = params.get('port') ?? portText ?? '5432';
  params.delete('port');
  const rest = params.toString();
  return {
    url: `${scheme}${credentials}localhost:${port}${path}${rest ? `?${rest}` : ''}`,
    path: `${host.replace(/\/+$/, '')}/.s.PGSQL.${port}`,
  };
}

type DatabaseConfig = Pick<
  Config,
  'databaseUrl' | 'databaseSchema' | 'databasePoolSize' | 'dataDir' | 'embeddedDatabase'
>;

/**
 * The pool when DATABASE_POOL_SIZE is not set: a server shared by several processes. Five: one
 * Node process cannot keep more statements usefully running at once, and every connection more
 * is one more backend competing for the database's cores and its projects' locks. Ten rooms on
 * two processes and a two-core Postgres (docs/scaling.md): push p99 median 281 ms with 5 per
 * process, 596 with 10, 1,096 with 20; one process 223 ms with 5 and 192 with 10.
 */
const SERVER_POOL_SIZE = 5;
/**
 * The embedded PostgreSQL on a laptop likewise: each connection is also a PostgreSQL process of
 * 5–8 MB (PSS), and a room's pushes to one project wait on its row lock whatever the pool
 * (decision 0030).
 */
const EMBEDDED_SERVER_POOL_SIZE = 5;
/** Room beside the pool: a reconnect while an old connection closes, and room to spare. */
const EMBEDDED_SPARE_CONNECTIONS = 5;

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) {
    return openServerDatabase(config.databaseUrl, {
      poolSize: config.databasePoolSize ?? SERVER_POOL_SIZE,
      schema: config.databaseSchema,
    });
  }
  const choice = chooseEmbedded(config.dataDir, config.embeddedDatabase);
  if (choice.notice) console.log(choice.notice);
  // PGlite is one session behind its socket: one connection (EMBEDDED_POOL_SIZE). A real
  // PostgreSQL takes the pool DATABASE_POOL_SIZE sets, as any server does.
  const pglite = choice.engine === 'pglite';
  const poolSize = pglite
    ? EMBEDDED_POOL_SIZE
    : (config.databasePoolSize ?? EMBEDDED_SERVER_POOL_SIZE);
  const embedded = pglite
    ? await startEmbeddedPostgres(config.dataDir)
    : await startEmbeddedServer(config.dataDir, {
        maxConnections: poolSize + EMBEDDED_SPARE_CONNECTIONS,
      });
  const sql = connectPostgres(embedded, { poolSize });
  return {
    sql,
    kind: 'embedded',
    description: `embedded ${pglite ? 'PGlite' : 'PostgreSQL'} in ${config.dataDir}`,
    async close() {
      await sql.end({ timeout: 5 });
      await embedded.stop();
    },
  };
}

/** A database server that other processes may share, in `schema` (created if missing) when set. */
export async function openServerDatabase(
  address: PostgresAddress,
  options: { poolSize: number; schema?: string | undefined },
): Promise<Database> {
  const sql = connectPostgres(address, options);
  const schema = options.schema;
  // Locked: two processes creating the same schema at once would otherwise collide.
  if (schema)
    await underMigrationLock(sql, (tx) => tx.unsafe(`CREATE SCHEMA IF NOT EXISTS ${schema}`));
  return {
    sql,
    kind: 'server',
    description: 'DATABASE_URL',
    close: () => sql.end({ timeout: 5 }),
  };
}
