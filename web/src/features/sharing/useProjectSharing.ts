import type { Invitation, MemberRole, ProjectMember } from '@trilha/shared';
import { useCallback, useEffect, useState } from 'react';
import { isNetworkError } from '../../lib/api';
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

/**
 * The members and active invitations of a project, read from the server while the dialog is
 * open (sharing needs a connection), and the owner's actions on them, each followed by a reload.
 */
export function useProjectSharing(projectId: string, userId: string | undefined, active: boolean) {
  const [state, setState] = useState<SharingState>({ status: 'loading' });

  const load = useCallback(async () => {
    try {
      const members = await fetchMembers(projectId);
      const isOwner = members.some((member) => member.userId === userId && member.role === 'owner');
      const invitations = isOwner ? await fetchInvitations(projectId) : [];
      setState({ status: 'ready', members, invitations, isOwner });
    } catch (error) {
      setState({ status: isNetworkError(error) ? 'offline' : 'error' });
    }
  }, [projectId, userId]);

  // Read again after each sync while open: a sync follows the server's poke when someone joins,
  // leaves or changes role, so the list stays current without a reload.
  const lastSyncAt = useSyncStatus((status) => status.lastSyncAt);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `lastSyncAt` is the reload trigger.
  useEffect(() => {
    if (active) void load();
    else setState({ status: 'loading' });
  }, [active, load, lastSyncAt]);

  const then =
    <A extends unknown[], R>(action: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await action(...args);
      await load();
      // The cards' marker and the viewer's notice follow the change.
      if (userId) void refreshSharedProjects(userId);
      return result;
    };

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
