import { z } from 'zod';
import { deferred } from './deferred';

/**
 * Who may do what in a project: the owner everything; an editor writes; a viewer only reads; a
 * room's guest reads and adds their own notes, votes and dots (docs/decisions/0020). A guest is
 * made by joining a room, never by an invitation or the owner: MemberRole below leaves it out,
 * so the sharing screens cannot offer it.
 */
export const PROJECT_ROLES = ['owner', 'editor', 'viewer', 'guest'] as const;
export const projectRoleSchema = deferred(() => z.enum(PROJECT_ROLES));
export type ProjectRole = z.infer<typeof projectRoleSchema>;

/** The roles an invitation or the owner can give: there is one owner, never invited. */
export const memberRoleSchema = deferred(() =>
  z.enum(['editor', 'viewer'], {
    error: 'validation.member_role_invalid',
  }),
);
export type MemberRole = z.infer<typeof memberRoleSchema>;

export const createInvitationSchema = deferred(() => z.object({ role: memberRoleSchema }));
export const changeMemberRoleSchema = deferred(() => z.object({ role: memberRoleSchema }));

/** An invitation as its creator sees it; `url` opens `/invite/{code}` in the app. */
export const invitationSchema = deferred(() =>
  z.object({
    code: z.string(),
    url: z.string(),
    role: memberRoleSchema,
    expiresAt: z.string(),
  }),
);
export type Invitation = z.infer<typeof invitationSchema>;

/** What someone opening an invitation link sees before accepting it. */
export const invitationPreviewSchema = deferred(() =>
  z.object({
    projectId: z.string(),
    projectName: z.string(),
    role: memberRoleSchema,
    expiresAt: z.string(),
  }),
);
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const projectMemberSchema = deferred(() =>
  z.object({
    userId: z.string(),
    name: z.string(),
    role: projectRoleSchema,
  }),
);
export type ProjectMember = z.infer<typeof projectMemberSchema>;

/** Invitations expire after this many days unless revoked earlier. */
export const INVITATION_TTL_DAYS = 7;
