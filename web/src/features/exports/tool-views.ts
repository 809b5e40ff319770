import type { FacilitationTarget, WorkspaceTool } from '@trilha/shared';
import type { ChildRow } from '@trilha/sync';
import { sessionTitle } from '../../project-data/room/voting-session-data';
import {
  dotsByItem,
  type ItemDots,
  type RoomOutcome,
  revealedVotingsOf,
  roomOutcome,
  type VotingOutcome,
} from './room-outcome';
import type { ProjectRecords } from './snapshot';

/** Translates a key of the 'exports' namespace ('facilitation:…' for the room's own words). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a field's value needs besides its row: the texts, and names of linked records. */
export interface ViewContext {
  t: Translate;
  /** The name of a linked idea, prototype or plan; '' when the link is empty or its record is gone. */
  nameOf: (id: string | null) => string;
  /** What the room decided (votes, matrix, wall), computed once per export. */
  outcome: RoomOutcome;
  /** An item's counted dots in each revealed vote that ranked it. */
  dotsOn: (itemId: string) => readonly ItemDots[];
  /** A vote's title as its screens show it ('Votação de 23/11/2026, 14:30' when it has none). */
  votingTitle: (voting: VotingOutcome) => string;
}

/** A value as people read it: text, a number, or a list (bullets in the PDF, lines in a CSV cell). */
export type FieldValue = string | number | null | readonly string[];

export interface FieldView<Row> {
  /** Key under 'fields.' in the exports namespace. */
  key: string;
  value: (row: Row, context: ViewContext) => FieldValue;
  /** The CSV's columns for this field when it is not one column (one per vote, for dots). */
  columns?: (context: ViewContext) => CsvColumn<Row>[];
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number;
}

/** How one tool's records read outside the app: a title and labelled fields, in order. */
export interface ToolView<Row> {
  title: (row: Row) => string;
  fields: FieldView<Row>[];
  /** The record's pictures; `key` is the field that counts them (a CSV column; the PDF draws them). */
  pictures?: { key: string; of: (row: Row) => readonly string[] };
}

/** An enum value through its translation ('values.<group>.<value>'); '' when unset. */
const label = (group: string, value: string | number | null) => (context: ViewContext) =>
  value === null ? '' : context.t(`values.${group}.${value}`);

const field = <Row>(key: string, value: FieldView<Row>['value']): FieldView<Row> => ({
  key,
  value,
});

type Views = { [E in WorkspaceTool]: ToolView<ChildRow<E>> };

/**
 * The dots an idea or a question got in the revealed votes (docs/decisions/0013): 'Votos' stays
 * the stored votes, which hold a vote's dots only once someone pressed 'Somar aos votos'. The PDF
 * says '9 em “Quais ideias prototipar?”'; the CSV has a number column per vote.
 */
const dotsField = <Row extends { id: string }>(target: FacilitationTarget): FieldView<Row> => ({
  key: 'dots',
  value: (row, c) => {
    const counts = c.dotsOn(row.id);
    if (counts.length === 0) return null;
    return counts
      .map(({ voting, dots }) => c.t('report.dotsIn', { dots, session: c.votingTitle(voting) }))
      .join('  ·  ');
  },
  columns: (c) =>
    revealedVotingsOf(c.outcome, target).map((voting) => ({
      header: c.t('report.dotsColumn', { session: c.votingTitle(voting) }),
      value: (row) => c.dotsOn(row.id).find((counted) => counted.voting === voting)?.dots ?? 0,
    })),
});

export const TOOL_VIEWS: Views = {
  empathyMaps: {
    title: (row) => row.title,
    fields: [
      field('says', (row) => row.says),
      field('thinks', (row) => row.thinks),
      field('does', (row) => row.does),
      field('feels', (row) => row.feels),
    ],
  },
  personas: {
    title: (row) => row.name,
    fields: [
      field('age', (row) => row.age),
      field('occupation', (row) => row.occupation),
      field('techSavviness', (row, c) => label('techSavviness', row.techSavviness)(c)),
      field('bio', (row) => row.bio),
      field('goals', (row) => row.goals),
      field('frustrations', (row) => row.frustrations),
      field('motivations', (row) => row.motivations),
    ],
    // A photo taken for the persona (decision 0016, "Photos"); a web address is listed.
    pictures: { key: 'avatar', of: (row) => (row.avatar ? [row.avatar] : []) },
  },
  interviews: {
    title: (row) => row.participantName,
    fields: [
      field('date', (row) => row.date),
      field('durationMinutes', (row) => row.duration),
      field('questionsAndAnswers', (row, c) =>
        row.questions.map((question, index) =>
          c.t('report.questionAnswer', { question, answer: row.responses[index] || '—' }),
        ),
      ),
      field('insights', (row) => row.insights),
    ],
  },
  observations: {
    title: (row) => row.location,
    fields: [
      field('date', (row) => row.date),
      field('context', (row) => row.context),
      field('behavior', (row) => row.behavior),
      field('insights', (row) => row.insights),
      field('photos', (row) => row.photos.length || null),
    ],
    pictures: { key: 'photos', of: (row) => row.photos },
  },
  povStatements: {
    title: (row) => row.statement,
    fields: [
      field('user', (row) => row.user),
      field('need', (row) => row.need),
      field('insight', (row) => row.insight),
      field('priority', (row, c) => label('priority', row.priority)(c)),
    ],
  },
  hmwQuestions: {
    title: (row) => row.question,
    fields: [
      field('votes', (row) => row.votes),
      dotsField('hmwQuestions'),
      field('category', (row) => row.category),
      field('context', (row) => row.context),
      field('challenge', (row) => row.challenge),
      field('scope', (row, c) => label('scope', row.scope)(c)),
      field('priority', (row, c) => label('priority', row.priority)(c)),
    ],
  },
  ideas: {
    title: (row) => row.title,
    fields: [
      field('votes', (row) => row.votes),
      dotsField('ideas'),
      field('feasibility', (row, c) =>
        row.feasibility === null
          ? c.t('values.notRated')
          : label('feasibility', row.feasibility)(c),
      ),
      field('impact', (row, c) =>
        row.impact === null ? c.t('values.notRated') : label('impact', row.impact)(c),
      ),
      field('status', (row, c) => label('ideaStatus', row.status)(c)),
      field('category', (row) => row.category),
      field('description', (row) => row.description),
    ],
  },
  prototypes: {
    title: (row) => row.name,
    fields: [
      field('idea', (row, c) => c.nameOf(row.ideaId)),
      field('type', (row, c) => label('prototypeType', row.type)(c)),
      field('version', (row) => row.version),
      field('description', (row) => row.description),
      field('materials', (row) => row.materials),
      field('feedback', (row) => row.feedback),
      field('images', (row) => row.images.length || null),
    ],
    pictures: { key: 'images', of: (row) => row.images },
  },
  testPlans: {
    title: (row) => row.name,
    fields: [
      field('prototype', (row, c) => c.nameOf(row.prototypeId)),
      field('status', (row, c) => label('testPlanStatus', row.status)(c)),
      field('objective', (row) => row.objective),
      field('methodology', (row) => row.methodology),
      field('participants', (row) => row.participants),
      field('durationMinutes', (row) => row.duration),
      field('tasks', (row) => row.tasks),
      field('metrics', (row) => row.metrics),
    ],
  },
  testResults: {
    title: (row) => row.participantId,
    fields: [
      field('testPlan', (row, c) => c.nameOf(row.testPlanId)),
      field('successRate', (row) => `${row.successRate}%`),
      field('completionSeconds', (row) => row.completionTime),
      field('taskResults', (row, c) =>
        row.taskResults.map((task) =>
          c.t(task.success ? 'report.taskSucceeded' : 'report.taskFailed', {
            task: task.task,
            time: task.timeSeconds === null ? '' : ` (${task.timeSeconds} s)`,
          }),
        ),
      ),
      field('feedback', (row) => row.feedback),
      field('insights', (row) => row.insights),
    ],
  },
};

/** A ViewContext over one project's records. */
export function viewContext(
  records: ProjectRecords,
  t: Translate,
  outcome: RoomOutcome = roomOutcome(records),
): ViewContext {
  const names = new Map<string, string>();
  for (const idea of records.ideas) names.set(idea.id, idea.title);
  for (const prototype of records.prototypes) names.set(prototype.id, prototype.name);
  for (const plan of records.testPlans) names.set(plan.id, plan.name);
  const dots = dotsByItem(outcome);
  const untitled = (key: string, options: Record<string, unknown>) =>
    t(`facilitation:voting.${key}`, options);
  return {
    t,
    nameOf: (id) => (id ? (names.get(id) ?? '') : ''),
    outcome,
    dotsOn: (itemId) => dots.get(itemId) ?? [],
    votingTitle: (voting) => sessionTitle(untitled, voting.session),
  };
}

/** Whether a value says anything (the PDF leaves empty fields out). */
export const isEmptyValue = (value: FieldValue) =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0);
