import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { SEED_ARTICLES } from '../library/seed-articles';
import { migrate } from './migrate';
import { type SeedSet, seedDatabase } from './seed';

describe('seedDatabase', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ migrated: false });
    await migrate(db.sql);
  });
  afterAll(async () => {
    await db.close();
  });

  const counts = async () => {
    const [row] = await db.sql<{ plans: number; articles: number; runs: number }[]>`
      SELECT (SELECT count(*)::int FROM subscription_plans) AS plans,
             (SELECT count(*)::int FROM articles) AS articles,
             (SELECT count(*)::int FROM seed_runs) AS runs`;
    return row;
  };

  it('inserts the plans and articles once; seeding again inserts nothing', async () => {
    expect(SEED_ARTICLES.length).toBeGreaterThan(0);
    expect(await seedDatabase(db.sql)).toEqual(['plans-v1', 'articles-v1']);
    const first = await counts();
    expect(first).toEqual({ plans: 4, articles: SEED_ARTICLES.length, runs: 2 });

    expect(await seedDatabase(db.sql)).toEqual([]);
    expect(await counts()).toEqual(first);
  });

  it('does not bring back a seeded article or plan that was deleted', async () => {
    await seedDatabase(db.sql);
    const deletedId = SEED_ARTICLES[0]?.id ?? '';
    await db.sql`DELETE FROM articles WHERE id = ${deletedId}`;
    await db.sql`DELETE FROM subscription_plans WHERE name = 'enterprise'`;

    expect(await seedDatabase(db.sql)).toEqual([]);
    expect(await db.sql`SELECT 1 FROM articles WHERE id = ${deletedId}`).toHaveLength(0);
    expect(await counts()).toMatchObject({ plans: 3, articles: SEED_ARTICLES.length - 1 });
  });

  it('rolls a failing set back whole and does not record it, so it runs again next time', async () => {
    const id = '0190a000-0000-7000-8000-00000000beef';
    let fail = true;
    const set: SeedSet = {
      name: 'test-v1',
      async run(tx) {
        await tx`INSERT INTO articles (id, title, content, author) VALUES (${id}, 'T', 'C', 'A')`;
        if (fail) throw new Error('seed failed');
      },
    };
    await expect(seedDatabase(db.sql, [set])).rejects.toThrow('seed failed');
    expect(await db.sql`SELECT 1 FROM articles WHERE id = ${id}`).toHaveLength(0);
    expect(await db.sql`SELECT 1 FROM seed_runs WHERE name = 'test-v1'`).toHaveLength(0);

    fail = false;
    expect(await seedDatabase(db.sql, [set])).toEqual(['test-v1']);
    expect(await db.sql`SELECT 1 FROM articles WHERE id = ${id}`).toHaveLength(1);
  });
});
