import { loginSchema, signupPayloadSchema } from '@trilha/shared';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { ApiError, conflict, unauthenticated } from '../http/errors';
import { isSecureContext } from '../http/request-info';
import { validate } from '../http/validation';
import { DuplicateUserError, findCredentialsByLogin, insertUser } from '../users/repository';
import { AuthLimits } from './auth-limits';
import { hashPassword, spendPasswordCheckTime, verifyPassword } from './passwords';
import { clearSessionCookie } from './session-cookie';
import { deleteSession } from './sessions';
import { openSession } from './sign-in';

export function authRoutes(deps: AppDeps) {
  const { sql, config } = deps;
  const limits = new AuthLimits(deps.rateLimiter, config);

  return new Hono<AppEnv>()
    .post('/signup', validate('json', signupPayloadSchema), async (c) => {
      const { password, role, email, ...profile } = c.req.valid('json');
      await limits.takeSignup(c);
      try {
        const user = await insertUser(sql, {
          ...profile,
          username: email,
          email,
          jobRole: role,
          passwordHash: await hashPassword(password),
        });
        return c.json({ user }, 201);
      } catch (error) {
        if (error instanceof DuplicateUserError) throw conflict('auth.email_taken');
        throw error;
      }
    })
    .post('/login', validate('json', loginSchema), async (c) => {
      const { username, password } = c.req.valid('json');
      // Before the password is checked: a blocked account learns nothing more.
      await limits.checkLogin(c, username);
      const credentials = await findCredentialsByLogin(sql, username.trim());
      let valid = false;
      // A room's guest has no password (docs/decisions/0020): refused like an unknown account.
      if (credentials && credentials.user.role !== 'guest')
        valid = await verifyPassword(credentials.passwordHash, password);
      else await spendPasswordCheckTime(password);
      if (!credentials || !valid) {
        await limits.recordLoginFailure(c, username);
        throw new ApiError(401, 'invalid_credentials', 'auth.invalid_credentials');
      }
      await openSession(c, deps, credentials.user.id);
      return c.json({ user: credentials.user });
    })
    .post('/logout', async (c) => {
      const token = c.get('sessionToken');
      if (token) await deleteSession(sql, token);
      clearSessionCookie(c, isSecureContext(c, config));
      return c.json({ ok: true });
    })
    .get('/me', (c) => {
      const user = c.get('user');
      if (!user) throw unauthenticated();
      return c.json({ user });
    });
}
