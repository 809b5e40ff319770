import { PLAN_LIMIT_CODE } from '@trilha/shared';
import { MutationRejected } from '@trilha/sync';
import { PlanLimitGuard, PlanLimitReached } from '../billing/mutation-limits';
import type { Queryable, Sql } from '../db/connect';
import { inTransaction } from '../db/transaction';
import { ApiError } from '../http/errors';
import { pokeProjects } from '../live/pokes';
import { ProjectWriteAccess } from '../sharing/write-access';
import type { MutationLog } from '../upstream/outbox';
import { PostgresMutationTransaction } from './postgres-mutation-transaction';

const STATUS = { invalid: 400, not_found: 404, forbidden: 403, conflict: 409 } as const;
const CODE = {
  invalid: 'invalid_input',
  not_found: 'not_found',
  forbidden: 'forbidden',
  conflict: 'conflict',
} as const;

/** How a REST write is applied: as an administrator, and whether a hub keeps it for the cloud. */
export interface WriteOptions {
  asAdmin?: boolean;
  /** A hub's outbox (decision 0021): what is applied is also kept to go up. */
  log?: MutationLog | undefined;
}

/** A mutation as the REST routes apply it: a mutator's name and its arguments. */
export interface PlannedMutation {
  name: string;
  args: unknown;
}

/**
 * Runs one mutation for a REST call, in its own transaction, through the very mutators and
 * version stamping that sync uses — so a change made through REST reaches every device too.
 * A rejected mutation becomes the matching HTTP error.
 */
export async function applyMutation(
  sql: Sql,
  userId: string,
  name: string,
  args: unknown,
  options: WriteOptions = {},
): Promise<void> {
  await applyMutations(sql, userId, async () => [{ name, args }], options);
}

/**
 * Several mutations in one transaction, under the same rules as one (project roles, plan
 * limits, pokes after the commit). `plan` reads what it needs inside that transaction, so what
 * it decides cannot be overtaken by a concurrent write.
 */
export async function applyMutations(
  sql: Sql,
  userId: string,
  plan: (tx: Queryable) => Promise<PlannedMutation[]>,
  options: WriteOptions = {},
): Promise<void> {
  try {
    const written = await inTransaction(sql, async (tx) => {
      options.log?.prepare?.(tx);
      const mutations = await plan(tx);
      const access = options.asAdmin
        ? ProjectWriteAccess.unrestricted()
        : await ProjectWriteAccess.load(tx, userId);
      const limits = await PlanLimitGuard.load(tx, userId, mutations);
      const transaction = new PostgresMutationTransaction(tx, userId, options);
      for (const mutation of mutations) await access.run(limits, transaction, mutation);
      await options.log?.append(tx, access.applied);
      return access.writtenProjects;
    });
    await pokeProjects(sql, written);
  } catch (error) {
    if (error instanceof PlanLimitReached) throw new ApiError(403, PLAN_LIMIT_CODE, error.refusal);
    if (error instanceof MutationRejected) {
      throw new ApiError(STATUS[error.reason], CODE[error.reason], error.refusal, error.issues);
    }
    throw error;
  }
}
