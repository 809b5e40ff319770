import {
  MutationRejected,
  type PushedMutation,
  type PushRequest,
  type PushResponse,
} from '@trilha/sync';
import type postgres from 'postgres';
import { PlanLimitGuard } from '../billing/mutation-limits';
import type { Sql } from '../db/connect';
import { isLostConnection } from '../db/lost-connection';
import { inTransaction, withoutRollbackOnLostConnection } from '../db/transaction';
import { ApiError, forbidden } from '../http/errors';
import { pokeProjects } from '../live/pokes';
import { ProjectWriteAccess } from '../sharing/write-access';
import type { MutationLog } from '../upstream/outbox';
import { PostgresMutationTransaction } from '../workspace/postgres-mutation-transaction';
import { PushBatchTransaction } from './push-batch-transaction';
import {
  type Rejection,
  type RejectionRecord,
  rejectedMutationOf,
  rejectionRow,
} from './rejections';

/**
 * Applies a client's queued mutations, in order, in ONE transaction, together with the record
 * of the last one dealt with — so a retry after a lost answer skips exactly what was applied,
 * and a server that dies halfway leaves nothing half-done.
 *
 * A mutation that breaks a rule is recorded with its reason and reported; the ones after it
 * still apply. The batch is first applied through PushBatchTransaction (few statements for the
 * whole push); if that fails at the database, the push is retried mutation by mutation, each in
 * a savepoint, so one bad mutation can never block the queue behind it.
 */
export async function processPush(
  sql: Sql,
  userId: string,
  push: PushRequest,
  /** A hub's outbox (decision 0021): what the push applies is also kept to go up. */
  log?: MutationLog,
): Promise<PushResponse> {
  const written = new Set<string>();
  const applying: Applying = { userId, push, written, log };
  let response: PushResponse;
  try {
    response = await inTransaction(sql, (tx) => applyPush(tx, applying, applyAsBatch));
  } catch (error) {
    // A refusal, or a database out of reach (already run again once): not the batch's fault.
    if (error instanceof ApiError || isLostConnection(error)) throw error;
    console.warn('sync push: the batched path failed; applying mutation by mutation.', error);
    written.clear();
    response = await inTransaction(sql, (tx) => applyPush(tx, applying, applyOneByOne));
  }
  await pokeProjects(sql, written);
  return response;
}

type Applier = (
  tx: postgres.TransactionSql,
  userId: string,
  mutations: PushedMutation[],
  access: ProjectWriteAccess,
) => Promise<Rejection[]>;

/** One push being applied. */
interface Applying {
  userId: string;
  push: PushRequest;
  /** Filled with the projects written, to be poked once the push has committed. */
  written: Set<string>;
  log: MutationLog | undefined;
}

async function applyPush(
  tx: postgres.TransactionSql,
  applying: Applying,
  apply: Applier,
): Promise<PushResponse> {
  const { userId, push } = applying;
  await tx`
    INSERT INTO sync_clients (id, user_id) VALUES (${push.clientId}, ${userId})
    ON CONFLICT (id) DO NOTHING`;
  // The row lock serialises two pushes of one client (a request sent twice).
  const [client] = await tx`
    SELECT user_id, last_mutation_id FROM sync_clients WHERE id = ${push.clientId} FOR UPDATE`;
  if (!client || client.userId !== userId) {
    throw forbidden('sync.device_of_other_account');
  }
  const applied = Number(client.lastMutationId);
  const fresh = push.mutations.filter((mutation) => mutation.id > applied); // earlier tries skipped
  // An empty push (a retry of what was applied, or a device checking in) reads no roles nor plan.
  if (fresh.length > 0) await applyFresh(tx, applying, fresh, apply);
  const lastMutationId = Math.max(applied, ...fresh.map((mutation) => mutation.id));
  await tx`
    UPDATE sync_clients SET last_mutation_id = ${lastMutationId}, last_seen_at = now()
    WHERE id = ${push.clientId}`;
  const ids = push.mutations.map((mutation) => mutation.id);
  const rejected =
    ids.length === 0
      ? []
      : await tx<RejectionRecord[]>`
          SELECT mutation_id::int AS id, name, reason, code, params, message FROM sync_rejections
          WHERE client_id = ${push.clientId} AND mutation_id IN ${tx(ids)}
          ORDER BY mutation_id`;
  return { lastMutationId, rejected: rejected.map(rejectedMutationOf) };
}

/** Applies the mutations not applied yet and records the refused ones with their reasons. */
async function applyFresh(
  tx: postgres.TransactionSql,
  { userId, push, written, log }: Applying,
  fresh: PushedMutation[],
  apply: Applier,
): Promise<void> {
  const clientId = push.clientId;
  const access = await ProjectWriteAccess.load(tx, userId);
  const rejections = await apply(tx, userId, fresh, access);
  for (const projectId of access.writtenProjects) written.add(projectId);
  await log?.append(tx, access.applied);
  if (rejections.length === 0) return;
  await tx`
    INSERT INTO sync_rejections ${tx(
      rejections.map((rejection) => rejectionRow(tx, clientId, rejection)),
    )} ON CONFLICT DO NOTHING`;
}

/** The fast path: every mutation against one overlay, written in a few statements at the end. */
const applyAsBatch: Applier = async (tx, userId, mutations, access) => {
  const batch = new PushBatchTransaction(tx, userId);
  await batch.prefetch(mutations);
  const limits = await PlanLimitGuard.load(tx, userId, mutations);
  const rejections: Rejection[] = [];
  for (const mutation of mutations) {
    batch.startMutation();
    try {
      await access.run(limits, batch, mutation);
    } catch (error) {
      if (!(error instanceof MutationRejected)) throw error;
      if (batch.wroteInMutation) throw new Error(`${mutation.name} wrote before refusing`);
      rejections.push({ mutation, error });
    }
  }
  await batch.flush();
  return rejections;
};

/** Data the database itself refuses (a constraint the schemas missed): the mutation's fault. */
const isDataError = (error: unknown) =>
  /^2[23]/.test(String((error as { code?: unknown }).code ?? ''));

/** The safe path: each mutation in its own savepoint. */
const applyOneByOne: Applier = async (tx, userId, mutations, access) => {
  const rejections: Rejection[] = [];
  let projectVersions = new Map<string, string>();
  const limits = await PlanLimitGuard.load(tx, userId, mutations);
  for (const mutation of mutations) {
    try {
      projectVersions = await tx.savepoint(
        withoutRollbackOnLostConnection(async (savepoint) => {
          const mutationTx = new PostgresMutationTransaction(savepoint, userId, {
            projectVersions,
          });
          await access.run(limits, mutationTx, mutation);
          return mutationTx.projectVersions;
        }),
      );
    } catch (error) {
      if (error instanceof MutationRejected) rejections.push({ mutation, error });
      else if (isDataError(error)) {
        console.warn(`sync push: ${mutation.name} refused by the database`, error);
        rejections.push({
          mutation,
          error: new MutationRejected('invalid', 'sync.invalid_record'),
        });
      } else throw error;
    }
  }
  return rejections;
};
