import { message } from '@trilha/shared';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './errors';

export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

/** A route whose bodies may be larger than the default, because they carry images. */
export interface LargeBodyRoute {
  pattern: RegExp;
  maxBytes: number;
}

const KB = 1024;
const MB = 1024 * KB;
const sizeInWords = (bytes: number) =>
  bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / KB)} KB`;

/** Refuses a body over `maxBytes` with a 413 that names the cap (errors.ts closes its connection). */
export const bodyLimitOf = (maxBytes: number) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(
        413,
        'payload_too_large',
        message('error.payload_too_large_max', { max: sizeInWords(maxBytes) }),
      );
    },
  });

/** Caps every request body; the routes listed get their own, larger, cap. */
export function bodyLimits(largeBodyRoutes: readonly LargeBodyRoute[]): MiddlewareHandler {
  const defaultLimit = bodyLimitOf(DEFAULT_BODY_LIMIT_BYTES);
  const limits = largeBodyRoutes.map((route) => ({ ...route, limit: bodyLimitOf(route.maxBytes) }));
  return (c, next) => {
    const route = limits.find(({ pattern }) => pattern.test(c.req.path));
    return (route?.limit ?? defaultLimit)(c, next);
  };
}
