import type postgres from 'postgres';
import type { Sql } from './connect';
import { isLostConnection } from './lost-connection';

type Work<T> = (tx: postgres.TransactionSql) => Promise<T>;

/** `work` runs at most twice: once, and once more after its connection was lost. */
const MAX_RUNS = 2;
/**
 * Tries at beginning the transaction, counting those that failed before `work` began: after a
 * connection was lost in the middle of a query, postgres.js (3.4.9) fails the next query that
 * reconnects its slot of the pool with that old error (described in porsager/postgres pull
 * request 1215), so the second try can meet that and not a fresh connection. Nothing ran in
 * such a try.
 */
const MAX_TRIES = 3;
/** Connections are mostly lost together: a moment lets the pool read the ends of the others. */
const PAUSE_BETWEEN_TRIES_MS = 100;

/**
 * Runs `work` in a transaction, run again on a fresh connection if its connection was lost
 * before the COMMIT was sent: such a transaction never committed (Postgres rolls back what a
 * lost session had begun), so running all of it again applies it exactly once.
 *
 * Not run again, and so answered 503 (docs/decisions/0008): a second loss (the database is
 * down, not blipping), and a loss while the COMMIT was on its way, which may or may not have
 * committed. `work` must only work in the database, as it may run twice.
 */
export async function inTransaction<T>(sql: Sql, work: Work<T>): Promise<T> {
  let runs = 0;
  for (let tries = 1; ; tries++) {
    const progress = { began: false, commitSent: false };
    try {
      return (await sql.begin(
        withoutRollbackOnLostConnection(async (tx) => {
          progress.began = true;
          runs++;
          const result = await work(tx);
          // postgres.js sends COMMIT once this callback has returned.
          progress.commitSent = true;
          return result;
        }),
      )) as T;
    } catch (error) {
      const again =
        isLostConnection(error) && !progress.commitSent && runs < MAX_RUNS && tries < MAX_TRIES;
      if (!again) throw error;
      console.warn(`database connection lost in a transaction (${String(error)}); trying again`);
      await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_TRIES_MS));
    }
  }
}

/**
 * For a callback of `sql.begin` or `tx.savepoint`. postgres.js (3.4.9) answers a failed callback
 * by writing ROLLBACK on its connection; when the failure is that connection's loss, the socket
 * is gone, and the write throws a TypeError from a timer, out of every try/catch (the process
 * dies), and leaves that connection of the pool stuck in CONNECT_TIMEOUT (porsager/postgres
 * issue 1208 and pull request 1215, open upstream). So a callback failing with a lost
 * connection never settles: postgres.js writes nothing more, `begin` still fails (it does
 * whenever its connection closes, which a lost one has), and Postgres rolls back what the
 * session began.
 */
export function withoutRollbackOnLostConnection<T>(work: Work<T>): Work<T> {
  return async (tx) => {
    try {
      return await work(tx);
    } catch (error) {
      if (isLostConnection(error)) return new Promise<T>(() => {});
      throw error;
    }
  };
}
