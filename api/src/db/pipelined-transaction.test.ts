import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { inPipelinedTransaction } from './pipelined-transaction';

/**
 * inPipelinedTransaction on a real database (the embedded one, or DATABASE_URL's): COMMIT sent
 * behind writes whose answers are still to come commits them, and rolls everything back when
 * one of them fails. Losing the connection is lost-connection.test.ts's (a push runs on it).
 */
describe('inPipelinedTransaction', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ migrated: false });
    await db.sql`CREATE TABLE notes (id int PRIMARY KEY, text text NOT NULL CHECK (text <> ''))`;
  });
  afterAll(async () => {
    await db.close();
  });
  const texts = async () =>
    (await db.sql<{ text: string }[]>`SELECT text FROM notes ORDER BY id`).map((row) => row.text);

  it('commits the writes COMMIT was sent behind, and gives back the result', async () => {
    const result = await inPipelinedTransaction(db.sql, async (tx) => {
      const [{ count } = { count: -1 }] = await tx<{ count: number }[]>`
        SELECT count(*)::int AS count FROM notes`;
      const writes = Promise.all([
        tx`INSERT INTO notes VALUES (1, 'primeira')`.execute(),
        tx`INSERT INTO notes VALUES (2, 'segunda')`.execute(),
      ]);
      return { result: count, writes };
    });
    expect(result).toBe(0);
    expect(await texts()).toEqual(['primeira', 'segunda']);
  });

  it('rolls everything back when a write behind which COMMIT was sent fails, and says why', async () => {
    const attempt = inPipelinedTransaction(db.sql, async (tx) => {
      await tx`UPDATE notes SET text = 'mudada' WHERE id = 1`;
      const writes = Promise.all([
        tx`INSERT INTO notes VALUES (3, 'terceira')`.execute(),
        tx`INSERT INTO notes VALUES (4, '')`.execute(), // refused by the CHECK
        tx`INSERT INTO notes VALUES (5, 'quinta')`.execute(),
      ]);
      writes.catch(() => {});
      return { result: 'done', writes };
    });
    await expect(attempt).rejects.toMatchObject({ code: '23514' });
    expect(await texts()).toEqual(['primeira', 'segunda']);
  });

  it('rolls back when the work fails, and keeps no connection of the pool', async () => {
    const failure = new Error('the work failed');
    const attempt = inPipelinedTransaction(db.sql, async (tx) => {
      await tx`INSERT INTO notes VALUES (6, 'sexta')`;
      throw failure;
    });
    await expect(attempt).rejects.toBe(failure);
    expect(await texts()).toEqual(['primeira', 'segunda']);
    // As many transactions again as the pool has connections, one after the other: none is
    // kept by the failed one.
    for (let round = 0; round < 6; round++) {
      await inPipelinedTransaction(db.sql, async (tx) => ({
        result: undefined,
        writes: tx`UPDATE notes SET text = ${`volta ${round}`} WHERE id = 2`.execute(),
      }));
    }
    expect(await texts()).toEqual(['primeira', 'volta 5']);
  });
});
