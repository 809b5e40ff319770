import type postgres from 'postgres';
import { describe, expect, it, vi } from 'vitest';
import type { Sql } from './connect';
import { isLostConnection } from './lost-connection';
import { inTransaction } from './transaction';

/**
 * inTransaction's decisions, with a stand-in for postgres.js's `begin` that loses its connection
 * where each test says (lost-connection.test.ts does it to a real Postgres).
 */
const lost = () =>
  Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' });

type Step = 'ok' | 'lost before the work' | 'lost in the work' | 'lost at commit';

/** A transaction as the work below sees it: one query, which the connection's loss fails. */
interface FakeTx {
  query(): Promise<void>;
}

/** A `sql` whose successive transactions go as `steps` say; counts what the work ran. */
function fakeSql(steps: Step[]) {
  const runs = { work: 0, begun: 0 };
  const sql = {
    async begin(work: (tx: FakeTx) => Promise<unknown>) {
      const step = steps[runs.begun++] ?? 'ok';
      if (step === 'lost before the work') throw lost();
      if (step === 'lost in the work') {
        // The work's query fails; postgres.js's begin fails too, as its connection closed.
        void work({ query: () => Promise.reject(lost()) });
        await new Promise((resolve) => setTimeout(resolve, 1));
        throw lost();
      }
      const result = await work({ query: () => Promise.resolve() });
      if (step === 'lost at commit') throw lost();
      return result;
    },
  } as unknown as Sql;
  const work = async (tx: postgres.TransactionSql) => {
    runs.work++;
    await (tx as unknown as FakeTx).query();
    return 'done';
  };
  return { sql, runs, work };
}

describe('inTransaction', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});

  it('runs the work again once when the connection was lost in it', async () => {
    const { sql, runs, work } = fakeSql(['lost in the work', 'ok']);
    await expect(inTransaction(sql, work)).resolves.toBe('done');
    expect(runs.work).toBe(2);
  });

  it('gives up after a second loss in the work', async () => {
    const { sql, runs, work } = fakeSql(['lost in the work', 'lost in the work', 'ok']);
    await expect(inTransaction(sql, work)).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
    expect(runs.work).toBe(2);
  });

  it('tries a third time when a try failed before its work began (a stale slot of the pool)', async () => {
    const { sql, runs, work } = fakeSql(['lost in the work', 'lost before the work', 'ok']);
    await expect(inTransaction(sql, work)).resolves.toBe('done');
    expect(runs).toEqual({ work: 2, begun: 3 });
  });

  it('tries at most three times, when the database cannot be reached', async () => {
    const { sql, runs, work } = fakeSql(Array(5).fill('lost before the work'));
    await expect(inTransaction(sql, work)).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
    expect(runs).toEqual({ work: 0, begun: 3 });
  });

  it('does not run again a transaction whose COMMIT was on its way: it may have committed', async () => {
    const { sql, runs, work } = fakeSql(['lost at commit', 'ok']);
    await expect(inTransaction(sql, work)).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
    expect(runs.work).toBe(1);
  });

  it('does not run again a transaction that failed for another reason', async () => {
    const { sql, runs } = fakeSql(['ok']);
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(inTransaction(sql, () => Promise.reject(unique))).rejects.toBe(unique);
    expect(runs.begun).toBe(1);
  });
});

describe('isLostConnection', () => {
  const withCode = (code: unknown) => Object.assign(new Error('x'), { code });

  it.each([
    'CONNECTION_CLOSED',
    'CONNECTION_ENDED',
    'CONNECTION_DESTROYED',
    'CONNECT_TIMEOUT',
    'ECONNRESET',
    'ECONNREFUSED',
    '57P01',
    '57P02',
    '57P03',
    '08006',
    '08P01',
  ])('knows %s', (code) => {
    expect(isLostConnection(withCode(code))).toBe(true);
  });

  it('also behind a cause', () => {
    expect(isLostConnection(new Error('x', { cause: withCode('57P01') }))).toBe(true);
  });

  it.each(['23505', '40001', '22P02', 'ENOENT', undefined, 42])('leaves %s alone', (code) => {
    expect(isLostConnection(withCode(code))).toBe(false);
  });

  it('leaves non-errors alone', () => {
    expect(isLostConnection(null)).toBe(false);
    expect(isLostConnection('CONNECTION_CLOSED')).toBe(false);
  });
});
