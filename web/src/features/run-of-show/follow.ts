import type { AgendaStep, RoomControl } from '@trilha/shared';
import { stepSessionId } from '@trilha/sync';

// Follow me (issue 33): a participant's device goes where the facilitator is. The decision is a
// pure function of the control record, what this device has already seen, whether its person
// left, and where it is; useFollowFacilitator keeps the device-local part and navigates.

/** What this device remembers of the room, per project (sessionStorage: this tab's session). */
export interface FollowMemory {
  /** The last focus move this device acted on (control.focusAt). */
  seenFocusAt: string | null;
  /** The last summons this device obeyed (control.summonedAt). */
  seenSummonedAt: string | null;
  /** The person went elsewhere by hand: no automatic moves until they come back. */
  left: boolean;
}

export const FRESH_MEMORY: FollowMemory = { seenFocusAt: null, seenSummonedAt: null, left: false };

/**
 * Where the focus is, as a location (path and search): the tool on the project page, or the
 * voting session page when the running step is a vote on that tool.
 */
export function focusLocation(
  projectId: string,
  control: Pick<RoomControl, 'focusTool' | 'currentStepId'>,
  steps: readonly Pick<AgendaStep, 'id' | 'tool' | 'mode'>[],
): string | null {
  if (!control.focusTool) return null;
  const running = steps.find((step) => step.id === control.currentStepId);
  if (running?.mode === 'vote' && running.tool === control.focusTool)
    return `/projects/${projectId}/voting/${stepSessionId(running.id)}`;
  return `/projects/${projectId}?tool=${control.focusTool}`;
}

/** A location as focusLocation writes it: the path, and only the `tool` of its search. */
export function normalLocation(pathname: string, search: string): string {
  const tool = new URLSearchParams(search).get('tool');
  const path = pathname.replace(/^\/project\//, '/projects/');
  return tool ? `${path}?tool=${tool}` : path;
}

export interface FollowInput {
  control: Pick<RoomControl, 'focusTool' | 'focusAt' | 'summonedAt' | 'currentStepId'> | null;
  /** The focus as a location (focusLocation), null when there is none. */
  target: string | null;
  memory: FollowMemory;
  /** Where the device is now (normalLocation). */
  here: string;
  /** A move this device started and the router has not reached yet. */
  goingTo: string | null;
  /** Facilitators lead: their devices never follow. */
  facilitator: boolean;
  /** This device's clock: a summons is for the room at the time, not for a tab opened later. */
  nowMs: number;
}

/**
 * How long a summons brings a device that had not seen it. A tab opened on the project days
 * after a workshop must not be taken to where the room was summoned then; ten minutes spare the
 * clock skew between tablets and a device that woke from sleep during the workshop.
 */
export const SUMMONS_FRESH_MS = 10 * 60_000;

export interface FollowDecision {
  /** Where to go now; null to stay. */
  navigateTo: string | null;
  memory: FollowMemory;
}

export function decideFollow(input: FollowInput): FollowDecision {
  const { control, target, memory, here, goingTo, facilitator, nowMs } = input;
  const stay = { navigateTo: null, memory };
  if (facilitator || !control || !target) return stay;
  const go = here === target ? null : target;
  // 'Trazer todos para cá': everyone, those who left too, once per summons.
  if (control.summonedAt && control.summonedAt !== memory.seenSummonedAt)
    return {
      // A summons long past is only noted as seen.
      navigateTo: nowMs - Date.parse(control.summonedAt) > SUMMONS_FRESH_MS ? null : go,
      memory: { seenSummonedAt: control.summonedAt, seenFocusAt: control.focusAt, left: false },
    };
  // The focus moved: follow, unless the person left. Only while the agenda runs: a device
  // opening the project after the last step is not taken to where the room once was.
  const running = control.currentStepId !== null;
  if (control.focusAt !== memory.seenFocusAt)
    return {
      navigateTo: memory.left || !running ? null : go,
      memory: { ...memory, seenFocusAt: control.focusAt },
    };
  // Nothing new, and the device is elsewhere without being on its way: its person went there by
  // hand while the agenda runs (after it, there is nothing to come back to).
  if (!memory.left && go && goingTo !== target && running)
    return { navigateTo: null, memory: { ...memory, left: true } };
  return stay;
}

/** 'Voltar ao facilitador': back to the focus, following again. */
export function comeBack(memory: FollowMemory, target: string | null): FollowDecision {
  return { navigateTo: target, memory: { ...memory, left: false } };
}
