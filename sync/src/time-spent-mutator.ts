import { INTEGER_MAX, timeSpentAddSchema } from '@trilha/shared';
import { v5 as uuidv5 } from 'uuid';
import type { MutationTransaction } from './mutation-transaction';
import { type Mutator, mutator } from './mutator-args';
import { notFound } from './refusals';

/**
 * Active time on a project (docs/decisions/0028). One row per person, project and day, its id
 * derived from the three (like the project's timer, project-timer.ts): every device of a person
 * adds to the SAME row of a day, and the server, which applies each mutation once by its client
 * and id (decision 0005), adds each device's seconds exactly once, whatever the order.
 */
const TIME_SPENT_NAMESPACE = '8c3f2a6e-41d7-4b9a-b0e5-7d2c9f14a6b3';

/** The id of a person's time row of one project and day: a name-based (v5) UUID of the three. */
export const timeSpentId = (userId: string, projectId: string, day: string): string =>
  uuidv5(`${userId.toLowerCase()}|${projectId.toLowerCase()}|${day}`, TIME_SPENT_NAMESPACE);

/**
 * `timeSpent.add { projectId, day, seconds }`: adds seconds to the signed-in user's row (the
 * user is the transaction's, never an argument, so nobody adds time to someone else's). A
 * viewer or a room's guest may add their own (api/src/sharing/write-access.ts).
 */
async function addTimeSpent(
  tx: MutationTransaction,
  { projectId, day, seconds }: { projectId: string; day: string; seconds: number },
): Promise<void> {
  if (!(await tx.get('projects', projectId))) throw notFound('projects');
  const id = timeSpentId(tx.userId, projectId, day);
  const now = tx.now();
  // Read after the project: on the server that read locks the project (push-batch-transaction
  // locks it even before), so two devices' pushes add one after the other, never over each other.
  const row = await tx.get('timeSpent', id);
  if (row) {
    const total = Math.min(row.seconds + seconds, INTEGER_MAX);
    await tx.update('timeSpent', id, { seconds: total, updatedAt: now });
    return;
  }
  const userId = tx.userId;
  await tx.insert('timeSpent', {
    id,
    projectId,
    userId,
    day,
    seconds,
    createdAt: now,
    updatedAt: now,
  });
}

export const TIME_SPENT_MUTATORS: Readonly<Record<string, Mutator>> = {
  'timeSpent.add': mutator(timeSpentAddSchema, addTimeSpent),
};
