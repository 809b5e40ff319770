import { deferred, idSchema } from '@trilha/shared';
import { z } from 'zod';
import type { MutationTransaction } from './mutation-transaction';

/** One mutation's rule: its arguments' schema and how it applies to a transaction. */
export interface Mutator<Args = unknown> {
  args: z.ZodType<Args>;
  apply(tx: MutationTransaction, args: Args): Promise<void>;
}

/** A mutator whose apply function receives the arguments as its zod schema parsed them. */
export function mutator<S extends z.ZodType>(
  args: S,
  apply: (tx: MutationTransaction, args: z.infer<S>) => Promise<void>,
): Mutator<z.infer<S>> {
  return { args: args as unknown as z.ZodType<z.infer<S>>, apply };
}

/** The arguments of a mutation that names one record and nothing else (a delete, say). */
export const byId = deferred(() => z.object({ id: idSchema }));

/** Who signs a record created through `tx`: the acting user, never the mutation's arguments. */
export const authorOf = (tx: MutationTransaction) => ({
  authorId: tx.userId,
  authorName: tx.authorName,
});
