import {
  type ProjectProgress,
  projectProgress,
  WORKSPACE_TOOLS,
  type WorkspaceTool,
} from '@trilha/shared';
import type { ProjectRow } from '@trilha/sync';
import { drawnRowsOf } from './drawn-project';
import type { UserSync } from './SyncProvider';
import { nothingDrawn, useLocalQuery } from './useLocalQuery';

/** Live records per tool of one project (every tool present, 0 when none). */
export type ToolCounts = Record<WorkspaceTool, number>;

/**
 * A project as the lists show it. The completion figures are computed here from the records
 * in this device's database (never a stored number), so they are right offline and move the
 * moment a record is added or deleted.
 */
export interface ProjectSummary extends ProjectRow, ProjectProgress {
  toolCounts: ToolCounts;
}

type Db = UserSync['db'];

const emptyCounts = (): ToolCounts =>
  Object.fromEntries(WORKSPACE_TOOLS.map((tool) => [tool, 0])) as ToolCounts;

function summarize(project: ProjectRow, toolCounts: ToolCounts): ProjectSummary {
  return { ...project, ...projectProgress(toolCounts), toolCounts };
}

/** Live records of each tool in one project, counted on the projectId index in IndexedDB. */
async function countTools(db: Db, projectId: string): Promise<ToolCounts> {
  const counts = emptyCounts();
  await Promise.all(
    WORKSPACE_TOOLS.map(async (tool) => {
      counts[tool] = await db.table(tool).where('projectId').equals(projectId).count();
    }),
  );
  return counts;
}

/**
 * Every project of the user, newest first, with its progress. The counts are asked of the
 * index (no key reaches JavaScript): this runs again after every write, and during a first
 * sync a project's tables grow by thousands of rows a second.
 */
async function loadSummaries(db: Db): Promise<ProjectSummary[]> {
  const projects = await db.projects.orderBy('createdAt').reverse().toArray();
  return Promise.all(
    projects.map(async (project) => summarize(project, await countTools(db, project.id))),
  );
}

async function loadSummary(db: Db, id: string): Promise<ProjectSummary | null> {
  const project = await db.projects.get(id);
  return project ? summarize(project, await countTools(db, id)) : null;
}

/**
 * The signed-in user's projects with completionRate, completedTools and totalTools computed
 * locally. `undefined` while the database opens or the first read runs.
 */
export function useProjectSummaries(): ProjectSummary[] | undefined {
  return useLocalQuery(loadSummaries, nothingDrawn, []);
}

/** The project as drawn by the server (drawn-project.ts), counted as countTools counts. */
function drawnSummary(id: string): ProjectSummary | undefined {
  const [project] = drawnRowsOf('projects', id) ?? [];
  if (!project) return undefined;
  const counts = emptyCounts();
  for (const tool of WORKSPACE_TOOLS) counts[tool] = drawnRowsOf(tool, id)?.length ?? 0;
  return summarize(project, counts);
}

/** One project with its progress: `undefined` while loading, `null` when it does not exist. */
export function useProjectSummary(id: string | undefined): ProjectSummary | null | undefined {
  return useLocalQuery(
    (db) => (id ? loadSummary(db, id) : Promise.resolve(null)),
    () => (id ? drawnSummary(id) : undefined),
    [id],
  );
}

/** Rounded mean of completionRate; 0 when there are no projects. */
export function averageCompletion(projects: readonly ProjectProgress[]): number {
  if (projects.length === 0) return 0;
  const total = projects.reduce((sum, project) => sum + project.completionRate, 0);
  return Math.round(total / projects.length);
}
