import { type PlanFeature, type ProjectRole, type RoomTool, toolsOfWrite } from '@trilha/shared';
import { createContext, type ReactNode, useContext } from 'react';
import { useAuth } from '../lib/auth-store';
import { type UnsoldFeature, useUnsoldFeature } from '../lib/plan-features';
import { useRoomRun } from './run-of-show';
import { useProjectRole } from './shared-projects';

interface Access {
  /** The user's role here; undefined outside a project's screens or for a project of theirs alone. */
  role: ProjectRole | undefined;
  userId: string | undefined;
  /**
   * What the facilitator locked against this user (issue 33): the whole project, or some tools.
   * Empty for a facilitator, whom locks never stop.
   */
  lockedProject: boolean;
  lockedTools: readonly RoomTool[];
}

const AccessContext = createContext<Access>({
  role: undefined,
  userId: undefined,
  lockedProject: false,
  lockedTools: [],
});

const NO_TOOLS: readonly RoomTool[] = [];

/** Whether a lock closes this kind of record to the user (see Access). */
function lockedFor(access: Access, entity: string | undefined): boolean {
  if (access.lockedProject) return true;
  // A record's own tool: what adding, changing or deleting one touches (toolsOfWrite).
  return toolsOfWrite(entity ?? '', []).some((tool) => access.lockedTools.includes(tool));
}

/**
 * What a room's guest adds (docs/decisions/0020, the server's `guest-rights.ts`): these notes,
 * and entries appended to an empathy map.
 */
const GUEST_NOTES: ReadonlySet<string> = new Set(['observations', 'ideas', 'hmwQuestions']);

/**
 * Tells a project's screens what their user may change. A viewer may not change anything: the
 * server refuses their changes (with the reason, kept in the sync's refusals), so the screens do
 * not offer them — no 'Novo …' buttons, no edit or delete icons, no votes, no quick capture —
 * and the page's notice says why (ViewerNotice). A room's guest (docs/decisions/0020) adds
 * notes, votes and changes what they wrote, and nothing else: one rule, `useCanChangeRecord`,
 * says whose records they may touch. Looking around stays open: tabs, phases, the presenter.
 */
export function ProjectAccess(props: { projectId: string; children: ReactNode }) {
  const projectRole = useProjectRole(props.projectId);
  const user = useAuth((state) => state.user);
  // A guest account is a guest wherever it is, before its project's role has been read.
  const role = user?.role === 'guest' ? 'guest' : projectRole;
  // The facilitator's locks make the project, or a tool, read-only to everyone else; the server
  // refuses the same writes ('room.project_locked', 'room.tool_locked').
  const run = useRoomRun(props.projectId);
  const control = run?.control;
  const facilitator = run?.facilitator ?? false;
  const lockedProject = !facilitator && control?.locked === true;
  const lockedTools = facilitator ? NO_TOOLS : (control?.lockedTools ?? NO_TOOLS);
  return (
    <AccessContext.Provider value={{ role, userId: user?.id, lockedProject, lockedTools }}>
      {props.children}
    </AccessContext.Provider>
  );
}

/** The user's role in the project on screen (see ProjectAccess). */
export function useProjectAccessRole(): ProjectRole | undefined {
  return useContext(AccessContext).role;
}

/**
 * Whether the user changes the project as its members do (settings, phases, timers, sessions,
 * anyone's records): its owner and editors (and outside a project's screens). Not a viewer or
 * a room's guest, nor anyone but a facilitator in a locked project — or, given the `tool` on
 * screen (the wall, the matrix), while the facilitator has locked it.
 */
export function useCanEdit(tool?: RoomTool): boolean {
  const access = useContext(AccessContext);
  if (tool && access.lockedTools.includes(tool)) return false;
  return access.role !== 'viewer' && access.role !== 'guest' && !access.lockedProject;
}

/**
 * Whether the user adds notes and votes: everyone but a viewer, a room's guest included; not in
 * a locked project, nor in a locked `tool` when the caller names it.
 */
export function useCanContribute(tool?: RoomTool): boolean {
  const access = useContext(AccessContext);
  if (tool && access.lockedTools.includes(tool)) return false;
  return access.role !== 'viewer' && !access.lockedProject;
}

/** Whether the user may add records of this kind (a tool's entity) to the project. */
export function useCanAdd(entity: string | undefined): boolean {
  const access = useContext(AccessContext);
  if (lockedFor(access, entity)) return false;
  if (access.role === 'guest') return entity !== undefined && GUEST_NOTES.has(entity);
  return access.role !== 'viewer';
}

/**
 * Whether the user may edit or delete this record: a member who edits, or a room's guest who
 * wrote it (`authorId`, set by the server). `entity`, when the caller knows it, lets a locked
 * tool close its records (a locked project closes every record).
 */
export function useCanChangeRecord(authorId: string | null | undefined, entity?: string): boolean {
  const access = useContext(AccessContext);
  if (lockedFor(access, entity)) return false;
  if (access.role === 'guest') return !!authorId && authorId === access.userId;
  return access.role !== 'viewer';
}

/** What the facilitator locked against the user on screen (for the notice that says so). */
export function useRoomLocks(): { project: boolean; tools: readonly RoomTool[] } {
  const access = useContext(AccessContext);
  return { project: access.lockedProject, tools: access.lockedTools };
}

/**
 * A feature of the project on screen that its plan does not sell. The plan of the project's
 * owner decides (docs/decisions/0022); this device knows only its own account's plan, so in a
 * project shared with the user the server decides alone.
 */
export function useUnsoldProjectFeature(feature: PlanFeature): UnsoldFeature | null {
  const unsold = useUnsoldFeature(feature);
  const { role } = useContext(AccessContext);
  return role === undefined || role === 'owner' ? unsold : null;
}
