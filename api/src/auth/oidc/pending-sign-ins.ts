import type { Sql } from '../../db/connect';
import type { PendingSignIn } from './oidc-client';

/** How long the person may take at the provider's sign-in page. */
export const SIGN_IN_TTL_MS = 10 * 60 * 1000;

/**
 * Keeps a sign-in on its way to the provider (and sweeps those that never came back), with the
 * page to land on once it is back (a path of this site, or null).
 */
export async function rememberSignIn(
  sql: Sql,
  pending: PendingSignIn,
  returnPath: string | null,
): Promise<void> {
  await sql`DELETE FROM oidc_sign_ins WHERE expires_at < now()`;
  const expiresAt = new Date(Date.now() + SIGN_IN_TTL_MS);
  await sql`INSERT INTO oidc_sign_ins ${sql({ ...pending, expiresAt, returnPath })}`;
}

/**
 * The sign-in of `state`, taken out so that no second callback can use it (a replayed answer of
 * the provider); undefined when unknown, used or expired.
 */
export async function takeSignIn(
  sql: Sql,
  state: string,
): Promise<{ pending: PendingSignIn; returnPath: string | null } | undefined> {
  const [row] = await sql<(PendingSignIn & { expiresAt: Date; returnPath: string | null })[]>`
    DELETE FROM oidc_sign_ins WHERE state = ${state}
    RETURNING state, nonce, code_verifier, expires_at, return_path`;
  if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
  return {
    pending: { state: row.state, nonce: row.nonce, codeVerifier: row.codeVerifier },
    returnPath: row.returnPath,
  };
}
