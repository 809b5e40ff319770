import { MAX_PUSH_MUTATIONS, PUSH_TARGET_BYTES, type PushedMutation } from '@trilha/sync';
import { firstPushBySize } from '@trilha/sync/client/push-batches';
import type { Sql } from '../db/connect';
import { inTransaction } from '../db/transaction';
import type { CloudClient } from './cloud-client';
import type { UpstreamLink } from './links';

/**
 * Sends the account's outbox to the cloud, oldest first, until it is empty: the hub is a device
 * of the cloud account whose queue is the outbox. Returns how many mutations the cloud refused.
 *
 * Nothing is lost or doubled whatever fails when: a row leaves the outbox only in the
 * transaction that reads the cloud's answer, and the cloud applies each (device, mutation id)
 * once — a push whose answer never came is sent again and recognised.
 */
export async function uploadOutbox(
  sql: Sql,
  cloud: CloudClient,
  link: UpstreamLink,
): Promise<number> {
  let refused = 0;
  await numberNewMutations(sql, link.accountId);
  for (;;) {
    const batch = await nextBatch(sql, link.accountId);
    if (batch.length === 0) return refused;
    const answer = await cloud.push(link.cloudSession, {
      clientId: link.clientId,
      mutations: batch,
    });
    refused += answer.rejected.length;
    await sql`
      DELETE FROM upstream_outbox
      WHERE account_id = ${link.accountId} AND mutation_id <= ${answer.lastMutationId}`;
    // A cloud that took none of a batch it was sent would send us round forever.
    if (answer.lastMutationId < (batch[0]?.id ?? 0)) {
      throw new Error(`the cloud took none of mutations ${batch[0]?.id}…`);
    }
  }
}

/**
 * Gives the cloud's mutation ids to the outbox rows that have none, in the order they are
 * seen now. The order of `seq` is the order sequence values were taken, not of commits: a
 * transaction still open holds a smaller seq than one that committed after it began, and would
 * be numbered (and so sent) later than a larger seq — which the cloud, taking ids as only
 * growing, would then skip. Rows are numbered once visible, so ids grow in commit order.
 */
async function numberNewMutations(sql: Sql, accountId: string): Promise<void> {
  await inTransaction(sql, async (tx) => {
    const [link] = await tx<{ nextMutationId: string }[]>`
      SELECT next_mutation_id FROM upstream_links WHERE account_id = ${accountId} FOR UPDATE`;
    if (!link) return;
    const numbered = await tx`
      WITH fresh AS (
        SELECT seq, row_number() OVER (ORDER BY seq) - 1 AS rank FROM upstream_outbox
        WHERE account_id = ${accountId} AND mutation_id IS NULL)
      UPDATE upstream_outbox o SET mutation_id = ${link.nextMutationId}::bigint + fresh.rank
      FROM fresh WHERE o.seq = fresh.seq
      RETURNING 1`;
    if (numbered.length > 0) {
      await tx`
        UPDATE upstream_links SET next_mutation_id = next_mutation_id + ${numbered.length}
        WHERE account_id = ${accountId}`;
    }
  });
}

/** The next push: numbered mutations in order, within the sync's count and size targets. */
async function nextBatch(sql: Sql, accountId: string): Promise<PushedMutation[]> {
  const rows = await sql<{ mutationId: string; name: string; args: unknown; authorName: string }[]>`
    SELECT mutation_id, name, args, author_name FROM upstream_outbox
    WHERE account_id = ${accountId} AND mutation_id IS NOT NULL
    ORDER BY mutation_id LIMIT ${MAX_PUSH_MUTATIONS}`;
  const mutations = rows.map((row) => ({
    id: Number(row.mutationId),
    name: row.name,
    args: row.args,
    ...(row.authorName ? { authorName: row.authorName } : {}),
  }));
  return firstPushBySize(mutations, PUSH_TARGET_BYTES);
}
