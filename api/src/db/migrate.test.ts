import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { loadMigrations, migrate } from './migrate';

const SPEC_TABLES = [
  'users',
  'subscription_plans',
  'user_subscriptions',
  'articles',
  'projects',
  'empathy_maps',
  'personas',
  'interviews',
  'observations',
  'pov_statements',
  'hmw_questions',
  'ideas',
  'prototypes',
  'test_plans',
  'test_results',
];
const SYNCED_CHILD_TABLES = SPEC_TABLES.slice(5, 15);

describe('migrations', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ migrated: false });
  });
  afterAll(async () => {
    await db.close();
  });

  it('apply every numbered file once, and nothing on a second run', async () => {
    const all = loadMigrations().map((m) => m.version);
    expect(await migrate(db.sql)).toEqual(all);
    expect(await migrate(db.sql)).toEqual([]);
    const recorded = await db.sql`SELECT version FROM schema_migrations ORDER BY version`;
    expect(recorded.map((row) => row.version)).toEqual(all);
  });

  it('create every table of both spec documents plus sessions, members and sync clients', async () => {
    const rows = await db.sql<{ tableName: string }[]>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()`;
    const tables = rows.map((row) => row.tableName);
    for (const table of [...SPEC_TABLES, 'sessions', 'project_members', 'sync_clients']) {
      expect(tables).toContain(table);
    }
    // Points and badges are computed, not stored (docs/decisions/0009).
    expect(tables).not.toContain('user_progress');
  });

  it('give every synced table a sync version and a tombstone, and projects their counter', async () => {
    const rows = await db.sql<{ tableName: string; columnName: string }[]>`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name IN ('sync_version', 'deleted_at', 'version_counter')`;
    const has = (table: string, column: string) =>
      rows.some((row) => row.tableName === table && row.columnName === column);
    for (const table of ['projects', ...SYNCED_CHILD_TABLES]) {
      expect(has(table, 'sync_version'), table).toBe(true);
      expect(has(table, 'deleted_at'), table).toBe(true);
    }
    expect(has('projects', 'version_counter')).toBe(true);
  });

  it('enforce the spec bounds in the database too', async () => {
    const userId = '0190a000-0000-7000-8000-000000000001';
    const projectId = '0190a000-0000-7000-8000-000000000002';
    await db.sql`INSERT INTO users (id, username, name, password_hash) VALUES (${userId}, 'bounds', 'B', 'x')`;
    await db.sql`INSERT INTO projects (id, owner_id, name) VALUES (${projectId}, ${userId}, 'P')`;
    await expect(
      db.sql`UPDATE projects SET current_phase = 6 WHERE id = ${projectId}`,
    ).rejects.toThrow(/check constraint/);
    await expect(
      db.sql`INSERT INTO test_plans (id, project_id, name, methodology, participants)
             VALUES ('0190a000-0000-7000-8000-000000000003', ${projectId}, 'T', 'M', 101)`,
    ).rejects.toThrow(/check constraint/);
    const [project] =
      await db.sql`SELECT status, current_phase FROM projects WHERE id = ${projectId}`;
    expect(project).toEqual({ status: 'in_progress', currentPhase: 1 });
  });

  it('roll a failing migration back whole and do not record it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trilha-migrations-'));
    writeFileSync(join(dir, '0001_ok.sql'), 'CREATE TABLE migration_probe_a (id int);');
    writeFileSync(
      join(dir, '0002_broken.sql'),
      'CREATE TABLE migration_probe_b (id int); SELECT no_such_function();',
    );
    const probeDb = await createTestDatabase({ migrated: false });
    try {
      await expect(migrate(probeDb.sql, loadMigrations(dir))).rejects.toThrow(/no_such_function/);
      const tables = await probeDb.sql`
        SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_name LIKE 'migration_probe_%'`;
      expect(tables.map((row) => row.tableName)).toEqual(['migration_probe_a']);
      const versions = await probeDb.sql`SELECT version FROM schema_migrations`;
      expect(versions.map((row) => row.version)).toEqual([1]);
    } finally {
      await probeDb.close();
    }
  });

  it('refuse misnumbered files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'trilha-migrations-'));
    writeFileSync(join(dir, '0002_gap.sql'), 'SELECT 1;');
    expect(() => loadMigrations(dir)).toThrow(/numbered/);
  });
});
