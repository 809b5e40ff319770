import { profileUpdateSchema } from '@trilha/shared';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { currentUser, requireUser } from '../auth/session-middleware';
import { conflict, unauthenticated } from '../http/errors';
import { validate } from '../http/validation';
import { DuplicateUserError, toProfile, updateProfile } from './repository';

/**
 * The signed-in user's own profile ('Meu Perfil'). Mount it before the administrators' /:id
 * routes of /api/users, or `PUT /api/users/profile` would be taken for a user id.
 */
export function profileRoutes({ sql }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', requireUser, (c) => c.json(toProfile(currentUser(c))))
    .put('/', requireUser, validate('json', profileUpdateSchema), async (c) => {
      // Only the profile fields survive validation: role, username, password, billing or an id
      // in the body are dropped, never written.
      const profile = c.req.valid('json');
      try {
        const user = await updateProfile(sql, currentUser(c).id, profile);
        // Deleted by an administrator between the session check and now.
        if (!user) throw unauthenticated();
        return c.json(toProfile(user));
      } catch (error) {
        if (error instanceof DuplicateUserError) throw conflict('profile.email_taken');
        throw error;
      }
    });
}
