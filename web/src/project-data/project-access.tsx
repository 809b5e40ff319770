import type { PlanFeature, ProjectRole } from '@trilha/shared';
import { createContext, type ReactNode, useContext } from 'react';
import { useAuth } from '../lib/auth-store';
import { type UnsoldFeature, useUnsoldFeature } from '../lib/plan-features';
import { useProjectRole } from './shared-projects';

interface Access {
  /** The user's role here; undefined outside a project's screens or for a project of theirs alone. */
  role: ProjectRole | undefined;
  userId: string | undefined;
}

const AccessContext = createContext<Access>({ role: undefined, userId: undefined });

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
  return (
    <AccessContext.Provider value={{ role, userId: user?.id }}>
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
 * a room's guest.
 */
export function useCanEdit(): boolean {
  const { role } = useContext(AccessContext);
  return role !== 'viewer' && role !== 'guest';
}

/** Whether the user adds notes and votes: everyone but a viewer, a room's guest included. */
export function useCanContribute(): boolean {
  return useContext(AccessContext).role !== 'viewer';
}

/** Whether the user may add records of this kind (a tool's entity) to the project. */
export function useCanAdd(entity: string | undefined): boolean {
  const { role } = useContext(AccessContext);
  if (role === 'guest') return entity !== undefined && GUEST_NOTES.has(entity);
  return role !== 'viewer';
}

/**
 * Whether the user may edit or delete this record: a member who edits, or a room's guest who
 * wrote it (`authorId`, set by the server).
 */
export function useCanChangeRecord(authorId: string | null | undefined): boolean {
  const { role, userId } = useContext(AccessContext);
  if (role === 'guest') return !!authorId && authorId === userId;
  return role !== 'viewer';
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
