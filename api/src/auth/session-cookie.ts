import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'trilha_session';

export const readSessionCookie = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE);

/** HttpOnly (no script can read it), SameSite=Lax, Path=/, Secure when served over https. */
export function writeSessionCookie(
  c: Context,
  token: string,
  expiresAt: Date,
  secure: boolean,
): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
}
