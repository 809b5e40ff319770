import {
  deferred,
  idSchema,
  issueMessage,
  issuePath,
  message,
  projectCreateSchema,
  projectUpdateSchema,
  toMessage,
  VOTES_MAX,
} from '@trilha/shared';
import { z } from 'zod';
import { COMMENT_MUTATORS } from './comment-mutators';
import {
  CHILD_ENTITIES,
  CHILD_ENTITY_NAMES,
  type ChildEntity,
  type ChildRow,
  type EntityRow,
  VOTABLE_ENTITIES,
  type VotableEntity,
} from './entities';
import { FACILITATION_MUTATORS, isAddOnly } from './facilitation-mutators';
import { LIST_APPEND_MUTATORS } from './list-append-mutators';
import { MutationRejected } from './mutation-rejected';
import type { ChildLinkField, MutationTransaction } from './mutation-transaction';
import { authorOf, byId, type Mutator, mutator } from './mutator-args';
import { checkTimerId } from './project-timer';
import { idTaken, notFound } from './refusals';
import { checkAgendaStep, checkRoomControlId, RUN_OF_SHOW_MUTATORS } from './run-of-show-mutators';
import { TIME_SPENT_MUTATORS } from './time-spent-mutator';
import { VOTING_APPLY_MUTATORS } from './voting-apply-mutator';
import { WALL_GROUP_MUTATORS } from './wall-group-mutators';

export type { Mutator };

/** The kinds written record by record (create, update, delete): all but the time rows. */
const RECORD_ENTITY_NAMES = CHILD_ENTITY_NAMES.filter((entity) => entity !== 'timeSpent');

const updateOf = <S extends z.ZodType>(changes: S) =>
  deferred(() => z.object({ id: idSchema, changes }));

/**
 * Records that live only under another one: deleting the parent tombstones them too, or they
 * would stay hidden (their parent is gone) yet still count in the project's completion.
 */
const DEPENDENTS: Partial<
  Record<ChildEntity, readonly { entity: ChildEntity; field: ChildLinkField }[]>
> = {
  testPlans: [{ entity: 'testResults', field: 'testPlanId' }],
  // A session's people and dots; a person's dots (docs/decisions/0016).
  votingSessions: [
    { entity: 'participants', field: 'sessionId' },
    { entity: 'dots', field: 'sessionId' },
  ],
  participants: [{ entity: 'dots', field: 'participantId' }],
};

/**
 * Ids a kind reserves for particular records: a project's own timer (project-timer.ts), its
 * control record (room-control.ts).
 */
const ID_RULES: Partial<Record<ChildEntity, (id: string, projectId: string) => void>> = {
  timers: checkTimerId,
  roomControls: checkRoomControlId,
};

/**
 * Rules on a whole record of a kind, checked on a create and on an update's merged row: an
 * agenda step's mode fits its tool (run-of-show-mutators.ts).
 */
const ROW_RULES: Partial<Record<ChildEntity, (row: never) => void>> = {
  agendaSteps: checkAgendaStep,
};

/** The fields a phase record's mutator reads, whatever its kind. */
interface RecordFields {
  projectId?: string;
  testPlanId?: string;
  ideaId?: string | null;
  prototypeId?: string | null;
  sessionId?: string;
  roundId?: string | null;
}

/** Links to other records must point at live records of the same project. */
async function checkLinks(tx: MutationTransaction, projectId: string, fields: RecordFields) {
  if (fields.ideaId) {
    const idea = await tx.get('ideas', fields.ideaId);
    if (idea?.projectId !== projectId) throw notFound('ideas');
  }
  if (fields.prototypeId) {
    const prototype = await tx.get('prototypes', fields.prototypeId);
    if (prototype?.projectId !== projectId) throw notFound('prototypes');
  }
  // A participant's voting session; a note's silent round (docs/decisions/0016).
  if (fields.sessionId) {
    const session = await tx.get('votingSessions', fields.sessionId);
    if (session?.projectId !== projectId) throw notFound('votingSessions');
  }
  if (fields.roundId) {
    const round = await tx.get('silentRounds', fields.roundId);
    if (round?.projectId !== projectId) throw notFound('silentRounds');
  }
}

/** The project a new record goes into; test results belong to their plan's project. */
async function parentProjectId(
  tx: MutationTransaction,
  entity: ChildEntity,
  args: RecordFields,
): Promise<string> {
  if (entity === 'testResults') {
    const plan = args.testPlanId ? await tx.get('testPlans', args.testPlanId) : undefined;
    if (!plan) throw notFound('testPlans');
    return plan.projectId;
  }
  const project = args.projectId ? await tx.get('projects', args.projectId) : undefined;
  if (!project) throw notFound('projects');
  return project.id;
}

/**
 * create, update and delete of one kind of phase record. Built for every kind in a loop, so the
 * arguments are handled through the fields all kinds share (RecordFields); the zod schema of
 * the kind has already checked the rest.
 */
function childMutators(entity: ChildEntity): Record<string, Mutator> {
  const definition = CHILD_ENTITIES[entity];
  const votable = (VOTABLE_ENTITIES as readonly ChildEntity[]).includes(entity);
  const prefix = definition.mutation;
  // Creates always carry the client's id: records are born offline.
  const createArgs = deferred(() =>
    (definition.create as z.ZodObject).extend({ id: idSchema }),
  ) as unknown as z.ZodType<RecordFields & { id: string }>;
  const updateArgs = updateOf(definition.update as z.ZodType<RecordFields>);
  return {
    [`${prefix}.create`]: mutator(createArgs, async (tx, args: RecordFields & { id: string }) => {
      const projectId = await parentProjectId(tx, entity, args);
      ID_RULES[entity]?.(args.id, projectId);
      const status = await tx.idStatus(entity, args.id);
      if (status === 'foreign') throw idTaken();
      if (status !== 'absent') return; // a retried create: already there (or already deleted)
      ROW_RULES[entity]?.(args as never);
      await checkLinks(tx, projectId, args);
      const now = tx.now();
      const row = {
        ...args,
        projectId,
        ...authorOf(tx),
        createdAt: now,
        updatedAt: now,
        ...(votable && { votes: 0 }),
      };
      await tx.insert(entity, row as ChildRow<typeof entity>);
    }),
    // Add-only records (dots) have no update: they are taken back by deleting them.
    ...(!isAddOnly(entity) && {
      [`${prefix}.update`]: mutator(updateArgs, async (tx, { id, changes }) => {
        const row = await tx.get(entity, id);
        if (!row) throw notFound(entity);
        ROW_RULES[entity]?.({ ...row, ...changes } as never);
        await checkLinks(tx, row.projectId, changes);
        await tx.update(entity, id, { ...changes, updatedAt: tx.now() } as Partial<
          EntityRow<typeof entity>
        >);
      }),
    }),
    [`${prefix}.delete`]: mutator(byId, async (tx, { id }) => {
      const status = await tx.idStatus(entity, id);
      if (status === 'deleted') return; // deleted twice, by two devices: the same outcome
      if (status !== 'live') throw notFound(entity);
      for (const dependent of DEPENDENTS[entity] ?? []) {
        for (const childId of await tx.childIds(dependent.entity, dependent.field, id))
          await tx.remove(dependent.entity, childId);
      }
      await tx.remove(entity, id);
    }),
  };
}

/** +N votes, merged additively: N presses on any number of devices make N votes. */
function voteMutator(entity: VotableEntity): Record<string, Mutator> {
  const args = deferred(() =>
    z.object({ id: idSchema, delta: z.int().min(1).max(1000).default(1) }),
  );
  return {
    [`${CHILD_ENTITIES[entity].mutation}.vote`]: mutator(args, async (tx, { id, delta }) => {
      const row = await tx.get(entity, id);
      if (!row) throw notFound(entity);
      if (row.votes + delta > VOTES_MAX)
        throw new MutationRejected('invalid', message('validation.votes_max', { max: VOTES_MAX }));
      await tx.addVotes(entity, id, delta);
    }),
  };
}

const projectMutators: Record<string, Mutator> = {
  'project.create': mutator(
    deferred(() => projectCreateSchema.extend({ id: idSchema })),
    async (tx, args) => {
      const status = await tx.idStatus('projects', args.id);
      if (status === 'foreign') throw idTaken();
      if (status !== 'absent') return;
      const now = tx.now();
      await tx.insert('projects', {
        ...args,
        ownerId: tx.userId,
        status: 'in_progress',
        currentPhase: 1,
        createdAt: now,
        updatedAt: now,
      });
    },
  ),
  'project.update': mutator(updateOf(projectUpdateSchema), async (tx, { id, changes }) => {
    if (!(await tx.get('projects', id))) throw notFound('projects');
    await tx.update('projects', id, { ...changes, updatedAt: tx.now() });
  }),
  'project.delete': mutator(byId, async (tx, { id }) => {
    const status = await tx.idStatus('projects', id);
    if (status === 'deleted') return;
    const project = status === 'live' ? await tx.get('projects', id) : undefined;
    if (!project) throw notFound('projects');
    if (!tx.mayDeleteProject(project)) {
      throw new MutationRejected('forbidden', 'project.owner_only_delete');
    }
    await tx.remove('projects', id);
  }),
};

/**
 * The mutators: every change to a project and its records, as a name, zod arguments and an
 * apply function. The browser runs them against Dexie (and queues them); the server re-runs the
 * same ones against Postgres, for sync pushes and for the REST calls of the spec alike.
 *
 * Conflict rules live here: updates carry only the fields they change (field-level
 * last-writer-wins in server arrival order); deleting wins over everything; creating an id that
 * exists is a no-op (idempotent); votes are increments.
 */
export const MUTATORS: Readonly<Record<string, Mutator>> = Object.freeze({
  ...projectMutators,
  // Time rows only grow, through timeSpent.add: no create, update or delete of their own.
  ...Object.assign({}, ...RECORD_ENTITY_NAMES.map(childMutators)),
  ...Object.assign({}, ...VOTABLE_ENTITIES.map(voteMutator)),
  ...LIST_APPEND_MUTATORS,
  ...VOTING_APPLY_MUTATORS,
  ...FACILITATION_MUTATORS,
  ...WALL_GROUP_MUTATORS,
  ...COMMENT_MUTATORS,
  ...TIME_SPENT_MUTATORS,
  ...RUN_OF_SHOW_MUTATORS,
});

export const MUTATION_NAMES = Object.keys(MUTATORS);

/**
 * Validates the arguments and applies one mutation. Anything against the rules throws
 * MutationRejected; any other error is a real fault and propagates as it is.
 */
export async function runMutation(
  tx: MutationTransaction,
  name: string,
  args: unknown,
): Promise<void> {
  const definition = Object.hasOwn(MUTATORS, name) ? MUTATORS[name] : undefined;
  if (!definition)
    throw new MutationRejected('invalid', message('sync.unknown_mutation', { name }));
  const parsed = definition.args.safeParse(args);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issuePath(issue),
      ...issueMessage(issue),
    }));
    const [first] = issues;
    throw new MutationRejected('invalid', first ? toMessage(first) : 'validation.invalid', issues);
  }
  await definition.apply(tx, parsed.data);
}
