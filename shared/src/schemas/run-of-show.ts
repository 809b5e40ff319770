import { z } from 'zod';
import { TOOL_PHASE, WORKSPACE_TOOLS } from '../completion';
import type { PhaseNumber } from '../phases';
import {
  authorFields,
  createSchemaOf,
  idSchema,
  requiredText,
  TITLE_MAX,
  timestampSchema,
  UPDATE_OMIT_FIELDS,
  updateSchemaOf,
} from './common';
import { deferred } from './deferred';
import {
  DEFAULT_DOT_BUDGET,
  DEFAULT_TIMER_DURATION_MS,
  DOT_BUDGET_MAX,
  DOT_BUDGET_MIN,
  type FacilitationTarget,
  TIMER_DURATION_MAX_MS,
  TIMER_DURATION_MIN_MS,
  WALL_GROUP_POSITION_MAX,
} from './facilitation';

// The facilitator leads the room (issue 33, docs/decisions/0029): an agenda of steps prepared
// before the workshop, and one control record per project that says which step runs, where
// the facilitator is (the devices that follow go there), what is locked and who, besides the
// owner, facilitates. Both are synced project records, so two offline tablets merge them.

// ---------------------------------------------------------------------------------------------
// Places: where a step takes the room, and what a lock closes.

/**
 * The places of a project a step opens and a lock closes: the phase tools by their entity,
 * plus the idea wall and the matrix, which are views of their own over the ideas.
 */
export const ROOM_TOOLS = [...WORKSPACE_TOOLS, 'wall', 'matrix'] as const;
export type RoomTool = (typeof ROOM_TOOLS)[number];

/** The phase a tool belongs to: the wall and the matrix are the ideas' (phase 3). */
export const roomToolPhase = (tool: RoomTool): PhaseNumber =>
  tool === 'wall' || tool === 'matrix' ? TOOL_PHASE.ideas : TOOL_PHASE[tool];
export const roomToolEnum = deferred(() =>
  z.enum(ROOM_TOOLS, { error: 'validation.tool_invalid' }),
);

/**
 * What a step does while it runs:
 * - private: a silent round on the step's tool (ideas or HMW questions); notes face down;
 * - reveal: the notes of the round before, face up, to read together;
 * - group: the wall, notes moved into groups;
 * - vote: a dot-voting session on the step's tool with its budget, ending with the step's time;
 * - discuss: the tool open, nothing else.
 */
export const STEP_MODES = ['private', 'reveal', 'group', 'vote', 'discuss'] as const;
export type StepMode = (typeof STEP_MODES)[number];
export const stepModeEnum = deferred(() =>
  z.enum(STEP_MODES, { error: 'validation.mode_invalid' }),
);

/** The tools a silent round or a vote works on are the facilitation targets. */
export const STEP_MODES_WITH_TARGET: ReadonlySet<StepMode> = new Set(['private', 'vote']);

/** The round's or the session's target for a step, or null when its tool has none. */
export function stepTarget(tool: RoomTool): FacilitationTarget | null {
  return tool === 'ideas' || tool === 'hmwQuestions' ? tool : null;
}

// ---------------------------------------------------------------------------------------------
// Agenda step

const stepDurationMessage = 'validation.timer_duration_range';
const positionMessage = 'validation.position_invalid';

export const agendaStepSchema = deferred(() =>
  z.object({
    id: idSchema,
    projectId: idSchema,
    /** The agenda's order, smallest first (ties: creation, then id, as the wall's groups). */
    position: z
      .number({ error: positionMessage })
      .min(-WALL_GROUP_POSITION_MAX, positionMessage)
      .max(WALL_GROUP_POSITION_MAX, positionMessage)
      .default(0),
    name: requiredText('validation.name_required', TITLE_MAX),
    tool: roomToolEnum,
    mode: stepModeEnum.default('discuss'),
    durationMs: z
      .int({ error: stepDurationMessage })
      .min(TIMER_DURATION_MIN_MS, stepDurationMessage)
      .max(TIMER_DURATION_MAX_MS, stepDurationMessage)
      .default(DEFAULT_TIMER_DURATION_MS),
    /** A vote step's dots per person. */
    budget: z
      .int({ error: 'validation.dot_budget_integer' })
      .min(DOT_BUDGET_MIN, 'validation.dot_budget_min')
      .max(DOT_BUDGET_MAX, 'validation.dot_budget_max')
      .default(DEFAULT_DOT_BUDGET),
    /** A private step's notes stay without their authors after the reveal. */
    anonymous: z.boolean().default(false),
    ...authorFields(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);
export const agendaStepCreateSchema = deferred(() => createSchemaOf(agendaStepSchema));
export const agendaStepUpdateSchema = deferred(() =>
  updateSchemaOf(agendaStepSchema.omit(UPDATE_OMIT_FIELDS)),
);

/**
 * A private or vote step needs a tool a round or a session works on (ideas, HMW questions).
 * Checked on the whole step by its mutators, after an update's fields are merged in.
 */
export const stepFitsTool = (step: { mode: StepMode; tool: RoomTool }) =>
  !STEP_MODES_WITH_TARGET.has(step.mode) || stepTarget(step.tool) !== null;
export type AgendaStep = z.infer<typeof agendaStepSchema>;

/** The agenda's order, the same on every device: position, then creation, then id. */
export function compareAgendaSteps(
  a: Pick<AgendaStep, 'position' | 'createdAt' | 'id'>,
  b: Pick<AgendaStep, 'position' | 'createdAt' | 'id'>,
): number {
  return (
    a.position - b.position ||
    Date.parse(a.createdAt) - Date.parse(b.createdAt) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

// ---------------------------------------------------------------------------------------------
// Room control: one per project (id derived from the project's, like its timer)

export const roomControlSchema = deferred(() =>
  z.object({
    id: idSchema,
    projectId: idSchema,
    /** The agenda step that runs; null before 'Iniciar' and after the last step. */
    currentStepId: idSchema.nullable().default(null),
    /** When the running step started, or the agenda ended (the advancing device's clock); null before. */
    stepStartedAt: timestampSchema.nullable().default(null),
    /** Where the facilitator is: the devices that follow open it. */
    focusTool: roomToolEnum.nullable().default(null),
    /** When the focus last moved: following devices go there (one that left stays, decision 0029). */
    focusAt: timestampSchema.nullable().default(null),
    /** 'Trazer todos para cá': every device goes to the focus once, those that left too. */
    summonedAt: timestampSchema.nullable().default(null),
    /** The whole project is read-only to participants. */
    locked: z.boolean().default(false),
    /** Tools read-only to participants (changed one by one by roomControl.lock). */
    lockedTools: z.array(roomToolEnum).max(ROOM_TOOLS.length).default([]),
    /** Editors the owner named facilitators (user ids); the owner always is one. */
    facilitatorIds: z.array(idSchema).max(50, 'validation.max_items').default([]),
    ...authorFields(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);
export const roomControlCreateSchema = deferred(() => createSchemaOf(roomControlSchema));
/** Where the agenda is and what is locked change only through their own mutations. */
export const roomControlUpdateSchema = deferred(() =>
  updateSchemaOf(
    roomControlSchema.omit({
      ...UPDATE_OMIT_FIELDS,
      currentStepId: true,
      stepStartedAt: true,
      lockedTools: true,
      locked: true,
    }),
  ),
);
export type RoomControl = z.infer<typeof roomControlSchema>;

/** The arguments of `agenda.advance`: from the step the device showed to the next (or the end). */
export const agendaAdvanceSchema = deferred(() =>
  z.object({
    projectId: idSchema,
    fromStepId: idSchema.nullable(),
    toStepId: idSchema.nullable(),
    /** The advancing device's clock: the next step's timer and vote count from it. */
    at: timestampSchema,
  }),
);
export type AgendaAdvance = z.infer<typeof agendaAdvanceSchema>;

/** The arguments of `roomControl.lock`: the project (tool null) or one tool, locked or not. */
export const roomLockSchema = deferred(() =>
  z.object({
    projectId: idSchema,
    tool: roomToolEnum.nullable(),
    locked: z.boolean(),
  }),
);
export type RoomLock = z.infer<typeof roomLockSchema>;

/**
 * Who runs the room: the project's owner, and the editors the owner named. Only they change the
 * agenda, advance it, lock, hide notes and end a private round or a vote (the server's
 * api/src/sharing/facilitator-rights.ts; the screens ask the same).
 */
export function isFacilitator(
  ownerId: string | undefined,
  control: Pick<RoomControl, 'facilitatorIds'> | null | undefined,
  userId: string | undefined,
): boolean {
  if (!userId) return false;
  return userId === ownerId || (control?.facilitatorIds ?? []).includes(userId);
}

// ---------------------------------------------------------------------------------------------
// Which tools a write touches (locks)

/** A phase tool's entity is its own tool; a test result belongs to its plan's tool. */
const TOOL_OF_ENTITY: Readonly<Record<string, RoomTool>> = {
  empathyMaps: 'empathyMaps',
  personas: 'personas',
  interviews: 'interviews',
  observations: 'observations',
  povStatements: 'povStatements',
  hmwQuestions: 'hmwQuestions',
  ideas: 'ideas',
  wallGroups: 'wall',
  prototypes: 'prototypes',
  testPlans: 'testPlans',
  testResults: 'testResults',
};

/** An idea's fields that the wall and the matrix move its note by (a view's own change). */
const IDEA_VIEW_OF_FIELD: Readonly<Record<string, RoomTool>> = {
  category: 'wall',
  impact: 'matrix',
  feasibility: 'matrix',
};

/**
 * The tools a write to `entity` touches, for locks (docs/decisions/0029): a lock on any of them
 * refuses the write to a participant. `changedFieldNames` are an update's fields (none for a create
 * or a delete: a new note is the tool's, not a move). An idea update that changes its wall group
 * touches the wall too, its impact or feasibility the matrix too; every write of an idea, the ideas.
 * Facilitation records (dots, participants, sessions, rounds, timers) touch no tool: only the
 * project's lock closes them. The server (api/src/sharing/facilitator-rights.ts) and the
 * devices' controls ask the same.
 */
export function toolsOfWrite(entity: string, changedFieldNames: readonly string[]): RoomTool[] {
  const tool = Object.hasOwn(TOOL_OF_ENTITY, entity) ? TOOL_OF_ENTITY[entity] : undefined;
  if (!tool) return [];
  if (entity !== 'ideas') return [tool];
  const views = changedFieldNames
    .filter((name) => Object.hasOwn(IDEA_VIEW_OF_FIELD, name))
    .map((name) => IDEA_VIEW_OF_FIELD[name] as RoomTool);
  return [...new Set(views), 'ideas'];
}
