import {
  type AgendaStep,
  agendaAdvanceSchema,
  ROOM_TOOLS,
  type RoomControl,
  type RoomTool,
  roomControlSchema,
  roomLockSchema,
  roomToolPhase,
  type StepMode,
  stepFitsTool,
  stepTarget,
} from '@trilha/shared';
import type { ChildRow } from './entities';
import { MutationRejected } from './mutation-rejected';
import type { MutationTransaction } from './mutation-transaction';
import { authorOf, type Mutator, mutator } from './mutator-args';
import { projectTimerId } from './project-timer';
import { idTaken, notFound } from './refusals';
import { roomControlId, stepRoundId, stepSessionId } from './room-control';

/**
 * The run of show's merge rules (issue 33, docs/decisions/0029). The control record of a project
 * and the round and session a step opens have ids derived from the project's and the step's
 * (room-control.ts), so two tablets that create them offline make one record each.
 * - `roomControl.lock` changes one lock AS APPLIED: two tablets locking two tools offline both
 *   keep theirs (like empathyMap.addItem).
 * - `agenda.advance` is a compare-and-set on the running step: the first advance from a step to
 *   reach a store moves the agenda, the others from the same step are no-ops (arrival order),
 *   so the agenda advances once however many devices pressed 'Próximo passo'.
 * Who may run them is the server's (api/src/sharing/facilitator-rights.ts).
 */

// ---------------------------------------------------------------------------------------------
// Rules the generic child mutators (mutators.ts) apply to these kinds

/** The control record of a project has the project's derived id, and no other. */
export function checkRoomControlId(id: string, projectId: string): void {
  if (id !== roomControlId(projectId))
    throw new MutationRejected('invalid', 'validation.invalid_id');
}

/** A private or vote step works on a tool a round or a session has: checked on the whole step. */
export function checkAgendaStep(step: { mode: StepMode; tool: RoomTool }): void {
  if (!stepFitsTool(step)) throw new MutationRejected('invalid', 'validation.step_tool_mode');
}

// ---------------------------------------------------------------------------------------------
// The control record

/** A project's control record as its first device makes it: the schema's defaults (nothing
 * runs, nothing is locked), signed and stamped like any record. */
function newControl(tx: MutationTransaction, projectId: string): ChildRow<'roomControls'> {
  const now = tx.now();
  return roomControlSchema.parse({
    id: roomControlId(projectId),
    projectId,
    ...authorOf(tx),
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * The project's control record, or null when no device made one yet (the caller creates it).
 * A tombstoned one is not brought back: the facilitator deleted it on purpose.
 */
async function readControl(
  tx: MutationTransaction,
  projectId: string,
): Promise<RoomControl | null> {
  if (!(await tx.get('projects', projectId))) throw notFound('projects');
  const id = roomControlId(projectId);
  const status = await tx.idStatus('roomControls', id);
  if (status === 'foreign') throw idTaken();
  if (status === 'deleted') throw notFound('roomControls');
  return status === 'live' ? ((await tx.get('roomControls', id)) ?? null) : null;
}

/** The locked tools with one added or taken out, in ROOM_TOOLS order (the same on every device). */
const withTool = (tools: readonly RoomTool[], tool: RoomTool, locked: boolean): RoomTool[] =>
  ROOM_TOOLS.filter((each) => (each === tool ? locked : tools.includes(each)));

// ---------------------------------------------------------------------------------------------
// Advancing the agenda

/** What ending the running step does: its round revealed, its vote closed to dots. */
async function endStep(tx: MutationTransaction, step: AgendaStep | undefined) {
  if (step?.mode === 'private') {
    const round = await tx.get('silentRounds', stepRoundId(step.id));
    return round && round.status !== 'revealed'
      ? () => tx.update('silentRounds', round.id, { status: 'revealed', updatedAt: tx.now() })
      : undefined;
  }
  if (step?.mode === 'vote') {
    const session = await tx.get('votingSessions', stepSessionId(step.id));
    return session && session.status === 'voting'
      ? () => tx.update('votingSessions', session.id, { status: 'revealed', updatedAt: tx.now() })
      : undefined;
  }
  return undefined;
}

/**
 * Whether a derived id is still to be created here: not when a device made it already, nor when
 * another account took it first (the step then opens no round or session, but the agenda still
 * advances: a squatted id must not stop the room).
 */
async function isFree(
  tx: MutationTransaction,
  entity: 'silentRounds' | 'votingSessions',
  id: string,
) {
  return (await tx.idStatus(entity, id)) === 'absent';
}

/**
 * What starting `step` at `at` creates: its round or its session (unless a device made them
 * already: derived ids), read now and written by the returned function.
 */
async function startStep(tx: MutationTransaction, step: AgendaStep, at: string) {
  const target = stepTarget(step.tool);
  if (!target) return undefined;
  const now = tx.now();
  const author = authorOf(tx);
  if (step.mode === 'private') {
    const id = stepRoundId(step.id);
    if (!(await isFree(tx, 'silentRounds', id))) return undefined;
    const round: ChildRow<'silentRounds'> = {
      id,
      projectId: step.projectId,
      target,
      status: 'open',
      anonymous: step.anonymous,
      stepId: step.id,
      ...author,
      createdAt: now,
      updatedAt: now,
    };
    return () => tx.insert('silentRounds', round);
  }
  if (step.mode === 'vote') {
    const id = stepSessionId(step.id);
    if (!(await isFree(tx, 'votingSessions', id))) return undefined;
    const session: ChildRow<'votingSessions'> = {
      id,
      projectId: step.projectId,
      title: step.name,
      target,
      budget: step.budget,
      allowStacking: false,
      anonymous: true,
      status: 'voting',
      endsAt: new Date(Date.parse(at) + step.durationMs).toISOString(),
      stepId: step.id,
      appliedAt: null,
      ...author,
      createdAt: now,
      updatedAt: now,
    };
    return () => tx.insert('votingSessions', session);
  }
  return undefined;
}

/** The project's timer set to run the step from `at`, created where no device made it yet. */
async function stepTimer(tx: MutationTransaction, step: AgendaStep, at: string) {
  const id = projectTimerId(step.projectId);
  const status = await tx.idStatus('timers', id);
  // The facilitator deleted the timer: left alone (a foreign one cannot be: checkTimerId).
  if (status === 'deleted' || status === 'foreign') return undefined;
  const running = {
    label: step.name,
    durationMs: step.durationMs,
    startedAt: at,
    remainingMs: step.durationMs,
  };
  const now = tx.now();
  if (status === 'live') return () => tx.update('timers', id, { ...running, updatedAt: now });
  const timer: ChildRow<'timers'> = {
    id,
    projectId: step.projectId,
    ...running,
    ...authorOf(tx),
    createdAt: now,
    updatedAt: now,
  };
  return () => tx.insert('timers', timer);
}

/**
 * The project's phase moved to the step's tool's, so every screen — the summary, the phase
 * cards, a device opened later without `?tool` — says where the room is.
 */
async function stepPhase(tx: MutationTransaction, step: AgendaStep) {
  const project = await tx.get('projects', step.projectId);
  const currentPhase = roomToolPhase(step.tool);
  if (!project || project.currentPhase === currentPhase) return undefined;
  return () => tx.update('projects', project.id, { currentPhase, updatedAt: tx.now() });
}

/** A live step of the project, or the refusal. */
async function stepOf(tx: MutationTransaction, projectId: string, id: string) {
  const step = await tx.get('agendaSteps', id);
  if (step?.projectId !== projectId) throw notFound('agendaSteps');
  return step;
}

export const RUN_OF_SHOW_MUTATORS: Readonly<Record<string, Mutator>> = {
  /** Locks or unlocks the project (tool null) or one tool, on top of the locks already there. */
  'roomControl.lock': mutator(roomLockSchema, async (tx, { projectId, tool, locked }) => {
    const control = await readControl(tx, projectId);
    const current = control ?? newControl(tx, projectId);
    const changes: Partial<RoomControl> =
      tool === null ? { locked } : { lockedTools: withTool(current.lockedTools, tool, locked) };
    if (!control) await tx.insert('roomControls', { ...current, ...changes });
    else await tx.update('roomControls', control.id, { ...changes, updatedAt: tx.now() });
  }),

  /**
   * 'Iniciar' / 'Próximo passo': from the step the device showed to the next (null: the end).
   * Everything is read before anything is written (a refusal must leave no write behind).
   */
  'agenda.advance': mutator(agendaAdvanceSchema, async (tx, args) => {
    const { projectId, fromStepId, toStepId, at } = args;
    if (fromStepId === toStepId) return; // nothing moves
    const control = await readControl(tx, projectId);
    // Another device advanced first: this press is already done (arrival order).
    if ((control?.currentStepId ?? null) !== fromStepId) return;
    const from = fromStepId ? await tx.get('agendaSteps', fromStepId) : undefined;
    const to = toStepId ? await stepOf(tx, projectId, toStepId) : undefined;
    const writes = [
      await endStep(tx, from),
      to && (await stepTimer(tx, to, at)),
      to && (await stepPhase(tx, to)),
      to && (await startStep(tx, to, at)),
    ];
    const moved: Partial<RoomControl> = to
      ? { currentStepId: to.id, stepStartedAt: at, focusTool: to.tool, focusAt: at }
      : // The end: no step runs, and when it ended tells the run bar the agenda was run.
        { currentStepId: null, stepStartedAt: at };
    if (!control) await tx.insert('roomControls', { ...newControl(tx, projectId), ...moved });
    else await tx.update('roomControls', control.id, { ...moved, updatedAt: tx.now() });
    for (const write of writes) await write?.();
  }),
};
