import {
  type AgendaStep,
  compareAgendaSteps,
  isFacilitator,
  type RoomControl,
} from '@trilha/shared';
import { useAuth } from '../lib/auth-store';
import { nothingDrawn, useLocalQuery } from './useLocalQuery';

// The run of show of a project (issue 33, docs/decisions/0029), as every feature reads it: the
// control record (running step, focus, locks, facilitators), the agenda's steps, and whether the
// user on this device runs the room.

/** The project's control record (null before any device made one) and whether the user on
 * this device facilitates: one read of the project and its record, which change together. */
export interface RoomRun {
  control: RoomControl | null;
  facilitator: boolean;
}

/** The run of show of the project; undefined while it is being read. */
export function useRoomRun(projectId: string): RoomRun | undefined {
  const userId = useAuth((state) => state.user?.id);
  return useLocalQuery(
    async (db) => {
      const [project, control] = await Promise.all([
        db.projects.get(projectId),
        db.roomControls.where('projectId').equals(projectId).first(),
      ]);
      return {
        control: control ?? null,
        facilitator: isFacilitator(project?.ownerId, control, userId),
      };
    },
    nothingDrawn,
    [projectId, userId],
  );
}

/** The project's control record; null before any device made one, undefined while loading. */
export function useRoomControl(projectId: string): RoomControl | null | undefined {
  return useRoomRun(projectId)?.control;
}

/** The agenda's steps in order; undefined while loading. */
export function useAgendaSteps(projectId: string): AgendaStep[] | undefined {
  return useLocalQuery(
    async (db) =>
      (await db.agendaSteps.where('projectId').equals(projectId).toArray()).sort(
        compareAgendaSteps,
      ),
    nothingDrawn,
    [projectId],
  );
}

/**
 * Whether the signed-in user runs this project's room: its owner or a named editor; undefined
 * while it is being read (a device that follows must not take its facilitator for a
 * participant in the meantime).
 */
export function useFacilitatorRole(projectId: string): boolean | undefined {
  return useRoomRun(projectId)?.facilitator;
}

/** Whether the signed-in user runs this project's room (false while it is being read). */
export function useIsFacilitator(projectId: string): boolean {
  return useFacilitatorRole(projectId) ?? false;
}
