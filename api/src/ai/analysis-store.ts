import type { AiAnalysis, AiAnalysisResult } from '@trilha/shared';
import { MutationRejected, runMutation } from '@trilha/sync';
import { v7 as uuidv7 } from 'uuid';
import type { Sql } from '../db/connect';
import { ApiError } from '../http/errors';
import { PostgresMutationTransaction } from '../workspace/postgres-mutation-transaction';

/**
 * Keeps the project's last analysis: the new one is created and the older ones deleted in one
 * transaction, through the synced mutators, so every device of the project receives it (and the
 * deletes) at its next pull — and can read it and make its PDF offline.
 */
export async function storeLatestAnalysis(
  sql: Sql,
  userId: string,
  projectId: string,
  result: AiAnalysisResult,
): Promise<Pick<AiAnalysis, 'id' | 'createdAt'>> {
  const id = uuidv7();
  try {
    return await sql.begin(async (tx) => {
      const mutations = new PostgresMutationTransaction(tx, userId);
      const older = await tx<{ id: string }[]>`
        SELECT id FROM ai_analyses WHERE project_id = ${projectId} AND deleted_at IS NULL`;
      for (const { id: olderId } of older) {
        await runMutation(mutations, 'aiAnalysis.delete', { id: olderId });
      }
      await runMutation(mutations, 'aiAnalysis.create', { id, projectId, result });
      return { id, createdAt: mutations.now() };
    });
  } catch (error) {
    // The project was deleted (or shared access removed) while the model was thinking.
    if (error instanceof MutationRejected) throw new ApiError(404, 'not_found', error.message);
    throw error;
  }
}
