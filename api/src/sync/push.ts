import {
  MutationRejected,
  type PushedMutation,
  type PushRequest,
  type PushResponse,
} from '@trilha/sync';
import type postgres from 'postgres';
import { PlanLimitGuard } from '../billing/mutation-limits';
import type { Queryable, Sql } from '../db/connect';
import { isLostConnection } from '../db/lost-connection';
import { type Committing, inPipelinedTransaction } from '../db/pipelined-transaction';
import { withoutRollbackOnLostConnection } from '../db/transaction';
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
  rejectionRecord,
  rejectionRow,
} from './rejections';

/**
 * Applies a client's queued mutations, in order, in ONE transaction, together with the record
 * of the last one dealt with — so a retry after a lost answer skips exactly what was applied,
 * and a server that dies halfway leaves nothing half-done.
 *
 * A mutation that breaks a rule is recorded with its reason and reported; the ones after it
 * still apply. The batch is first applied through PushBatchTransaction (few statements for the
 * whole push, in a transaction whose COMMIT goes out with the push's last writes); if that
 * fails at the database, the push is retried mutation by mutation, each in a savepoint, so one
 * bad mutation can never block the queue behind it.
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
    response = await inPipelinedTransaction(sql, (tx) =>
      applyPush(tx, applying, batchApplier(tx, userId)),
    );
  } catch (error) {
    // A refusal, or a database out of reach (already run again once): not the batch's fault.
    if (error instanceof ApiError || isLostConnection(error)) throw error;
    console.warn('sync push: the batched path failed; applying mutation by mutation.', error);
    written.clear();
    response = await inPipelinedTransaction(sql, (tx) =>
      applyPush(tx, applying, oneByOneApplier(tx, userId)),
    );
  }
  await pokeProjects(sql, written);
  return response;
}

/** What applying a push's fresh mutations gives: its refusals, and its last writes under way. */
interface Applied {
  rejections: Rejection[];
  writes: Promise<unknown>;
}

/** How a push's mutations are applied in its transaction. */
interface Applier {
  /**
   * Starts the reads the mutations will need (the batch's lock and records), sent in the same
   * trip as the push's own first statements: they do not depend on those statements' answers.
   */
  prepare(mutations: readonly PushedMutation[]): Promise<void>;
  /** Applies the fresh mutations, with what the user may write. */
  apply(fresh: PushedMutation[], access: ProjectWriteAccess): Promise<Applied>;
}

/** One push being applied. */
interface Applying {
  userId: string;
  push: PushRequest;
  /** Filled with the projects written, to be poked once the push has committed. */
  written: Set<string>;
  log: MutationLog | undefined;
}

const nothingApplied: Applied = { rejections: [], writes: Promise.resolve() };

/**
 * The push's statements go in as few round trips as possible, for the project's lock (taken by
 * the batch before it reads) is held from the trip that takes it until COMMIT, and every other
 * push of the room waits for it (issue 34): the client's record read and moved on, the user's
 * roles read, and the batch's lock and reads all go in one trip after BEGIN — the records a
 * push touches and its project do not depend on the client's record, and a push sent again
 * (its mutations dealt with already) only locks and reads for nothing. The answer's refusals are
 * the earlier ones read plus the new ones as they were recorded, not read back; and the last
 * writes are handed back unanswered, for COMMIT to follow them in the same trip.
 */
async function applyPush(
  tx: Queryable,
  applying: Applying,
  applier: Applier,
): Promise<Committing<PushResponse>> {
  const { userId, push, log } = applying;
  const pushedUpTo = Math.max(0, ...push.mutations.map((mutation) => mutation.id));
  // The row lock (DO UPDATE takes it) serialises two pushes of one client (a request sent
  // twice); a client id of another account's device is left as it was. Moving the record on
  // past every id of the push needs no answer first: an id it had dealt with is below it already.
  const client = tx`
    INSERT INTO sync_clients (id, user_id) VALUES (${push.clientId}, ${userId})
    ON CONFLICT (id) DO UPDATE SET last_seen_at = now() WHERE sync_clients.user_id = ${userId}
    RETURNING last_mutation_id`.execute();
  const movedOn =
    pushedUpTo > 0
      ? tx`
          UPDATE sync_clients SET last_mutation_id = greatest(last_mutation_id, ${pushedUpTo})
          WHERE id = ${push.clientId} AND user_id = ${userId}`.execute()
      : undefined;
  // An empty push (a device checking in) reads no roles nor plan.
  const writing = push.mutations.length > 0;
  if (writing) log?.prepare?.(tx);
  const [[found], , , access] = await Promise.all([
    client,
    movedOn,
    writing ? forgetHeardRefusals(tx, userId, push) : undefined,
    writing ? ProjectWriteAccess.load(tx, userId) : undefined,
    writing ? applier.prepare(push.mutations) : undefined,
  ]);
  if (!found) throw forbidden('sync.device_of_other_account');
  const applied = Number(found.lastMutationId);
  const fresh = push.mutations.filter((mutation) => mutation.id > applied); // earlier tries skipped
  // Refusals of mutations sent again (dealt with by an earlier try whose answer was lost).
  const retried = push.mutations.filter((mutation) => mutation.id <= applied).map(({ id }) => id);
  const earlier =
    retried.length === 0
      ? []
      : await tx<RejectionRecord[]>`
          SELECT mutation_id::int AS id, name, reason, code, params, message FROM sync_rejections
          WHERE client_id = ${push.clientId} AND mutation_id IN ${tx(retried)}
          ORDER BY mutation_id`;
  const { rejections, writes } =
    fresh.length > 0 && access
      ? await applyFresh(tx, applying, fresh, access, applier)
      : nothingApplied;
  const rejected = [...earlier, ...rejections.map(rejectionRecord)].sort((a, b) => a.id - b.id);
  return {
    result: {
      lastMutationId: Math.max(applied, pushedUpTo),
      rejected: rejected.map(rejectedMutationOf),
    },
    writes,
  };
}

/**
 * Deletes the device's refusals of the mutations below the push's first: it queues nothing below
 * it, and took each refusal in the transaction that took its mutation off the queue
 * (SyncClient.settle), so it will never ask for them again. Without this, sync_rejections kept
 * every refusal a locked room or a viewer's tablet ever drew; now at most a push's worth per
 * device. Done here, not in a pull, so that pulls stay read-only (docs/scaling.md: read
 * replicas for pulls). Only the user's own device: the join on its record. A push's ids rise
 * (pushRequestSchema), so the first is the lowest.
 */
function forgetHeardRefusals(tx: Queryable, userId: string, push: PushRequest) {
  const first = push.mutations[0]?.id ?? 0;
  return tx`
    DELETE FROM sync_rejections r USING sync_clients c
    WHERE r.client_id = ${push.clientId} AND r.mutation_id < ${first}
      AND c.id = r.client_id AND c.user_id = ${userId}`.execute();
}

/** Applies the mutations not applied yet and records the refused ones. */
async function applyFresh(
  tx: Queryable,
  { push, written, log }: Applying,
  fresh: PushedMutation[],
  access: ProjectWriteAccess,
  applier: Applier,
): Promise<Applied> {
  const { rejections, writes } = await applier.apply(fresh, access);
  for (const projectId of access.writtenProjects) written.add(projectId);
  // Statements go in the order they are sent: what the log writes or reads (a revealed vote's
  // ranking) runs after the batch's writes.
  await log?.append(tx, access.applied);
  if (rejections.length === 0) return { rejections, writes };
  const recorded = tx`
    INSERT INTO sync_rejections ${tx(
      rejections.map((rejection) => rejectionRow(tx, push.clientId, rejection)),
    )} ON CONFLICT DO NOTHING`.execute();
  return { rejections, writes: Promise.all([writes, recorded]) };
}

/** The fast path: every mutation against one overlay, written in a few statements at the end. */
function batchApplier(tx: Queryable, userId: string): Applier {
  const batch = new PushBatchTransaction(tx, userId);
  return {
    prepare: (mutations) => batch.prefetch(mutations),
    apply: (fresh, access) => applyAsBatch(tx, userId, batch, fresh, access),
  };
}

/** Applies the fresh mutations against the batch's overlay, which `prepare` filled. */
async function applyAsBatch(
  tx: Queryable,
  userId: string,
  batch: PushBatchTransaction,
  mutations: PushedMutation[],
  access: ProjectWriteAccess,
): Promise<Applied> {
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
  return { rejections, writes: (await batch.flush()).answered };
}

/** Data the database itself refuses (a constraint the schemas missed): the mutation's fault. */
const isDataError = (error: unknown) =>
  /^2[23]/.test(String((error as { code?: unknown }).code ?? ''));

/** The safe path: each mutation in its own savepoint, reading as it goes. */
function oneByOneApplier(tx: postgres.TransactionSql, userId: string): Applier {
  return {
    prepare: async () => {},
    apply: (fresh, access) => applyOneByOne(tx, userId, fresh, access),
  };
}

async function applyOneByOne(
  tx: postgres.TransactionSql,
  userId: string,
  mutations: PushedMutation[],
  access: ProjectWriteAccess,
): Promise<Applied> {
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
  return { rejections, writes: Promise.resolve() };
}
