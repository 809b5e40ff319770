import { randomBytes } from 'node:crypto';
import { APPLICATION_NAME, connectPostgres, type Sql } from '../src/db/connect';
import { EMBEDDED_POOL_SIZE, startEmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed';

export interface TestDatabase {
  sql: Sql;
  kind: 'embedded' | 'server';
  /** The application_name of `sql`'s connections, this test file's own on a shared server. */
  applicationName: string;
  /**
   * A new pool on the same database: what a server started again after a crash opens. Closed
   * with the rest by close(). `crashed`, the pool it replaces (already ended), is forgotten: a
   * long simulation kills its server thousands of times, and every dead pool kept here kept its
   * per-pool caches alive with it (the pull's shared reads).
   */
  connectAgain(crashed?: Sql): Sql;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file, seeded like a new installation (plans and
 * articles). With DATABASE_URL (CI runs the suite a second time against the machine's Postgres)
 * it is a new schema with a random name, dropped at the end, so parallel files and reruns never
 * collide; otherwise an in-memory PGlite behind its unix socket, exactly as the embedded default runs.
 */
export async function createTestDatabase(
  options: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  const migrated = options.migrated ?? true;
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = connectPostgres(url, { poolSize: 1 });
    await admin.unsafe(`CREATE SCHEMA ${schema}`);
    const applicationName = `trilha ${schema}`;
    const connect = () => connectPostgres(url, { poolSize: 5, schema, applicationName });
    const sql = connect();
    const pools = [sql];
    if (migrated) await migrateAndSeed(sql);
    return {
      sql,
      kind: 'server',
      applicationName,
      connectAgain: (crashed) => replaced(pools, crashed, connect()),
      async close() {
        await Promise.all(pools.map((pool) => pool.end({ timeout: 5 })));
        await admin.unsafe(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end({ timeout: 5 });
      },
    };
  }
  const embedded = await startEmbeddedPostgres('memory://');
  const connect = () => connectPostgres(embedded, { poolSize: EMBEDDED_POOL_SIZE });
  const sql = connect();
  const pools = [sql];
  if (migrated) await migrateAndSeed(sql);
  return {
    sql,
    kind: 'embedded',
    applicationName: APPLICATION_NAME,
    connectAgain: (crashed) => replaced(pools, crashed, connect()),
    async close() {
      await Promise.all(pools.map((pool) => pool.end({ timeout: 5 })));
      await embedded.stop();
    },
  };
}

function replaced(pools: Sql[], crashed: Sql | undefined, pool: Sql): Sql {
  const index = crashed ? pools.indexOf(crashed) : -1;
  if (index >= 0) pools.splice(index, 1);
  pools.push(pool);
  return pool;
}

async function migrateAndSeed(sql: Sql): Promise<void> {
  await migrate(sql);
  await seedDatabase(sql);
}
