/**
 * How far a project has come, computed from its real content — never a stored number that
 * nobody updates. The server and the browser both call this, so the project page shows offline
 * exactly what the API answers online.
 *
 * A "tool" is one kind of record of the five phases; it counts as done once the project has at
 * least one record of it (docs/decisions/0004). Test results are a tool of their own: a test plan
 * nobody ran is not a finished test phase.
 */
export const WORKSPACE_TOOLS = [
  'empathyMaps',
  'personas',
  'interviews',
  'observations',
  'povStatements',
  'hmwQuestions',
  'ideas',
  'prototypes',
  'testPlans',
  'testResults',
] as const;
export type WorkspaceTool = (typeof WORKSPACE_TOOLS)[number];

/** The phase each tool belongs to. */
export const TOOL_PHASE: Record<WorkspaceTool, 1 | 2 | 3 | 4 | 5> = {
  empathyMaps: 1,
  personas: 1,
  interviews: 1,
  observations: 1,
  povStatements: 2,
  hmwQuestions: 2,
  ideas: 3,
  prototypes: 4,
  testPlans: 5,
  testResults: 5,
};

/** Number of live (not deleted) records per tool; a missing tool counts as 0. */
export type ToolCounts = Partial<Record<WorkspaceTool, number>>;

export interface ProjectProgress {
  completedTools: number;
  totalTools: number;
  /** Whole percent of tools done, 0 to 100. */
  completionRate: number;
}

export function projectProgress(counts: ToolCounts): ProjectProgress {
  const totalTools = WORKSPACE_TOOLS.length;
  const completedTools = WORKSPACE_TOOLS.filter((tool) => (counts[tool] ?? 0) > 0).length;
  return {
    completedTools,
    totalTools,
    completionRate: Math.round((completedTools / totalTools) * 100),
  };
}
