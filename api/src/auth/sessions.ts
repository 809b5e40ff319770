import { createHash, randomBytes } from 'node:crypto';
import type { User } from '@trilha/shared';
import type { Queryable, Sql } from '../db/connect';
import { findSessionUser } from '../users/repository';
import type { KeptSessions } from './kept-sessions';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new session token (256 random bits) for the cookie; only its hash is stored. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');
export const hashSessionToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export async function createSession(sql: Sql, userId: string, ttlDays: number): Promise<string> {
  return createSessionUntil(sql, userId, new Date(Date.now() + ttlDays * DAY_MS));
}

/** A session that ends at `expiresAt` (a room's guest: when the room does). */
export async function createSessionUntil(
  sql: Queryable,
  userId: string,
  expiresAt: Date,
): Promise<string> {
  const token = newSessionToken();
  await sql`
    INSERT INTO sessions (token_hash, user_id, expires_at)
    VALUES (${hashSessionToken(token)}, ${userId}, ${expiresAt})`;
  return token;
}

export interface SessionRecord {
  userId: string;
  expiresAt: Date;
}

/**
 * The live session of a token and its user, or undefined when either is gone; from `kept` when
 * it holds the answer (a few seconds old at most, see KeptSessions).
 */
export async function findSignedIn(
  sql: Sql,
  token: string | undefined,
  kept?: KeptSessions,
): Promise<{ session: SessionRecord; user: User } | undefined> {
  if (!token) return undefined;
  const tokenHash = hashSessionToken(token);
  const read = () => findSessionUser(sql, tokenHash);
  const found = await (kept ? kept.find(tokenHash, read) : read());
  if (!found) return undefined;
  return {
    session: { userId: found.user.id, expiresAt: found.sessionExpiresAt },
    user: found.user,
  };
}

/**
 * Sliding expiry: a session in use is pushed forward, at most once a day so that ordinary
 * requests do not each write to the database. Returns the new expiry when it moved.
 */
export async function extendSessionIfDue(
  sql: Sql,
  token: string,
  session: SessionRecord,
  ttlDays: number,
): Promise<Date | undefined> {
  const fullExpiry = Date.now() + ttlDays * DAY_MS;
  if (fullExpiry - session.expiresAt.getTime() < DAY_MS) return undefined;
  const expiresAt = new Date(fullExpiry);
  await sql`UPDATE sessions SET expires_at = ${expiresAt} WHERE token_hash = ${hashSessionToken(token)}`;
  return expiresAt;
}

export async function deleteSession(sql: Sql, token: string): Promise<void> {
  await sql`DELETE FROM sessions WHERE token_hash = ${hashSessionToken(token)}`;
}

export async function deleteUserSessions(sql: Sql, userId: string): Promise<void> {
  await sql`DELETE FROM sessions WHERE user_id = ${userId}`;
}
