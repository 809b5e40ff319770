import type postgres from 'postgres';
import type { Sql } from './connect';
import { inTransaction } from './transaction';

/** What the work of a pipelined transaction hands back once it has sent its last writes. */
export interface Committing<T> {
  result: T;
  /**
   * The last writes, sent and not yet answered: COMMIT goes right behind them, in the same
   * trip. If one of them fails, the transaction is aborted and COMMIT rolls it back.
   */
  writes: Promise<unknown>;
}

/**
 * A transaction (`inTransaction`, so run again if its connection was lost before COMMIT) whose
 * COMMIT goes out with its last writes instead of one round trip after their answers.
 *
 * For a write that locks a room's project (a sync push, issue 34): every other push of that
 * room waits for the lock, so each trip it holds is paid by all of them. postgres.js sends
 * COMMIT as soon as the transaction's callback returns; returning before the last writes are
 * answered (their promise kept in an object, which `begin` does not wait for) puts COMMIT
 * behind them on the connection. Postgres runs a connection's statements in order, so COMMIT
 * still comes after every write; if one of them failed, the transaction was aborted and its
 * COMMIT only rolled it back — which is why the writes are awaited after it, and their failure
 * thrown: nothing was committed.
 *
 * Not `sql.reserve()` with BEGIN and COMMIT written by hand: a reservation waits for an idle
 * connection, and under a room's steady pulls (queries pipelined on busy connections) there
 * rarely is one; `begin`'s BEGIN queues on a busy one like any query. Measured: push p99 ×2–3
 * worse with the reservation under bench:load.
 */
export async function inPipelinedTransaction<T>(
  sql: Sql,
  work: (tx: postgres.TransactionSql) => Promise<Committing<T>>,
): Promise<T> {
  const { committing } = await inTransaction(sql, async (tx) => {
    const committing = await work(tx);
    // Seen below once COMMIT is answered; meanwhile a lost connection must not make it an
    // unhandled rejection.
    committing.writes.catch(() => {});
    return { committing };
  });
  await committing.writes;
  return committing.result;
}
