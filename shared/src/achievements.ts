import type { ToolCounts, WorkspaceTool } from './completion';
import { TOOL_PHASE, WORKSPACE_TOOLS } from './completion';

/**
 * Points and badges, computed from the user's real work every time they are shown — never
 * stored, so they cannot drift from the records and they work offline from the device's own
 * data (docs/decisions/0009).
 */

/** Points for each record of any tool: every piece of research, idea or test counts. */
export const POINTS_PER_RECORD = 10;
/** Points for each project marked 'Concluído'. */
export const POINTS_PER_COMPLETED_PROJECT = 50;

export const BADGES = [
  'firstInterview',
  'allPhases',
  'testedPrototype',
  'projectCompleted',
] as const;
export type Badge = (typeof BADGES)[number];

/** What achievements are computed from: each project's status and its records per tool. */
export interface ProjectWork {
  status: 'in_progress' | 'completed';
  toolCounts: ToolCounts;
}

const count = (project: ProjectWork, tool: WorkspaceTool) => project.toolCounts[tool] ?? 0;

/** When each badge is earned: by at least one project. */
const EARNED: Record<Badge, (project: ProjectWork) => boolean> = {
  firstInterview: (project) => count(project, 'interviews') > 0,
  // Records in all five phases of one project: the whole Design Thinking journey.
  allPhases: (project) =>
    new Set(WORKSPACE_TOOLS.filter((tool) => count(project, tool) > 0).map((t) => TOOL_PHASE[t]))
      .size === 5,
  // A prototype, and test results recorded in the same project.
  testedPrototype: (project) =>
    count(project, 'prototypes') > 0 && count(project, 'testResults') > 0,
  projectCompleted: (project) => project.status === 'completed',
};

export interface Achievements {
  points: number;
  /** Every badge, in BADGES order, with whether it is earned. */
  badges: { badge: Badge; earned: boolean }[];
}

export function achievementsOf(projects: readonly ProjectWork[]): Achievements {
  let points = 0;
  for (const project of projects) {
    for (const tool of WORKSPACE_TOOLS) points += count(project, tool) * POINTS_PER_RECORD;
    if (project.status === 'completed') points += POINTS_PER_COMPLETED_PROJECT;
  }
  return {
    points,
    badges: BADGES.map((badge) => ({ badge, earned: projects.some(EARNED[badge]) })),
  };
}
