import type { MemberRole, ProjectMember, ProjectRole } from '@trilha/shared';
import type { Queryable } from '../db/connect';

/** SQL of sharing: members, roles and invitations. The rules are in routes.ts. */

export interface ProjectAccess {
  role: ProjectRole;
  ownerId: string;
  projectName: string;
}

/** The user's role in a live project, or undefined when they cannot see it (or it is gone). */
export async function findProjectAccess(
  sql: Queryable,
  projectId: string,
  userId: string,
): Promise<ProjectAccess | undefined> {
  const [row] = await sql<{ role: ProjectRole | null; ownerId: string; name: string }[]>`
    SELECT CASE WHEN p.owner_id = ${userId} THEN 'owner' ELSE m.role END AS role,
           p.owner_id, p.name
    FROM projects p
    LEFT JOIN project_members m ON m.project_id = p.id AND m.user_id = ${userId}
    WHERE p.id = ${projectId} AND p.deleted_at IS NULL`;
  if (!row?.role) return undefined;
  return { role: row.role, ownerId: row.ownerId, projectName: row.name };
}

/** The user's role in every live project of theirs that has more than one person in it. */
export async function listSharedProjects(
  sql: Queryable,
  userId: string,
): Promise<{ projectId: string; role: ProjectRole }[]> {
  return sql<{ projectId: string; role: ProjectRole }[]>`
    SELECT p.id AS project_id,
           CASE WHEN p.owner_id = ${userId} THEN 'owner' ELSE m.role END AS role
    FROM projects p
    LEFT JOIN project_members m ON m.project_id = p.id AND m.user_id = ${userId}
    WHERE p.deleted_at IS NULL
      AND (m.user_id IS NOT NULL OR (p.owner_id = ${userId}
           AND EXISTS (SELECT 1 FROM project_members x
                       WHERE x.project_id = p.id AND x.role <> 'guest')))
    ORDER BY p.id`.then((rows) => rows.map(({ projectId, role }) => ({ projectId, role })));
}

/** The owner first, then the members by name; a room's guests are listed by the room. */
export async function listMembers(sql: Queryable, projectId: string): Promise<ProjectMember[]> {
  return sql<ProjectMember[]>`
    SELECT u.id AS user_id, u.name, 'owner' AS role, 0 AS rank
    FROM projects p JOIN users u ON u.id = p.owner_id WHERE p.id = ${projectId}
    UNION ALL
    SELECT u.id, u.name, m.role, 1
    FROM project_members m JOIN users u ON u.id = m.user_id
    WHERE m.project_id = ${projectId} AND m.role <> 'guest'
    ORDER BY rank, name`.then((rows) =>
    rows.map(({ userId, name, role }) => ({ userId, name, role })),
  );
}

/** Owner plus members: what the plan's `maxUsersPerTeam` counts (a room's guests count apart). */
export async function countPeople(sql: Queryable, projectId: string): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    SELECT 1 + count(*)::int AS count FROM project_members
    WHERE project_id = ${projectId} AND role <> 'guest'`;
  return row?.count ?? 1;
}

export async function addMember(
  sql: Queryable,
  projectId: string,
  userId: string,
  role: MemberRole,
): Promise<void> {
  await sql`
    INSERT INTO project_members (project_id, user_id, role) VALUES (${projectId}, ${userId}, ${role})
    ON CONFLICT (project_id, user_id) DO NOTHING`;
}

/** True when the user was a member (the owner is not in project_members). */
export async function setMemberRole(
  sql: Queryable,
  projectId: string,
  userId: string,
  role: MemberRole,
): Promise<boolean> {
  const rows = await sql`
    UPDATE project_members SET role = ${role}
    WHERE project_id = ${projectId} AND user_id = ${userId} RETURNING user_id`;
  return rows.length > 0;
}

export async function removeMember(
  sql: Queryable,
  projectId: string,
  userId: string,
): Promise<boolean> {
  const rows = await sql`
    DELETE FROM project_members WHERE project_id = ${projectId} AND user_id = ${userId}
    RETURNING user_id`;
  return rows.length > 0;
}

export interface InvitationRow {
  code: string;
  projectId: string;
  role: MemberRole;
  expiresAt: Date;
  revokedAt: Date | null;
}

export async function insertInvitation(
  sql: Queryable,
  invitation: {
    code: string;
    projectId: string;
    role: MemberRole;
    createdBy: string;
    expiresAt: Date;
  },
): Promise<void> {
  await sql`INSERT INTO project_invitations ${sql(invitation)}`;
}

/** An invitation to a live project, with the project's name for its preview. */
export type FoundInvitation = InvitationRow & { projectName: string };

export async function findInvitation(
  sql: Queryable,
  code: string,
): Promise<FoundInvitation | undefined> {
  const [row] = await sql<FoundInvitation[]>`
    SELECT i.code, i.project_id, i.role, i.expires_at, i.revoked_at, p.name AS project_name
    FROM project_invitations i JOIN projects p ON p.id = i.project_id
    WHERE i.code = ${code} AND p.deleted_at IS NULL`;
  return row;
}

/** The invitations of a project that can still be accepted, newest first. */
export async function listActiveInvitations(
  sql: Queryable,
  projectId: string,
): Promise<InvitationRow[]> {
  return sql<InvitationRow[]>`
    SELECT code, project_id, role, expires_at, revoked_at FROM project_invitations
    WHERE project_id = ${projectId} AND revoked_at IS NULL AND expires_at > now()
    ORDER BY created_at DESC`;
}

export async function revokeInvitation(
  sql: Queryable,
  projectId: string,
  code: string,
): Promise<boolean> {
  const rows = await sql`
    UPDATE project_invitations SET revoked_at = now()
    WHERE project_id = ${projectId} AND code = ${code} AND revoked_at IS NULL RETURNING code`;
  return rows.length > 0;
}

/** What decides a user's writes: their name and account role, where they only read or are a guest. */
export interface WriterRoles {
  name: string;
  accountRole: string;
  viewerProjects: Set<string>;
  guestProjects: Set<string>;
}

/** One statement: the account and its memberships that restrict writing (viewer, guest). */
export async function loadWriterRoles(sql: Queryable, userId: string): Promise<WriterRoles> {
  const rows = await sql<
    { name: string; accountRole: string; projectId: string | null; role: string | null }[]
  >`
    SELECT u.name, u.role AS account_role, m.project_id, m.role
    FROM users u
    LEFT JOIN project_members m ON m.user_id = u.id AND m.role IN ('viewer', 'guest')
    WHERE u.id = ${userId}`;
  const roles: WriterRoles = {
    name: rows[0]?.name ?? '',
    accountRole: rows[0]?.accountRole ?? 'user',
    viewerProjects: new Set(),
    guestProjects: new Set(),
  };
  for (const { projectId, role } of rows) {
    if (!projectId) continue;
    (role === 'guest' ? roles.guestProjects : roles.viewerProjects).add(projectId);
  }
  return roles;
}

/** Everyone who sees the project: whom a change to it concerns. */
export async function projectAudience(sql: Queryable, projectId: string): Promise<string[]> {
  const rows = await sql<{ userId: string }[]>`
    SELECT owner_id AS user_id FROM projects WHERE id = ${projectId}
    UNION SELECT user_id FROM project_members WHERE project_id = ${projectId}`;
  return rows.map((row) => row.userId);
}
