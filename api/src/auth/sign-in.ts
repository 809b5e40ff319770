import type { Context } from 'hono';
import type { AppDeps } from '../app-env';
import { isSecureContext } from '../http/request-info';
import { writeSessionCookie } from './session-cookie';
import { createSession } from './sessions';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Signs the account in on this browser: a new session and its cookie (password or SSO alike). */
export async function openSession(
  c: Context,
  { sql, config }: Pick<AppDeps, 'sql' | 'config'>,
  userId: string,
): Promise<void> {
  const token = await createSession(sql, userId, config.sessionTtlDays);
  const expiresAt = new Date(Date.now() + config.sessionTtlDays * DAY_MS);
  writeSessionCookie(c, token, expiresAt, isSecureContext(c, config));
}
