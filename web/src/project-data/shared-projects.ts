import { deferred, type ProjectRole, projectRoleSchema } from '@trilha/shared';
import { z } from 'zod';
import { apiGet } from '../lib/api';
import { useAuth } from '../lib/auth-store';
import { serverState, shownOf, trustedBy } from '../lib/server-state';
import { drawnRoleOf } from './drawn-project';

/** projectId → the user's role, for the projects shared with or by them. */
type Roles = Record<string, ProjectRole>;

const rolesSchema = deferred(() => z.record(z.string(), projectRoleSchema));
const sharedProjectsSchema = deferred(() =>
  z.array(z.object({ projectId: z.string(), role: projectRoleSchema })),
);

/**
 * The user's role in each shared project (GET /api/shared-projects), kept on this device so that
 * the cards' marker and a viewer's notice show offline too. Membership is not part of the synced
 * data: it is read again when a screen that shows it mounts (at most every 30 s) and after the
 * user changes it (`refreshSharedProjects`).
 */
const sharedProjects = serverState<Roles>({
  name: 'trilha-shared-projects',
  fetch: async () => {
    const list = trustedBy(sharedProjectsSchema)(await apiGet<unknown>('/api/shared-projects'));
    if (!list) throw new Error('GET /api/shared-projects: unexpected answer');
    const roles: Roles = {};
    for (const { projectId, role } of list) roles[projectId] = role;
    return roles;
  },
  keep: 'device',
  parse: trustedBy(rolesSchema),
  freshFor: 30_000,
});

export async function refreshSharedProjects(userId: string): Promise<void> {
  await sharedProjects.refresh(userId);
}

/** Nothing shared (or not known yet): one object, so that readers do not re-render for nothing. */
const NONE: Roles = {};

/** projectId → the user's role, for the projects shared with or by them. */
export function useSharedProjectRoles(): Roles {
  return sharedProjects.useValue(useAuth((state) => state.user?.id ?? null)).data ?? NONE;
}

/**
 * The user's role in one project, as far as this device knows: a project shared with or by
 * them, or the role its page was drawn with by the server (before the device has asked);
 * undefined for a project of theirs alone.
 */
export function useProjectRole(projectId: string): ProjectRole | undefined {
  return useSharedProjectRoles()[projectId] ?? drawnRoleOf(projectId);
}

/**
 * A room's guest's project: a guest account is made by joining one room and is a member of that
 * room's project alone (docs/decisions/0020), with the role 'guest'. Its id; undefined while it
 * is being read; null when it could not be (offline before it was ever read, the server away).
 */
export function useGuestRoomProject(): string | null | undefined {
  const state = sharedProjects.useValue(useAuth((auth) => auth.user?.id ?? null));
  const found = Object.entries(state.data ?? NONE).find(([, role]) => role === 'guest');
  if (found) return found[0];
  return shownOf(state) === 'loading' ? undefined : null;
}
