import type postgres from 'postgres';
import { insertSeedArticles } from '../library/repository';
import { SEED_ARTICLES } from '../library/seed-articles';
import { insertPlans } from '../plans/repository';
import { SEED_PLANS } from '../plans/seed-plans';
import type { Sql } from './connect';

// Any fixed number: held while seeding so two servers starting together do not both seed.
const SEED_LOCK_KEY = 7_428_093;

export interface SeedSet {
  name: string;
  run(tx: postgres.TransactionSql): Promise<void>;
}

/**
 * The starting data of a new installation. A name is never reused: to change seeded data, add a
 * new set ('plans-v2') that migrates what the old one wrote.
 */
export const SEED_SETS: readonly SeedSet[] = [
  { name: 'plans-v1', run: (tx) => insertPlans(tx, SEED_PLANS) },
  { name: 'articles-v1', run: (tx) => insertSeedArticles(tx, SEED_ARTICLES) },
];

/**
 * Runs each seed set the database has not seen, in one transaction with its row in seed_runs.
 * Once recorded a set never runs again, so seeded rows an administrator deleted stay deleted.
 * Returns the names applied now.
 */
export async function seedDatabase(sql: Sql, sets: readonly SeedSet[] = SEED_SETS) {
  const applied: string[] = [];
  for (const set of sets) {
    const done = await sql.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`;
      const [existing] = await tx`SELECT 1 FROM seed_runs WHERE name = ${set.name}`;
      if (existing) return false;
      await set.run(tx);
      await tx`INSERT INTO seed_runs (name) VALUES (${set.name})`;
      return true;
    });
    if (done) applied.push(set.name);
  }
  return applied;
}
