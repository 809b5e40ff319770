import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { RateLimiter, type RateRule } from './rate-limiter';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const RULE: RateRule = { name: 'test', burst: 3, intervalMs: 10_000 };

function limiterAt(start: number) {
  const clock = { now: start };
  return { clock, limiter: new RateLimiter(db.sql, () => clock.now) };
}

describe('RateLimiter (generic cell rate, in Postgres)', () => {
  it('allows a burst, then one per interval; a refusal is not counted', async () => {
    const { clock, limiter } = limiterAt(Date.UTC(2026, 10, 23, 10));
    for (let i = 0; i < 3; i++) expect(await limiter.take(RULE, 'a')).toBe(0);
    expect(await limiter.take(RULE, 'a')).toBe(10);
    expect(await limiter.take(RULE, 'a')).toBe(10);
    clock.now += 4_000;
    expect(await limiter.waitSeconds(RULE, 'a')).toBe(6);
    clock.now += 6_000;
    expect(await limiter.waitSeconds(RULE, 'a')).toBe(0);
    expect(await limiter.take(RULE, 'a')).toBe(0);
    expect(await limiter.take(RULE, 'a')).toBe(10);
    // After a quiet burst-length, the whole burst is back.
    clock.now += 30_000;
    for (let i = 0; i < 3; i++) expect(await limiter.take(RULE, 'a')).toBe(0);
  });

  it('keeps subjects and rules apart', async () => {
    const { limiter } = limiterAt(Date.UTC(2026, 10, 23, 11));
    for (let i = 0; i < 3; i++) await limiter.take(RULE, 'b');
    expect(await limiter.waitSeconds(RULE, 'b')).toBeGreaterThan(0);
    expect(await limiter.waitSeconds(RULE, 'c')).toBe(0);
    expect(await limiter.waitSeconds({ ...RULE, name: 'other' }, 'b')).toBe(0);
  });

  it('is shared by every limiter on the database (several processes)', async () => {
    const start = Date.UTC(2026, 10, 23, 12);
    const first = limiterAt(start).limiter;
    const second = limiterAt(start).limiter;
    await first.take(RULE, 'd');
    await second.take(RULE, 'd');
    await first.take(RULE, 'd');
    expect(await second.take(RULE, 'd')).toBeGreaterThan(0);
  });

  it('counts exactly under concurrent takes', async () => {
    const { limiter } = limiterAt(Date.UTC(2026, 10, 23, 13));
    const rule = { ...RULE, burst: 5 };
    const results = await Promise.all(Array.from({ length: 12 }, () => limiter.take(rule, 'e')));
    expect(results.filter((wait) => wait === 0)).toHaveLength(5);
  });
});
