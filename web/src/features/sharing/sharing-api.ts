import type {
  Invitation,
  InvitationPreview,
  MemberRole,
  ProjectMember,
  ProjectRole,
} from '@trilha/shared';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api';

/** The sharing calls of the API (docs/decisions/0014). Sharing needs a connection. */

const projectPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`;

export const fetchMembers = (projectId: string) =>
  apiGet<ProjectMember[]>(`${projectPath(projectId)}/members`);

export const fetchInvitations = (projectId: string) =>
  apiGet<Invitation[]>(`${projectPath(projectId)}/invitations`);

export const createInvitation = (projectId: string, role: MemberRole) =>
  apiPost<Invitation>(`${projectPath(projectId)}/invitations`, { role });

export const revokeInvitation = (projectId: string, code: string) =>
  apiDelete<null>(`${projectPath(projectId)}/invitations/${encodeURIComponent(code)}`);

export const changeMemberRole = (projectId: string, userId: string, role: MemberRole) =>
  apiPut<{ userId: string; role: MemberRole }>(`${projectPath(projectId)}/members/${userId}`, {
    role,
  });

export const removeMember = (projectId: string, userId: string) =>
  apiDelete<null>(`${projectPath(projectId)}/members/${userId}`);

export type InvitationDetails = InvitationPreview & { currentRole: ProjectRole | null };

export const previewInvitation = (code: string) =>
  apiGet<InvitationDetails>(`/api/invitations/${encodeURIComponent(code)}`);

export const acceptInvitation = (code: string) =>
  apiPost<{ projectId: string }>(`/api/invitations/${encodeURIComponent(code)}/accept`);
