import { loginSchema, signupPayloadSchema } from '@trilha/shared';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { ApiError, conflict, unauthenticated } from '../http/errors';
import { clientAddress, isHttps } from '../http/request-info';
import { validate } from '../http/validation';
import { DuplicateUserError, findCredentialsByLogin, insertUser } from '../users/repository';
import { hashPassword, spendPasswordCheckTime, verifyPassword } from './passwords';
import { clearSessionCookie, writeSessionCookie } from './session-cookie';
import { createSession, deleteSession } from './sessions';

/** One message for every failed sign-in: it must not tell which of the two was wrong. */
export const INVALID_CREDENTIALS = 'Usuário ou senha inválidos.';
export const EMAIL_TAKEN = 'Este email já está cadastrado. Entre com ele ou use outro email.';

export function authRoutes(deps: AppDeps) {
  const { sql, config, loginThrottle } = deps;
  const ttlMs = config.sessionTtlDays * 24 * 60 * 60 * 1000;

  return new Hono<AppEnv>()
    .post('/signup', validate('json', signupPayloadSchema), async (c) => {
      const { password, role, email, ...profile } = c.req.valid('json');
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
        if (error instanceof DuplicateUserError) throw conflict(EMAIL_TAKEN);
        throw error;
      }
    })
    .post('/login', async (c, next) => {
      // Checked before the body is even read: a blocked address learns nothing more.
      const wait = loginThrottle.retryAfterSeconds(clientAddress(c, config.trustProxy));
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        throw new ApiError(
          429,
          'too_many_attempts',
          `Muitas tentativas de login. Tente novamente em ${Math.ceil(wait / 60)} minuto(s).`,
        );
      }
      await next();
    })
    .post('/login', validate('json', loginSchema), async (c) => {
      const { username, password } = c.req.valid('json');
      const credentials = await findCredentialsByLogin(sql, username.trim());
      let valid = false;
      if (credentials) valid = await verifyPassword(credentials.passwordHash, password);
      else await spendPasswordCheckTime(password);
      if (!credentials || !valid) {
        loginThrottle.recordFailure(clientAddress(c, config.trustProxy));
        throw new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS);
      }
      const token = await createSession(sql, credentials.user.id, config.sessionTtlDays);
      writeSessionCookie(c, token, new Date(Date.now() + ttlMs), isHttps(c, config.trustProxy));
      return c.json({ user: credentials.user });
    })
    .post('/logout', async (c) => {
      const token = c.get('sessionToken');
      if (token) await deleteSession(sql, token);
      clearSessionCookie(c, isHttps(c, config.trustProxy));
      return c.json({ ok: true });
    })
    .get('/me', (c) => {
      const user = c.get('user');
      if (!user) throw unauthenticated();
      return c.json({ user });
    });
}
