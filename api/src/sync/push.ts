import { MutationRejected, type PushRequest, type PushResponse, runMutation } from '@trilha/sync';
import type { Sql } from '../db/connect';
import { forbidden } from '../http/errors';
import { PostgresMutationTransaction } from '../workspace/postgres-mutation-transaction';

/**
 * Applies a client's queued mutations, in order, in ONE transaction, together with the record
 * of the last one dealt with — so a retry after a lost answer skips exactly what was applied,
 * and a server that dies halfway leaves nothing half-done.
 *
 * A mutation that breaks a rule is rolled back to its savepoint, recorded with its reason and
 * reported; the ones after it still apply. Any other error is a real fault: the whole push rolls
 * back and the client retries later.
 */
export async function processPush(
  sql: Sql,
  userId: string,
  push: PushRequest,
): Promise<PushResponse> {
  return sql.begin(async (tx) => {
    await tx`
      INSERT INTO sync_clients (id, user_id) VALUES (${push.clientId}, ${userId})
      ON CONFLICT (id) DO NOTHING`;
    // The row lock serialises two pushes of one client (a request sent twice).
    const [client] = await tx`
      SELECT user_id, last_mutation_id FROM sync_clients WHERE id = ${push.clientId} FOR UPDATE`;
    if (!client || client.userId !== userId) {
      throw forbidden('Este dispositivo está registrado para outra conta.');
    }

    let lastMutationId = Number(client.lastMutationId);
    let projectVersions = new Map<string, string>();
    for (const mutation of push.mutations) {
      if (mutation.id <= lastMutationId) continue; // applied by an earlier try
      try {
        projectVersions = await tx.savepoint(async (savepoint) => {
          const mutationTx = new PostgresMutationTransaction(savepoint, userId, {
            projectVersions,
          });
          await runMutation(mutationTx, mutation.name, mutation.args);
          return mutationTx.projectVersions;
        });
      } catch (error) {
        if (!(error instanceof MutationRejected)) throw error;
        await tx`
          INSERT INTO sync_rejections (client_id, mutation_id, name, reason, message)
          VALUES (${push.clientId}, ${mutation.id}, ${mutation.name}, ${error.reason}, ${error.message})
          ON CONFLICT DO NOTHING`;
      }
      lastMutationId = mutation.id;
    }

    await tx`
      UPDATE sync_clients SET last_mutation_id = ${lastMutationId}, last_seen_at = now()
      WHERE id = ${push.clientId}`;
    const ids = push.mutations.map((mutation) => mutation.id);
    const rejected =
      ids.length === 0
        ? []
        : await tx<PushResponse['rejected']>`
            SELECT mutation_id::int AS id, name, reason, message FROM sync_rejections
            WHERE client_id = ${push.clientId} AND mutation_id IN ${tx(ids)}
            ORDER BY mutation_id`;
    return { lastMutationId, rejected: [...rejected] };
  });
}
