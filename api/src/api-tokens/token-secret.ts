import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@trilha/shared';

/**
 * A new token: the recognisable prefix and 256 random bits. Only its SHA-256 is stored: with a
 * secret of that entropy a slow hash (argon2) would protect nothing more and would cost its
 * memory and time on every API request (docs/decisions/0026).
 */
export const newApiToken = (): string =>
  `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

export const hashApiToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The token of an `Authorization: Bearer …` header; undefined without one, '' when empty. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = authorization?.match(/^Bearer(?:\s+(.*))?$/i);
  return match ? (match[1] ?? '').trim() : undefined;
}
