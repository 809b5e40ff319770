import { adminUserCreateSchema, adminUserUpdateSchema, emailSchema } from '@trilha/shared';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { hashPassword } from '../auth/passwords';
import { currentUser, requireAdmin } from '../auth/session-middleware';
import { ApiError, conflict, forbidden, notFound } from '../http/errors';
import { idParam, validate } from '../http/validation';
import {
  ActorNotAdminError,
  DuplicateUserError,
  deleteUser,
  insertUser,
  listUsers,
  setUserRole,
  userListItem,
} from './repository';

// An administrator never changes their own role or account here: whoever is acting stays an
// administrator, so the installation always keeps at least one.
const cannotChangeSelf = (code: 'user.cannot_demote_self' | 'user.cannot_delete_self') =>
  new ApiError(400, 'cannot_change_self', code);

/** Turns a lost race (another administrator removed the actor's role) into a plain 403. */
async function forbiddenIfNoLongerAdmin<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof ActorNotAdminError) throw forbidden('error.admin_only');
    throw error;
  }
}

/** User management for administrators (the Users tab). */
export function adminUserRoutes({ sql }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', requireAdmin, async (c) => c.json(await listUsers(sql)))
    .post('/', requireAdmin, validate('json', adminUserCreateSchema), async (c) => {
      const { username, password, role } = c.req.valid('json');
      // The dialog asks for no e-mail; a username that is an address serves as one, so the
      // person can sign in with it and sees it on their profile.
      const email = emailSchema().safeParse(username);
      try {
        const user = await insertUser(
          sql,
          {
            username,
            email: email.success ? email.data : null,
            name: username,
            passwordHash: await hashPassword(password),
          },
          role,
        );
        return c.json(userListItem(user), 201);
      } catch (error) {
        if (error instanceof DuplicateUserError) throw conflict('user.username_taken');
        throw error;
      }
    })
    .put('/:id', requireAdmin, idParam, validate('json', adminUserUpdateSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { role } = c.req.valid('json');
      const me = currentUser(c);
      if (id === me.id && role !== 'admin') throw cannotChangeSelf('user.cannot_demote_self');
      const user = await forbiddenIfNoLongerAdmin(() => setUserRole(sql, me.id, id, role));
      if (!user) throw notFound('not_found.users');
      return c.json(user);
    })
    .delete('/:id', requireAdmin, idParam, async (c) => {
      const { id } = c.req.valid('param');
      const me = currentUser(c);
      if (id === me.id) throw cannotChangeSelf('user.cannot_delete_self');
      const deleted = await forbiddenIfNoLongerAdmin(() => deleteUser(sql, me.id, id));
      if (!deleted) throw notFound('not_found.users');
      return c.json({ ok: true });
    });
}
