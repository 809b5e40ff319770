import type { TimerState } from '@trilha/shared';
import { v5 as uuidv5 } from 'uuid';
import { MutationRejected } from './mutation-rejected';

/**
 * A project's timer (docs/decisions/0016, "One timer per project"). Its id is derived from the
 * project's: every device that uses the timer first — the name saved as the field is left, the
 * duration tapped a moment later, two tablets offline at once — creates the SAME record, so
 * the creates after the first are no-ops and their changes land on one row (field-level
 * last-writer-wins), instead of each making a timer of its own.
 */
const PROJECT_TIMER_NAMESPACE = '5b0e6c1a-8f3d-4c2e-9a71-2d4f6e8b0c13';

/** The id of the project's own timer: a name-based (v5) UUID of the project's id. */
export const projectTimerId = (projectId: string): string =>
  uuidv5(projectId.toLowerCase(), PROJECT_TIMER_NAMESPACE);

const isNameBased = (id: string) => id[14] === '5';

/**
 * Name-based timer ids are reserved for each project's own timer. Ids are chosen by the client,
 * so without this anyone who knows a project's id (a viewer of it, say) could create a timer
 * with its derived id in a project of their own first, and the project's real first timer
 * would then be refused for an id "already in use" forever. Random ids (v4, v7) are untouched.
 */
export function checkTimerId(id: string, projectId: string): void {
  if (isNameBased(id) && id !== projectTimerId(projectId))
    throw new MutationRejected('invalid', 'validation.invalid_id');
}

export type TimerChanges = Partial<TimerState & { label: string }>;

/**
 * The mutations of one change to the project's timer. Once it exists (`current`), an update of
 * it. Before, the project's timer is created if no device has yet (a no-op where it exists,
 * here or on the server) and then updated: the change is an update in both cases, so two first
 * uses merge field by field like any two edits, whichever the server receives first.
 */
export function projectTimerChange(
  projectId: string,
  current: { id: string } | null | undefined,
  changes: TimerChanges,
): { name: string; args: unknown }[] {
  const id = current?.id ?? projectTimerId(projectId);
  const update = { name: 'timer.update', args: { id, changes } };
  return current ? [update] : [{ name: 'timer.create', args: { id, projectId } }, update];
}
