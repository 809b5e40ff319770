import type { WorkspaceTool } from '@trilha/shared';
import type { ChildRow } from '@trilha/sync';
import { TOOL_VIEWS } from '../../features/exports/tool-views';
import { formatDate } from '../../features/workspace/phase-1-empathize/dates';

/** What the read-only view shows of a record: its name, and one line of detail. */
export interface RecordSummary {
  title: string;
  detail: string;
}

type Details = { [Tool in WorkspaceTool]: (row: ChildRow<Tool>) => string };

const joined = (...parts: (string | number | null | undefined)[]) =>
  parts.filter((part) => part !== null && part !== undefined && part !== '').join(' · ');

/** What matters about a record of each tool, after the name it goes by (TOOL_VIEWS' title). */
const DETAILS: Details = {
  empathyMaps: (map) => joined(...[map.says, map.thinks, map.does, map.feels].flat().slice(0, 4)),
  personas: (persona) => joined(persona.occupation, persona.bio),
  interviews: (interview) => joined(formatDate(interview.date), interview.insights),
  observations: (observation) => joined(formatDate(observation.date), observation.behavior),
  povStatements: (pov) => joined(pov.user, pov.need),
  hmwQuestions: (question) => joined(`+${question.votes}`, question.category, question.context),
  ideas: (idea) => joined(`+${idea.votes}`, idea.category, idea.description),
  prototypes: (prototype) => joined(`v${prototype.version}`, prototype.description),
  testPlans: (plan) => joined(plan.methodology, plan.objective),
  testResults: (result) => joined(`${result.successRate}%`, result.feedback),
};

export function summaryOf<Tool extends WorkspaceTool>(
  tool: Tool,
  row: ChildRow<Tool>,
): RecordSummary {
  const title = (TOOL_VIEWS[tool].title as (row: ChildRow<Tool>) => string)(row);
  return { title, detail: (DETAILS[tool] as (row: ChildRow<Tool>) => string)(row) };
}
