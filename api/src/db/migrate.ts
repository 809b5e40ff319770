import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type postgres from 'postgres';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^(\d{4})_([a-z0-9_]+)\.sql$/;
// Any fixed number: held while migrating so two servers starting together do not race.
const MIGRATION_LOCK_KEY = 7_428_091;

/**
 * Runs `work` in a transaction holding the migration lock (database-wide): whatever changes the
 * database's structure waits for any other process doing the same, so several servers can start
 * together on one database, even an empty one.
 */
export function underMigrationLock<T>(
  sql: postgres.Sql,
  work: (tx: postgres.TransactionSql) => Promise<T>,
): Promise<T> {
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
    return work(tx);
  }) as Promise<T>;
}

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The numbered SQL files, in order. A gap or a duplicate number is a programming error. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = MIGRATION_FILE.exec(file);
      if (!match) throw new Error(`Migration file name must look like 0001_name.sql: ${file}`);
      return {
        version: Number(match[1]),
        name: String(match[2]),
        sql: readFileSync(`${dir}/${file}`, 'utf8'),
      };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(
        `Migrations must be numbered 1, 2, 3...: found ${migration.version} at ${index + 1}`,
      );
    }
  });
  return migrations;
}

/**
 * Applies the migrations the database has not seen, each in its own transaction together with
 * its row in schema_migrations, so a failure leaves the database at the previous version.
 * Returns the versions applied now.
 */
export async function migrate(sql: postgres.Sql, migrations = loadMigrations()): Promise<number[]> {
  // Under the lock too: two CREATE TABLE IF NOT EXISTS at once can both try to create it.
  await underMigrationLock(
    sql,
    (tx) => tx`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`,
  );
  const applied: number[] = [];
  for (const migration of migrations) {
    const done = await underMigrationLock(sql, async (tx) => {
      const [existing] =
        await tx`SELECT 1 FROM schema_migrations WHERE version = ${migration.version}`;
      if (existing) return false;
      await tx.unsafe(migration.sql);
      await tx`INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, ${migration.name})`;
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
