import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { forbidden, unauthenticated } from '../http/errors';
import { isSecureContext } from '../http/request-info';
import { keptSessionsOf } from './kept-sessions';
import { readSessionCookie, writeSessionCookie } from './session-cookie';
import { extendSessionIfDue, findSignedIn } from './sessions';

/** The signed-in user of a request's session cookie, or null (for pages, see webApp). */
export async function sessionUser({ sql }: Pick<AppDeps, 'sql'>, c: Context) {
  return (await findSignedIn(sql, readSessionCookie(c)))?.user ?? null;
}

/**
 * The calls that may take a session's answer a few seconds old (KeptSessions): the room's sync
 * traffic, where each note wakes every device's pull. Every other call (signing out, the
 * profile, billing, administration…) reads its session, so it sees its own changes at once.
 */
const KEPT_SESSION_PATHS = new Set(['/api/sync/pull', '/api/sync/push', '/api/sync/events']);

/** Resolves the session cookie to the signed-in user (or null) for every API request. */
export function loadSession({ sql, config }: AppDeps): MiddlewareHandler<AppEnv> {
  const kept = keptSessionsOf(sql, config);
  return async (c, next) => {
    c.set('user', null);
    c.set('sessionToken', null);
    const token = readSessionCookie(c);
    const signedIn = await findSignedIn(
      sql,
      token,
      KEPT_SESSION_PATHS.has(c.req.path) ? kept : undefined,
    );
    if (token && signedIn) {
      c.set('user', signedIn.user);
      c.set('sessionToken', token);
      const { session, user } = signedIn;
      // A guest's session ends with their room (docs/decisions/0020): it never slides.
      const extended =
        user.role === 'guest'
          ? undefined
          : await extendSessionIfDue(sql, token, session, config.sessionTtlDays);
      if (extended) writeSessionCookie(c, token, extended, isSecureContext(c, config));
    }
    await next();
  };
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw unauthenticated();
  await next();
};

/** Refuses a room's guest (docs/decisions/0020): what only accounts may do (AI, billing…). */
export const refuseGuests: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('user')?.role === 'guest') throw forbidden('room.guest_not_allowed');
  await next();
};

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  if (user.role !== 'admin') throw forbidden('error.admin_only');
  await next();
};

/** The signed-in user inside a handler behind requireUser. */
export function currentUser(c: { get(key: 'user'): AppEnv['Variables']['user'] }) {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  return user;
}
