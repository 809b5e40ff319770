import type { ApiToken, ApiTokenScope, CreateApiTokenInput, CreatedApiToken } from '@trilha/shared';
import { v7 as uuidv7 } from 'uuid';
import type { Sql } from '../db/connect';
import { hashApiToken, newApiToken } from './token-secret';

interface ApiTokenRow {
  id: string;
  name: string;
  scopes: ApiTokenScope[];
  createdAt: Date;
  lastUsedAt: Date | null;
}

const toApiToken = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Makes a token for `userId`; the answer is the only place its secret ever appears. */
export async function createApiToken(
  sql: Sql,
  userId: string,
  { name, scopes }: CreateApiTokenInput,
): Promise<CreatedApiToken> {
  const token = newApiToken();
  // Always in the same order, each once, whatever the request sent.
  const ordered = (['read', 'write'] as const).filter((scope) => scopes.includes(scope));
  const [row] = await sql<ApiTokenRow[]>`
    INSERT INTO api_tokens (id, user_id, name, scopes, token_hash)
    VALUES (${uuidv7()}, ${userId}, ${name}, ${ordered}, ${hashApiToken(token)})
    RETURNING id, name, scopes, created_at`;
  const created = row as ApiTokenRow;
  return {
    id: created.id,
    name: created.name,
    scopes: created.scopes,
    createdAt: created.createdAt.toISOString(),
    token,
  };
}

export async function listApiTokens(sql: Sql, userId: string): Promise<ApiToken[]> {
  const rows = await sql<ApiTokenRow[]>`
    SELECT id, name, scopes, created_at, last_used_at FROM api_tokens
    WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC`;
  return rows.map(toApiToken);
}

/** Revokes one of the user's tokens; false when it is not theirs or not there. */
export async function deleteApiToken(sql: Sql, userId: string, id: string): Promise<boolean> {
  const deleted = await sql`DELETE FROM api_tokens WHERE id = ${id} AND user_id = ${userId}`;
  return deleted.count > 0;
}

/** The owner and scopes of a live token, from its secret; undefined when unknown or revoked. */
export async function findApiToken(
  sql: Sql,
  token: string,
): Promise<{ id: string; userId: string; scopes: ApiTokenScope[] } | undefined> {
  const [row] = await sql<{ id: string; userId: string; scopes: ApiTokenScope[] }[]>`
    SELECT id, user_id, scopes FROM api_tokens WHERE token_hash = ${hashApiToken(token)}`;
  return row;
}

/**
 * Notes that a token was used, at most once a minute: the list shows when it was last used
 * without every API request being a write (the session's sliding expiry does the same).
 */
export async function touchApiToken(sql: Sql, id: string): Promise<void> {
  await sql`
    UPDATE api_tokens SET last_used_at = now()
    WHERE id = ${id} AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`;
}
