import {
  CHILD_ENTITIES,
  CHILD_ENTITY_NAMES,
  type ChildEntity,
  type ChildRow,
  roomControlId,
  stepRoundId,
  stepSessionId,
} from '@trilha/sync';
import type { Backup } from './backup';
import { countedDotIds, sessionClosingMutations } from './import-facilitation';

export interface PlannedMutation {
  name: string;
  args: unknown;
}

/** What the mutators set themselves: never copied from a file. */
const STORED_ONLY = ['id', 'projectId', 'createdAt', 'updatedAt', 'votes', 'appliedAt'] as const;
/**
 * Every link points at a record created earlier: CHILD_ENTITY_NAMES lists ideas before
 * prototypes before plans before results, and voting sessions after the ideas and HMW questions
 * they vote on, then their participants, then the dots; silent rounds go first, before the
 * notes written in them, and the agenda's steps before them (a step's round and session name
 * it). Comments stay out (docs/decisions/0023): they are what people said,
 * and a new project of the importer would sign them all with the importer's name. A person's
 * time on the project (docs/decisions/0028) is theirs, not the project's: a copy starts at none.
 */
const NOT_IMPORTED: ReadonlySet<ChildEntity> = new Set(['comments', 'timeSpent']);
const FIRST: readonly ChildEntity[] = ['agendaSteps', 'silentRounds'];
const IMPORT_ORDER: readonly ChildEntity[] = [
  ...FIRST,
  ...CHILD_ENTITY_NAMES.filter((entity) => !FIRST.includes(entity) && !NOT_IMPORTED.has(entity)),
];
/** Links between records, by field; a dot's participantId (a test result's is a free label). */
const LINK_FIELDS = ['ideaId', 'prototypeId', 'roundId', 'sessionId', 'stepId'] as const;

/**
 * The ids the run of show derives (docs/decisions/0029) are derived again in the copy: the
 * control record's from the new project's id, a step's round and session from the new step's,
 * so the copied agenda finds them as the original did (and advancing there opens no second
 * one). Any other record gets a fresh id.
 */
function copiedId(
  entity: ChildEntity,
  row: Record<string, unknown>,
  projectId: string,
  mapped: (oldId: unknown) => string | undefined,
  newId: () => string,
): string {
  if (entity === 'roomControls') return roomControlId(projectId);
  const step = mapped(row.stepId);
  if (step && typeof row.stepId === 'string') {
    if (entity === 'silentRounds' && row.id === stepRoundId(row.stepId)) return stepRoundId(step);
    if (entity === 'votingSessions' && row.id === stepSessionId(row.stepId))
      return stepSessionId(step);
  }
  return newId();
}
/** The vote mutator's largest increment. */
const MAX_VOTE_DELTA = 1000;

function withoutStoredFields(row: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...row };
  for (const field of STORED_ONLY) delete copy[field];
  return copy;
}

/**
 * The mutations that rebuild a backup's project as a NEW project of the signed-in account:
 * every record gets a fresh id (so importing twice makes two projects), links between records
 * follow their new ids, votes come back as increments. Links to records that were deleted before
 * the backup was made (a prototype's idea, a plan's prototype, a note's round) are dropped, as
 * the app shows them. Creation dates become the time of the import: the mutators stamp them.
 * Voting sessions come back with the dots that count (import-facilitation.ts).
 */
export function importMutations(
  backup: Backup,
  newId: () => string,
): { projectId: string; mutations: PlannedMutation[] } {
  const projectId = newId();
  const newIds = new Map<string, string>();
  const mapped = (oldId: unknown) => (typeof oldId === 'string' ? newIds.get(oldId) : undefined);
  const { project } = backup;

  const mutations: PlannedMutation[] = [
    {
      name: 'project.create',
      args: { id: projectId, name: project.name, description: project.description },
    },
    {
      name: 'project.update',
      args: {
        id: projectId,
        changes: { status: project.status, currentPhase: project.currentPhase },
      },
    },
  ];

  const restoredDots = countedDotIds(backup.records);
  const closingSessions: PlannedMutation[] = [];
  for (const entity of IMPORT_ORDER) {
    const prefix = CHILD_ENTITIES[entity].mutation;
    for (const row of backup.records[entity] as Record<string, unknown>[]) {
      if (entity === 'dots' && !restoredDots.has(String(row.id))) continue;
      const id = copiedId(entity, row, projectId, mapped, newId);
      newIds.set(String(row.id), id);
      const args: Record<string, unknown> = { ...withoutStoredFields(row), id, projectId };
      for (const field of LINK_FIELDS) if (field in row) args[field] = mapped(row[field]) ?? null;
      if (entity === 'dots') {
        args.participantId = mapped(row.participantId);
        args.itemId = mapped(row.itemId);
      }
      if (entity === 'votingSessions') {
        args.status = 'voting';
        closingSessions.push(
          ...sessionClosingMutations(row as unknown as ChildRow<'votingSessions'>, id),
        );
      }
      if (entity === 'roomControls') {
        // The running step follows its copy; the facilitators named were people of the
        // original project, not of the importer's new one.
        args.currentStepId = mapped(row.currentStepId) ?? null;
        args.facilitatorIds = [];
      }
      if ('testPlanId' in row) {
        args.testPlanId = mapped(row.testPlanId);
        delete args.projectId; // a result belongs to its plan's project
      }
      mutations.push({ name: `${prefix}.create`, args });
      for (let left = Number(row.votes ?? 0); left > 0; left -= MAX_VOTE_DELTA) {
        mutations.push({
          name: `${prefix}.vote`,
          args: { id, delta: Math.min(left, MAX_VOTE_DELTA) },
        });
      }
    }
  }
  mutations.push(...closingSessions);
  return { projectId, mutations };
}
