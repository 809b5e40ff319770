import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SIGN_IN_TTL_MS } from './pending-sign-ins';

/**
 * The state of this browser's sign-in on its way to the provider. The callback must carry the
 * same state: an answer started in another browser (a link an attacker sends, to sign the victim
 * in to the attacker's account) is refused. HttpOnly, and SameSite=Lax, which a top-level
 * redirect back from the provider still sends; only the SSO routes see it.
 */
const STATE_COOKIE = 'trilha_sso_state';
const COOKIE_PATH = '/api/auth/oidc';

export function writeStateCookie(c: Context, state: string, secure: boolean): void {
  setCookie(c, STATE_COOKIE, state, {
    httpOnly: true,
    sameSite: 'Lax',
    path: COOKIE_PATH,
    secure,
    maxAge: SIGN_IN_TTL_MS / 1000,
  });
}

/** Reads and removes the cookie: it serves one callback. */
export function takeStateCookie(c: Context, secure: boolean): string | undefined {
  const state = getCookie(c, STATE_COOKIE);
  if (state !== undefined) deleteCookie(c, STATE_COOKIE, { path: COOKIE_PATH, secure });
  return state;
}
