import { MutationRejected, runMutation } from '@trilha/sync';
import type { Sql } from '../db/connect';
import { ApiError } from '../http/errors';
import { PostgresMutationTransaction } from './postgres-mutation-transaction';

const STATUS = { invalid: 400, not_found: 404, forbidden: 403, conflict: 409 } as const;
const CODE = {
  invalid: 'invalid_input',
  not_found: 'not_found',
  forbidden: 'forbidden',
  conflict: 'conflict',
} as const;

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
  options: { asAdmin?: boolean } = {},
): Promise<void> {
  try {
    await sql.begin((tx) =>
      runMutation(new PostgresMutationTransaction(tx, userId, options), name, args),
    );
  } catch (error) {
    if (error instanceof MutationRejected) {
      throw new ApiError(STATUS[error.reason], CODE[error.reason], error.message, error.issues);
    }
    throw error;
  }
}
