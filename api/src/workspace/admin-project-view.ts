import { WORKSPACE_TOOLS, type WorkspaceTool } from '@trilha/shared';
import type { ChildRow } from '@trilha/sync';
import type { Sql } from '../db/connect';
import { findAnyProject, listRecords } from './repository';

/** GET /api/admin/projects/{id}: a project and every record of its five phases. */
export interface AdminProjectView {
  project: NonNullable<Awaited<ReturnType<typeof findAnyProject>>>;
  records: { [Tool in WorkspaceTool]: ChildRow<Tool>[] };
}

/**
 * Any user's project as an administrator reads it: the project with its owner, and the live
 * records of every tool, in the order the tools list them. Read-only: the admin area opens
 * projects the admin's own device does not hold (nor should: they are not the admin's work).
 */
export async function readAdminProjectView(
  sql: Sql,
  id: string,
): Promise<AdminProjectView | undefined> {
  const project = await findAnyProject(sql, id);
  if (!project) return undefined;
  const lists = await Promise.all(
    WORKSPACE_TOOLS.map(
      async (tool) => [tool, await listRecords(sql, tool, { column: 'projectId', id })] as const,
    ),
  );
  return { project, records: Object.fromEntries(lists) as AdminProjectView['records'] };
}
