import type { RoomTool } from '@trilha/shared';
import { useCallback, useRef } from 'react';
import { useRoomRun } from '../../project-data/run-of-show';
import { useRoomActions } from './useRoomActions';

/**
 * A facilitator choosing a tool by hand while the agenda runs moves the room's focus there, so
 * the devices that follow come along. Outside a running agenda, or for anyone else, it does
 * nothing (a participant's choice is theirs alone).
 */
export function useFacilitatorMove(projectId: string): (tool: RoomTool) => void {
  const run = useRoomRun(projectId);
  const control = run?.control;
  const facilitator = run?.facilitator ?? false;
  const actions = useRoomActions(projectId, control);
  // The latest of each, so the callback stays the same for the phase views it is handed to.
  const latest = useRef({ control, facilitator, actions });
  latest.current = { control, facilitator, actions };
  return useCallback((tool: RoomTool) => {
    const { control: now, facilitator: leads, actions: act } = latest.current;
    if (!leads || !now?.currentStepId || now.focusTool === tool) return;
    void act.moveFocus(tool);
  }, []);
}
