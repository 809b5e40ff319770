import type { WorkspaceTool } from '@trilha/shared';
import type { ChildRow } from '@trilha/sync';
import { formatDate } from '../phase-1-empathize/dates';

/** What the read-only view shows of a record: its name, and one line of detail. */
export interface RecordSummary {
  title: string;
  detail: string;
}

type Summaries = { [Tool in WorkspaceTool]: (row: ChildRow<Tool>) => RecordSummary };

const joined = (...parts: (string | number | null | undefined)[]) =>
  parts.filter((part) => part !== null && part !== undefined && part !== '').join(' · ');

/** One summary per tool: the field a person names the record by, then what matters about it. */
export const RECORD_SUMMARIES: Summaries = {
  empathyMaps: (map) => ({
    title: map.title,
    detail: joined(...[map.says, map.thinks, map.does, map.feels].flat().slice(0, 4)),
  }),
  personas: (persona) => ({
    title: persona.name,
    detail: joined(persona.occupation, persona.bio),
  }),
  interviews: (interview) => ({
    title: interview.participantName,
    detail: joined(formatDate(interview.date), interview.insights),
  }),
  observations: (observation) => ({
    title: observation.location,
    detail: joined(formatDate(observation.date), observation.behavior),
  }),
  povStatements: (pov) => ({ title: pov.statement, detail: joined(pov.user, pov.need) }),
  hmwQuestions: (question) => ({
    title: question.question,
    detail: joined(`+${question.votes}`, question.category, question.context),
  }),
  ideas: (idea) => ({
    title: idea.title,
    detail: joined(`+${idea.votes}`, idea.category, idea.description),
  }),
  prototypes: (prototype) => ({
    title: prototype.name,
    detail: joined(`v${prototype.version}`, prototype.description),
  }),
  testPlans: (plan) => ({ title: plan.name, detail: joined(plan.methodology, plan.objective) }),
  testResults: (result) => ({
    title: result.participantId,
    detail: joined(`${result.successRate}%`, result.feedback),
  }),
};

export function summaryOf<Tool extends WorkspaceTool>(
  tool: Tool,
  row: ChildRow<Tool>,
): RecordSummary {
  return (RECORD_SUMMARIES[tool] as (row: ChildRow<Tool>) => RecordSummary)(row);
}
