import { compareCodeUnits, WORKSPACE_TOOLS, type WorkspaceTool } from '@trilha/shared';
import type { TrilhaDatabase } from '@trilha/sync/client';
import { TOOL_VIEWS } from '../../features/exports/tool-views';
import { nothingDrawn, useLocalQuery } from '../../project-data/useLocalQuery';

export type ActivityKind = 'projects' | WorkspaceTool;

export interface ActivityItem {
  kind: ActivityKind;
  id: string;
  title: string;
  projectId: string;
  projectName: string;
  updatedAt: string;
}

type Row = Record<string, unknown> & { id: string; projectId: string; updatedAt: string };

/** A project is its own project. */
const projectIdOf = (kind: ActivityKind, row: Row) =>
  kind === 'projects' ? row.id : row.projectId;

/**
 * The `limit` newest rows of one table, newest first, by its updatedAt index: however many
 * records a table holds, only these are read. A record whose project is gone is skipped (it is
 * not shown anywhere else either).
 */
function newestOf(
  db: TrilhaDatabase,
  table: ActivityKind,
  liveProjects: ReadonlySet<string>,
  limit: number,
): Promise<Row[]> {
  return db
    .table<Row>(table)
    .orderBy('updatedAt')
    .reverse()
    .filter((row) => liveProjects.has(projectIdOf(table, row)))
    .limit(limit)
    .toArray();
}

const titleOf = (kind: ActivityKind, row: Row): string =>
  kind === 'projects'
    ? String(row.name ?? '')
    : (TOOL_VIEWS[kind].title as (row: Row) => string)(row);

/**
 * The latest created or edited records across the user's projects (projects included), newest
 * first. Read live from the local database, so work done offline shows at once; each table
 * gives at most `limit` rows, so the dashboard stays quick on a device with thousands of
 * records. `undefined` while the database opens.
 */
export function useRecentActivity(limit = 5): ActivityItem[] | undefined {
  return useLocalQuery(
    async (db) => {
      const liveProjects = new Set(await db.projects.toCollection().primaryKeys());
      const kinds: ActivityKind[] = ['projects', ...WORKSPACE_TOOLS];
      const newest = await Promise.all(
        kinds.map(async (kind) => ({ kind, rows: await newestOf(db, kind, liveProjects, limit) })),
      );
      const candidates = newest
        .flatMap(({ kind, rows }) => rows.map((row) => ({ kind, row })))
        // ISO timestamps in UTC sort as text.
        .sort((a, b) => compareCodeUnits(b.row.updatedAt, a.row.updatedAt))
        .slice(0, limit);
      const projectIds = [...new Set(candidates.map(({ kind, row }) => projectIdOf(kind, row)))];
      const projects = await db.projects.bulkGet(projectIds);
      const names = new Map(
        projects.flatMap((project) => (project ? [[project.id, project.name]] : [])),
      );
      return candidates.map(({ kind, row }): ActivityItem => {
        const projectId = projectIdOf(kind, row);
        return {
          kind,
          id: row.id,
          title: titleOf(kind, row),
          projectId,
          projectName: names.get(projectId) ?? '',
          updatedAt: row.updatedAt,
        };
      });
    },
    nothingDrawn,
    [limit],
  );
}
