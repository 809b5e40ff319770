import type { Invitation, MemberRole, ProjectMember } from '@trilha/shared';
import { useEffect } from 'react';
import { isNetworkError } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import { serverState } from '../../lib/server-state';
import { refreshSharedProjects } from '../../project-data/shared-projects';
import { useSyncStatus } from '../../project-data/useSyncStatus';
import {
  changeMemberRole,
  createInvitation,
  fetchInvitations,
  fetchMembers,
  removeMember,
  revokeInvitation,
} from './sharing-api';

export type SharingState =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'error' }
  | { status: 'ready'; members: ProjectMember[]; invitations: Invitation[]; isOwner: boolean };

type Sharing = { members: ProjectMember[]; invitations: Invitation[] };

/** A project's members and, for its owner, its active invitations; in memory while shown. */
const sharing = serverState<Sharing>({
  name: 'sharing',
  fetch: async (projectId) => {
    const members = await fetchMembers(projectId);
    const userId = useAuth.getState().user?.id;
    const owner = members.some((member) => member.userId === userId && member.role === 'owner');
    return { members, invitations: owner ? await fetchInvitations(projectId) : [] };
  },
});

/**
 * The members and active invitations of a project, read from the server while the dialog is
 * open (sharing needs a connection), and the owner's actions on them, each followed by a reload.
 */
export function useProjectSharing(projectId: string, userId: string | undefined, active: boolean) {
  const { data, error } = sharing.useValue(active ? projectId : null);

  // Read again after each sync while open: a sync follows the server's poke when someone joins,
  // leaves or changes role, so the list stays current without a reload.
  const lastSyncAt = useSyncStatus((status) => status.lastSyncAt);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `lastSyncAt` is the reload trigger.
  useEffect(() => {
    if (active && lastSyncAt) sharing.invalidate(projectId);
  }, [lastSyncAt]);

  const then =
    <A extends unknown[], R>(action: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await action(...args);
      await sharing.refresh(projectId);
      // The cards' marker and the viewer's notice follow the change.
      if (userId) void refreshSharedProjects(userId);
      return result;
    };

  const state: SharingState =
    error !== undefined
      ? { status: isNetworkError(error) ? 'offline' : 'error' }
      : data
        ? {
            status: 'ready',
            ...data,
            isOwner: data.members.some((m) => m.userId === userId && m.role === 'owner'),
          }
        : { status: 'loading' };

  return {
    state,
    invite: then((role: MemberRole) => createInvitation(projectId, role)),
    revoke: then((code: string) => revokeInvitation(projectId, code)),
    changeRole: then((memberId: string, role: MemberRole) =>
      changeMemberRole(projectId, memberId, role),
    ),
    remove: then((memberId: string) => removeMember(projectId, memberId)),
  };
}
