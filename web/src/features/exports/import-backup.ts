import { CHILD_ENTITIES, CHILD_ENTITY_NAMES, type ChildEntity } from '@trilha/sync';
import type { Backup } from './backup';

export interface PlannedMutation {
  name: string;
  args: unknown;
}

/** What the mutators set themselves: never copied from a file. */
const STORED_ONLY = ['id', 'projectId', 'createdAt', 'updatedAt', 'votes'] as const;
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
 * the backup was made (a prototype's idea, a plan's prototype) are dropped, as the app shows them.
 * Creation dates become the time of the import: the mutators stamp them.
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

  // CHILD_ENTITY_NAMES lists ideas before prototypes before plans before results, so every
  // link points at a record created earlier in the list.
  for (const entity of CHILD_ENTITY_NAMES) {
    const prefix = CHILD_ENTITIES[entity as ChildEntity].mutation;
    for (const row of backup.records[entity] as Record<string, unknown>[]) {
      const id = newId();
      newIds.set(String(row.id), id);
      const args: Record<string, unknown> = { ...withoutStoredFields(row), id, projectId };
      if ('ideaId' in row) args.ideaId = mapped(row.ideaId) ?? null;
      if ('prototypeId' in row) args.prototypeId = mapped(row.prototypeId) ?? null;
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
  return { projectId, mutations };
}
