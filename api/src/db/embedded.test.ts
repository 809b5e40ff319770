import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAN_LIST_LISTENING_PORTS, listeningTcpPorts } from '../../test/listening-ports';
import { refusal } from '../../test/refused-start';
import { connectPostgres, type Sql } from './connect';
import { LOCK_FILE } from './data-dir-lock';
import { EMBEDDED_POOL_SIZE, type EmbeddedPostgres, startEmbeddedPostgres } from './embedded';

describe('embedded PGlite behind its socket server, as the server uses it', () => {
  let embedded: EmbeddedPostgres;
  let sql: Sql;
  let portsBefore: number[];
  beforeAll(async () => {
    portsBefore = CAN_LIST_LISTENING_PORTS ? listeningTcpPorts() : [];
    embedded = await startEmbeddedPostgres('memory://');
    sql = connectPostgres(embedded, { poolSize: EMBEDDED_POOL_SIZE });
  });
  afterAll(async () => {
    await sql.end();
    await embedded.stop();
  });

  it.runIf(CAN_LIST_LISTENING_PORTS)(
    'listens on no TCP port: nothing else can connect',
    async () => {
      await sql`SELECT 1`;
      expect(listeningTcpPorts()).toEqual(portsBefore);
    },
  );

  it('is reached through a unix socket only its user can open, in a folder only it can enter', () => {
    expect(statSync(embedded.socketPath).isSocket()).toBe(true);
    expect(statSync(embedded.socketPath).mode & 0o777).toBe(0o600);
    expect(statSync(dirname(embedded.socketPath)).mode & 0o777).toBe(0o700);
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

it('removes its socket and the socket folder when it stops', async () => {
  const embedded = await startEmbeddedPostgres('memory://');
  await embedded.stop();
  expect(existsSync(dirname(embedded.socketPath))).toBe(false);
}, 60_000);

describe('embedded data folder', () => {
  let work: string;
  let dataDir: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'trilha-data-'));
    dataDir = join(work, 'db');
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('is refused to a second database while the first has it open, and freed when it stops', async () => {
    const first = await startEmbeddedPostgres(dataDir);
    try {
      const error = await refusal(startEmbeddedPostgres(dataDir));
      expect(error.message).toContain(dataDir);
      expect(error.message).toContain(`process ${process.pid}`);
    } finally {
      await first.stop();
    }
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);

  it('keeps its data across restarts', async () => {
    const first = await startEmbeddedPostgres(dataDir);
    const sql1 = connectPostgres(first, { poolSize: EMBEDDED_POOL_SIZE });
    await sql1`CREATE TABLE kept (note text)`;
    await sql1`INSERT INTO kept VALUES ('sticky note')`;
    await sql1.end();
    await first.stop();

    const second = await startEmbeddedPostgres(dataDir);
    const sql2 = connectPostgres(second, { poolSize: EMBEDDED_POOL_SIZE });
    try {
      expect(await sql2`SELECT note FROM kept`).toEqual([{ note: 'sticky note' }]);
    } finally {
      await sql2.end();
      await second.stop();
    }
  }, 60_000);

  it('that is damaged is reported with the way back, and no file of it is deleted or changed', async () => {
    const damaged = join(work, 'damaged');
    cpSync(dataDir, damaged, { recursive: true });
    // The control file Postgres reads first: empty, as a write cut short can leave it.
    truncateSync(join(damaged, 'global/pg_control'), 0);
    const before = listing(damaged);

    const error = await refusal(startEmbeddedPostgres(damaged));
    expect(error.message).toContain(`could not be opened`);
    expect(error.message).toContain(damaged);
    expect(error.message).toContain('Nothing in it was deleted');
    expect(error.message).toContain(`${damaged}.damaged`);
    // PGlite's failed start may add its postmaster.pid; what was there stays, byte for byte.
    expect(listing(damaged)).toEqual(expect.arrayContaining(before));
  }, 60_000);
});

/** Every file under a folder with a digest of its content: what a start must not change. */
function listing(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((entry) => statSync(join(folder, entry)).isFile())
    .map(
      (entry) =>
        `${entry} ${createHash('sha1')
          .update(readFileSync(join(folder, entry)))
          .digest('hex')}`,
    )
    .sort();
}
