import { WORKSPACE_TOOLS, type WorkspaceTool } from '@trilha/shared';
import { useLiveQuery } from 'dexie-react-hooks';
import { useUserSync } from '../sync/SyncProvider';

export type ActivityKind = 'projects' | WorkspaceTool;

export interface ActivityItem {
  kind: ActivityKind;
  id: string;
  title: string;
  projectId: string;
  projectName: string;
  updatedAt: string;
}

/** The field that names a record of each kind, for a one-line summary. */
const TITLE_FIELD: Record<ActivityKind, string> = {
  projects: 'name',
  empathyMaps: 'title',
  personas: 'name',
  interviews: 'participantName',
  observations: 'location',
  povStatements: 'statement',
  hmwQuestions: 'question',
  ideas: 'title',
  prototypes: 'name',
  testPlans: 'name',
  testResults: 'participantId',
};

/**
 * The latest created or edited records across the user's projects (projects included), newest
 * first. Read live from the local database, so work done offline shows at once. `undefined`
 * while the database opens.
 */
export function useRecentActivity(limit = 5): ActivityItem[] | undefined {
  const db = useUserSync()?.db;
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const projects = await db.projects.toArray();
    const names = new Map(projects.map((project) => [project.id, project.name]));
    const items: ActivityItem[] = projects.map((project) => ({
      kind: 'projects',
      id: project.id,
      title: project.name,
      projectId: project.id,
      projectName: project.name,
      updatedAt: project.updatedAt,
    }));
    const tables = await Promise.all(
      WORKSPACE_TOOLS.map(async (tool) => ({ tool, rows: await db.table(tool).toArray() })),
    );
    for (const { tool, rows } of tables) {
      for (const row of rows as Record<string, unknown>[]) {
        const projectName = names.get(String(row.projectId));
        // A record whose project is gone is not shown anywhere else either.
        if (projectName === undefined) continue;
        items.push({
          kind: tool,
          id: String(row.id),
          title: String(row[TITLE_FIELD[tool]] ?? ''),
          projectId: String(row.projectId),
          projectName,
          updatedAt: String(row.updatedAt ?? ''),
        });
      }
    }
    // ISO timestamps in UTC sort as text.
    items.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
    return items.slice(0, limit);
  }, [db, limit]);
}
