import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAgendaSteps, useRoomRun } from '../../project-data/run-of-show';
import {
  comeBack,
  decideFollow,
  type FollowMemory,
  FRESH_MEMORY,
  focusLocation,
  normalLocation,
} from './follow';

const storageKey = (projectId: string) => `trilha:follow:${projectId}`;

/** This tab's memory of the room (sessionStorage: each tab of a tablet follows on its own). */
function readMemory(projectId: string): FollowMemory {
  try {
    const stored = sessionStorage.getItem(storageKey(projectId));
    return stored
      ? { ...FRESH_MEMORY, ...(JSON.parse(stored) as Partial<FollowMemory>) }
      : FRESH_MEMORY;
  } catch {
    return FRESH_MEMORY;
  }
}

function writeMemory(projectId: string, memory: FollowMemory) {
  try {
    sessionStorage.setItem(storageKey(projectId), JSON.stringify(memory));
  } catch {
    // Storage refused (private mode, full): the memory lasts while the page is open.
  }
}

export interface Following {
  /** The person left the facilitator's place by hand (shows 'Voltar ao facilitador'). */
  away: boolean;
  comeBack(): void;
}

/**
 * Takes a participant's device where the facilitator is (see decideFollow): on the project page
 * and the voting session page, while they are open. Facilitators' devices never move.
 */
export function useFollowFacilitator(projectId: string): Following {
  const run = useRoomRun(projectId);
  const control = run?.control;
  const steps = useAgendaSteps(projectId);
  const facilitatorRole = run?.facilitator;
  const facilitator = facilitatorRole ?? false;
  const location = useLocation();
  const navigate = useNavigate();
  const [memory, setMemory] = useState(() => readMemory(projectId));
  const goingTo = useRef<string | null>(null);
  const here = normalLocation(location.pathname, location.search);
  if (goingTo.current === here) goingTo.current = null;
  const target = control && steps ? focusLocation(projectId, control, steps) : null;
  const loaded = control !== undefined && steps !== undefined && facilitatorRole !== undefined;

  const apply = useCallback(
    (next: FollowMemory, navigateTo: string | null) => {
      setMemory(next);
      writeMemory(projectId, next);
      if (navigateTo) {
        goingTo.current = navigateTo;
        navigate(navigateTo, { replace: false });
      }
    },
    [projectId, navigate],
  );

  useEffect(() => {
    if (!loaded) return;
    const decision = decideFollow({
      control: control ?? null,
      target,
      memory,
      here,
      goingTo: goingTo.current,
      facilitator,
      nowMs: Date.now(),
    });
    if (decision.memory !== memory || decision.navigateTo)
      apply(decision.memory, decision.navigateTo);
  }, [loaded, control, target, memory, here, facilitator, apply]);

  return {
    away: !facilitator && memory.left && target !== null && here !== target,
    comeBack: () => {
      const decision = comeBack(memory, target);
      apply(decision.memory, decision.navigateTo);
    },
  };
}
