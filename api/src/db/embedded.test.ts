import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, type Sql } from './connect';
import { EMBEDDED_POOL_SIZE, type EmbeddedPostgres, startEmbeddedPostgres } from './embedded';

describe('embedded PGlite behind its socket server, as the server uses it', () => {
  let embedded: EmbeddedPostgres;
  let sql: Sql;
  beforeAll(async () => {
    embedded = await startEmbeddedPostgres('memory://');
    sql = connectPostgres(embedded.url, { poolSize: EMBEDDED_POOL_SIZE });
  });
  afterAll(async () => {
    await sql.end();
    await embedded.stop();
  });

  it('keeps concurrent transactions apart: commits stay, rollbacks vanish', async () => {
    await sql`CREATE TABLE counter (id int PRIMARY KEY, n int NOT NULL)`;
    await sql`INSERT INTO counter VALUES (1, 0)`;
    // 20 transactions at once: even ones commit an increment, odd ones increment and then fail.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        sql.begin(async (tx) => {
          await tx`UPDATE counter SET n = n + 1 WHERE id = 1`;
          await new Promise((resolve) => setTimeout(resolve, 2));
          if (i % 2 === 1) throw new Error('abort');
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    const [row] = await sql`SELECT n FROM counter WHERE id = 1`;
    expect(row?.n).toBe(10);
  });

  it('answers every one of many concurrent parameterised queries with its own parameters', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => sql`SELECT ${i}::int AS n, ${`v${i}`}::text AS v`),
    );
    for (const [i, rows] of answers.entries()) expect(rows[0]).toEqual({ n: i, v: `v${i}` });
  });
});

describe('embedded data folder', () => {
  it('keeps its data across restarts', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'trilha-data-')), 'db');
    const first = await startEmbeddedPostgres(dataDir);
    const sql1 = connectPostgres(first.url, { poolSize: EMBEDDED_POOL_SIZE });
    await sql1`CREATE TABLE kept (note text)`;
    await sql1`INSERT INTO kept VALUES ('sticky note')`;
    await sql1.end();
    await first.stop();

    const second = await startEmbeddedPostgres(dataDir);
    const sql2 = connectPostgres(second.url, { poolSize: EMBEDDED_POOL_SIZE });
    try {
      expect(await sql2`SELECT note FROM kept`).toEqual([{ note: 'sticky note' }]);
    } finally {
      await sql2.end();
      await second.stop();
    }
  });
});
