import {
  changeMemberRoleSchema,
  createInvitationSchema,
  type Invitation,
  type InvitationPreview,
} from '@trilha/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env';
import { currentUser, requireUser } from '../auth/session-middleware';
import type { Config } from '../config';
import type { Sql } from '../db/connect';
import { inTransaction } from '../db/transaction';
import { ApiError, forbidden, notFound } from '../http/errors';
import { paramsOrNotFound, validate } from '../http/validation';
import { pokeProjects } from '../live/pokes';
import { INVITATION_CODE_PATTERN, invitationExpiry, newInvitationCode } from './invitation-code';
import { assertCollaborationAllowed, assertRoomForOneMore } from './plan-gate';
import {
  addMember,
  type FoundInvitation,
  findInvitation,
  findProjectAccess,
  type InvitationRow,
  insertInvitation,
  listActiveInvitations,
  listMembers,
  listSharedProjects,
  removeMember,
  revokeInvitation,
  setMemberRole,
} from './repository';

/** Path parameters as text: a value that is not a UUID is checked where it is used (404). */
const projectParam = validate('param', z.object({ id: z.string() }));
/** A `:code` not shaped like an invitation code cannot name one: 404 before any query. */
const invitationCode = z.string().regex(INVITATION_CODE_PATTERN);
const invitationParam = paramsOrNotFound(
  z.object({ id: z.string(), code: invitationCode }),
  'not_found.invitations',
);
const codeParam = paramsOrNotFound(z.object({ code: invitationCode }), 'not_found.invitations');
const memberParam = validate('param', z.object({ id: z.string(), userId: z.string() }));
const assertUuid = (value: string) => {
  if (!z.uuid().safeParse(value).success) throw notFound('not_found.projects');
};

/** The user's role in the project; 404 when they cannot see it, 403 when not its owner. */
async function requireOwner(sql: Sql, projectId: string, userId: string) {
  assertUuid(projectId);
  const access = await findProjectAccess(sql, projectId, userId);
  if (!access) throw notFound('not_found.projects');
  if (access.role !== 'owner') throw forbidden('sharing.owner_only');
  return access;
}

const toInvitation = (config: Config, row: InvitationRow): Invitation => ({
  code: row.code,
  url: new URL(`/invite/${row.code}`, config.appUrl).toString(),
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
});

/** An invitation that can still be accepted; 404 when unknown or revoked, 410 when expired. */
async function usableInvitation(sql: Sql, code: string): Promise<FoundInvitation> {
  const invitation = await findInvitation(sql, code);
  if (!invitation || invitation.revokedAt) throw notFound('not_found.invitations');
  if (invitation.expiresAt.getTime() <= Date.now()) {
    throw new ApiError(410, 'invitation_expired', 'sharing.invitation_expired');
  }
  return invitation;
}

/** Members, roles and invitations of a project (docs/decisions/0014). */
export function sharingRoutes({ sql, config }: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use('/projects/:id/invitations', requireUser)
      .use('/projects/:id/invitations/*', requireUser)
      .use('/projects/:id/members', requireUser)
      .use('/projects/:id/members/*', requireUser)
      .use('/invitations/*', requireUser)
      .use('/shared-projects', requireUser)

      // The user's shared projects and role in each: the cards' marker, the viewer's notice.
      .get('/shared-projects', async (c) =>
        c.json(await listSharedProjects(sql, currentUser(c).id)),
      )

      .post(
        '/projects/:id/invitations',
        projectParam,
        validate('json', createInvitationSchema),
        async (c) => {
          const { id } = c.req.valid('param');
          const user = currentUser(c);
          const access = await requireOwner(sql, id, user.id);
          await assertCollaborationAllowed(sql, access.ownerId);
          const row = {
            code: newInvitationCode(),
            projectId: id,
            role: c.req.valid('json').role,
            createdBy: user.id,
            expiresAt: invitationExpiry(new Date()),
          };
          await insertInvitation(sql, row);
          return c.json(toInvitation(config, { ...row, revokedAt: null }), 201);
        },
      )
      .get('/projects/:id/invitations', projectParam, async (c) => {
        const { id } = c.req.valid('param');
        await requireOwner(sql, id, currentUser(c).id);
        const rows = await listActiveInvitations(sql, id);
        return c.json(rows.map((row) => toInvitation(config, row)));
      })
      .delete('/projects/:id/invitations/:code', invitationParam, async (c) => {
        const { id, code } = c.req.valid('param');
        await requireOwner(sql, id, currentUser(c).id);
        if (!(await revokeInvitation(sql, id, code))) throw notFound('not_found.invitations');
        return c.body(null, 204);
      })

      .get('/invitations/:code', codeParam, async (c) => {
        const invitation = await usableInvitation(sql, c.req.valid('param').code);
        const access = await findProjectAccess(sql, invitation.projectId, currentUser(c).id);
        const preview: InvitationPreview & { currentRole: string | null } = {
          projectId: invitation.projectId,
          projectName: invitation.projectName,
          role: invitation.role,
          expiresAt: invitation.expiresAt.toISOString(),
          currentRole: access?.role ?? null,
        };
        return c.json(preview);
      })
      .post('/invitations/:code/accept', codeParam, async (c) => {
        const invitation = await usableInvitation(sql, c.req.valid('param').code);
        const { projectId } = invitation;
        const userId = currentUser(c).id;
        // Someone already in the project keeps their role: a link never demotes nor promotes.
        if (await findProjectAccess(sql, projectId, userId)) return c.json({ projectId });
        await inTransaction(sql, async (tx) => {
          // Serialises two people joining at once against the team limit.
          const [project] = await tx<{ ownerId: string }[]>`
            SELECT owner_id FROM projects WHERE id = ${projectId} FOR UPDATE`;
          if (!project) throw notFound('not_found.invitations');
          await assertRoomForOneMore(tx, project.ownerId, projectId);
          await addMember(tx, projectId, userId, invitation.role);
        });
        await pokeProjects(sql, [projectId]);
        return c.json({ projectId });
      })

      .get('/projects/:id/members', projectParam, async (c) => {
        const { id } = c.req.valid('param');
        assertUuid(id);
        if (!(await findProjectAccess(sql, id, currentUser(c).id)))
          throw notFound('not_found.projects');
        return c.json(await listMembers(sql, id));
      })
      .put(
        '/projects/:id/members/:userId',
        memberParam,
        validate('json', changeMemberRoleSchema),
        async (c) => {
          const { id, userId } = c.req.valid('param');
          const access = await requireOwner(sql, id, currentUser(c).id);
          if (userId === access.ownerId) {
            throw new ApiError(409, 'conflict', 'sharing.owner_role_fixed');
          }
          assertUuid(userId);
          if (!(await setMemberRole(sql, id, userId, c.req.valid('json').role)))
            throw notFound('not_found.members');
          await pokeProjects(sql, [id]);
          return c.json({ userId, role: c.req.valid('json').role });
        },
      )
      .delete('/projects/:id/members/:userId', memberParam, async (c) => {
        const { id, userId } = c.req.valid('param');
        assertUuid(id);
        const me = currentUser(c).id;
        const access = await findProjectAccess(sql, id, me);
        if (!access) throw notFound('not_found.projects');
        if (userId !== me && access.role !== 'owner') {
          throw forbidden('sharing.owner_only');
        }
        if (userId === access.ownerId) {
          throw new ApiError(409, 'conflict', 'sharing.owner_cannot_leave');
        }
        if (!z.uuid().safeParse(userId).success || !(await removeMember(sql, id, userId)))
          throw notFound('not_found.members');
        // The removed member's devices hear it too, pull, and drop the project.
        await pokeProjects(sql, [{ projectId: id, userIds: [userId] }]);
        return c.body(null, 204);
      })
  );
}
