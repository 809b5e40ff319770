import type postgres from 'postgres';
import type { Queryable } from '../db/connect';
import type { AppliedMutation } from '../sharing/write-access';

/**
 * Where a server keeps the mutations it applied, for another server: on a hub (UPSTREAM_URL
 * set), the upstream outbox. Written in the transaction that applied them, so they are kept if
 * and only if they happened.
 */
export interface MutationLog {
  /**
   * Called at the start of the write's transaction, before its project is locked: reads the log
   * needs whatever the write does can be sent now, in the same trip as the statements before the
   * lock, instead of in a trip of their own while the project is held (issue 34).
   */
  prepare?(tx: Queryable): void;
  append(tx: Queryable, applied: readonly AppliedMutation[]): Promise<void>;
}

/**
 * The hub's outbox (migration 0017): each mutation under the account that owns the project it
 * wrote, in the order they were applied.
 */
export const upstreamOutbox: MutationLog = {
  async append(tx, applied) {
    if (applied.length === 0) return;
    const rows = applied.map((mutation, order) => ({
      order,
      project_id: mutation.projectId,
      name: mutation.name,
      args: mutation.args ?? null,
      author_name: mutation.authorName,
      touched: mutation.touched,
    }));
    await tx`
      INSERT INTO upstream_outbox (account_id, project_id, name, args, author_name, touched)
      SELECT p.owner_id, m.project_id, m.name, m.args, m.author_name, m.touched
      FROM jsonb_to_recordset(${tx.json(rows as unknown as postgres.JSONValue)}) AS m(
        "order" int, project_id uuid, name text, args jsonb, author_name text, touched text[])
      JOIN projects p ON p.id = m.project_id
      ORDER BY m."order"`;
  },
};
