import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { connectPostgres, openServerDatabase, type PostgresAddress } from './connect';
import { startEmbeddedPostgres } from './embedded';
import { loadMigrations, migrate } from './migrate';
import { seedDatabase } from './seed';

/**
 * Several API processes on one database start together (a deploy, an autoscaler): on an empty
 * schema they must not trip over each other creating it, its migrations table or its tables.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const freshSchema = () => `start_${randomBytes(5).toString('hex')}`;

/** The start-up of server.ts up to listening: open (creating the schema), migrate, seed. */
async function startUp(address: PostgresAddress, schema: string) {
  const database = await openServerDatabase(address, { poolSize: 2, schema });
  const applied = await migrate(database.sql);
  await seedDatabase(database.sql);
  return { database, applied };
}

describe('two processes starting at once on an empty schema', () => {
  it('both come up, and every migration is applied exactly once', async () => {
    const embedded = DATABASE_URL ? undefined : await startEmbeddedPostgres('memory://');
    const address = DATABASE_URL ?? embedded ?? '';
    const schema = freshSchema();
    try {
      const [one, two] = await Promise.all([startUp(address, schema), startUp(address, schema)]);
      const all = loadMigrations().map((migration) => migration.version);
      expect([...one.applied, ...two.applied].sort((a, b) => a - b)).toEqual(all);
      const rows = await one.database.sql`SELECT version FROM schema_migrations ORDER BY version`;
      expect(rows.map((row) => row.version)).toEqual(all);
      await Promise.all([one.database.close(), two.database.close()]);
    } finally {
      const admin = connectPostgres(address, { poolSize: 1 });
      await admin.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
      await embedded?.stop();
    }
  }, 60_000);

  // Real processes need a real server: the embedded database belongs to one process.
  it.runIf(DATABASE_URL)(
    'as real server processes, both listen',
    async () => {
      const schema = freshSchema();
      const servers = [startServer(schema), startServer(schema)];
      try {
        await Promise.all(servers.map((server) => server.listening));
      } finally {
        await Promise.all(servers.map(stopServer));
        const admin = connectPostgres(DATABASE_URL ?? '', { poolSize: 1 });
        await admin.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.end();
      }
    },
    90_000,
  );
});

async function stopServer({ process: child }: { process: ChildProcess }): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function startServer(schema: string): { process: ChildProcess; listening: Promise<void> } {
  // Node itself (not npx): killing the child must stop the server, not leave it orphaned.
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL, DATABASE_SCHEMA: schema, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Trilha is running')) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { process: child, listening };
}
