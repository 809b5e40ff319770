import type { AiAnalysis, AiAnalysisResult } from '@trilha/shared';
import { v7 as uuidv7 } from 'uuid';
import type { Sql } from '../db/connect';
import { applyMutations } from '../workspace/mutations';

/**
 * Keeps the project's last analysis: the new one is created and the older ones deleted in one
 * transaction, through the synced mutators and under the rules of any other write (a viewer of a
 * shared project is refused; the project's people are poked), so every device of the project
 * receives it (and the deletes) at its next pull — and can read it and make its PDF offline.
 * A project deleted, or access lost, while the model was thinking is a 404.
 */
export async function storeLatestAnalysis(
  sql: Sql,
  userId: string,
  projectId: string,
  result: AiAnalysisResult,
): Promise<Pick<AiAnalysis, 'id' | 'createdAt'>> {
  const id = uuidv7();
  await applyMutations(sql, userId, async (tx) => {
    const older = await tx<{ id: string }[]>`
      SELECT id FROM ai_analyses WHERE project_id = ${projectId} AND deleted_at IS NULL`;
    return [
      ...older.map((analysis) => ({ name: 'aiAnalysis.delete', args: { id: analysis.id } })),
      { name: 'aiAnalysis.create', args: { id, projectId, result } },
    ];
  });
  const [stored] = await sql<{ createdAt: Date }[]>`
    SELECT created_at FROM ai_analyses WHERE id = ${id}`;
  return { id, createdAt: (stored?.createdAt ?? new Date()).toISOString() };
}
