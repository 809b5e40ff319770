import { PHASES, type PhaseNumber, TOOL_PHASE, WORKSPACE_TOOLS } from '@trilha/shared';
import { averageCompletion, type ProjectSummary } from '../../project-data/useProjects';

export type Level = 'beginner' | 'intermediate' | 'advanced';

/**
 * The user's level from the average completion of their projects. The spec names the three
 * levels but no thresholds; thirds of the scale are the plain reading.
 */
export function levelFor(averagePercent: number): Level {
  if (averagePercent < 34) return 'beginner';
  if (averagePercent < 67) return 'intermediate';
  return 'advanced';
}

export interface DashboardStats {
  projects: number;
  completedProjects: number;
  averageCompletion: number;
  level: Level;
  /** Records per phase across all projects. */
  phaseRecords: Record<PhaseNumber, number>;
  /** Phases with at least one record in any project. */
  phasesReached: number;
  records: number;
}

/** Everything the progress cards show, from the user's real local data. */
export function dashboardStats(projects: readonly ProjectSummary[]): DashboardStats {
  const phaseRecords = Object.fromEntries(PHASES.map((phase) => [phase.number, 0])) as Record<
    PhaseNumber,
    number
  >;
  for (const project of projects) {
    for (const tool of WORKSPACE_TOOLS) phaseRecords[TOOL_PHASE[tool]] += project.toolCounts[tool];
  }
  const average = averageCompletion(projects);
  const counts = Object.values(phaseRecords);
  return {
    projects: projects.length,
    completedProjects: projects.filter((project) => project.status === 'completed').length,
    averageCompletion: average,
    level: levelFor(average),
    phaseRecords,
    phasesReached: counts.filter((count) => count > 0).length,
    records: counts.reduce((sum, count) => sum + count, 0),
  };
}
