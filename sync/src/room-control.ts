import type { RoomControl } from '@trilha/shared';
import { v5 as uuidv5 } from 'uuid';

/**
 * The ids the run of show derives (docs/decisions/0029). Like the project's timer
 * (project-timer.ts), every device derives the same id for the same thing, so two tablets that
 * create it offline make ONE record: the second create is a no-op and its change an update.
 * - the project's control record, from the project's id;
 * - the silent round a private step opens and the voting session a vote step opens, from the
 *   step's id: advancing twice to the same step (two tablets) opens one round, one session.
 */
const RUN_OF_SHOW_NAMESPACE = '9d3c1f0e-6a2b-4e7d-8c15-3b9a0f2e4d61';

const derived = (kind: string, id: string) =>
  uuidv5(`${kind}:${id.toLowerCase()}`, RUN_OF_SHOW_NAMESPACE);

export const roomControlId = (projectId: string): string => derived('control', projectId);
export const stepRoundId = (stepId: string): string => derived('round', stepId);
export const stepSessionId = (stepId: string): string => derived('session', stepId);

/** What `roomControl.update` may change: the focus, a summons, the named facilitators. */
export type RoomControlChanges = Partial<
  Pick<RoomControl, 'focusTool' | 'focusAt' | 'summonedAt' | 'facilitatorIds'>
>;

/**
 * The mutations of one change to the project's control record: created first where no device
 * has yet (a no-op where it exists), then updated, as projectTimerChange does for the timer.
 */
export function roomControlChange(
  projectId: string,
  current: { id: string } | null | undefined,
  changes: RoomControlChanges,
): { name: string; args: unknown }[] {
  const id = current?.id ?? roomControlId(projectId);
  const update = { name: 'roomControl.update', args: { id, changes } };
  return current ? [update] : [{ name: 'roomControl.create', args: { id, projectId } }, update];
}
