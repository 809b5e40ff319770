import type { PlanUsage } from '@trilha/shared';
import { chatRepliesThisMonth } from '../ai/chat-usage';
import type { Queryable } from '../db/connect';

/** Live projects the account owns: what maxProjects counts (shared projects are the owner's). */
export async function countOwnedProjects(sql: Queryable, userId: string): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    SELECT count(*)::int AS count FROM projects WHERE owner_id = ${userId} AND deleted_at IS NULL`;
  return row?.count ?? 0;
}

/** Live personas of each given project (a project with none is absent from the map). */
export async function countPersonasByProject(
  sql: Queryable,
  projectIds: readonly string[],
): Promise<Map<string, number>> {
  if (projectIds.length === 0) return new Map();
  const rows = await sql<{ projectId: string; count: number }[]>`
    SELECT project_id, count(*)::int AS count FROM personas
    WHERE project_id IN ${sql(projectIds)} AND deleted_at IS NULL
    GROUP BY project_id`;
  return new Map(rows.map((row) => [row.projectId, row.count]));
}

export async function readUsage(sql: Queryable, userId: string, now: Date): Promise<PlanUsage> {
  const [projects, aiChatThisMonth] = await Promise.all([
    countOwnedProjects(sql, userId),
    chatRepliesThisMonth(sql, userId, now),
  ]);
  return { projects, aiChatThisMonth };
}
