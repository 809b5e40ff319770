import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './errors';

export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;
/** A 5 MB photo is about 6.7 MB once base64-encoded in a data URL, plus the other fields. */
export const PROFILE_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

const tooLarge = (limit: number) => () => {
  throw new ApiError(
    413,
    'payload_too_large',
    `O conteúdo enviado é grande demais (máximo ${Math.round(limit / 1024 / 1024)} MB).`,
  );
};

/** Caps every request body; routes that carry images get the larger limit. */
export function bodyLimits(largeBodyPaths: readonly string[]): MiddlewareHandler {
  const small = bodyLimit({
    maxSize: DEFAULT_BODY_LIMIT_BYTES,
    onError: tooLarge(DEFAULT_BODY_LIMIT_BYTES),
  });
  const large = bodyLimit({
    maxSize: PROFILE_BODY_LIMIT_BYTES,
    onError: tooLarge(PROFILE_BODY_LIMIT_BYTES),
  });
  return (c, next) => (largeBodyPaths.includes(c.req.path) ? large(c, next) : small(c, next));
}
