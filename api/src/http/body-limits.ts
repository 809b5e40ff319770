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

/**
 * Caps every request body; the routes listed get their own, larger, cap.
 *
 * A request that says its length is judged on its headers alone, and one with neither a length
 * nor chunked encoding has no body (RFC 9112, 6.3); only a chunked body is counted as it is
 * read. Hono's middleware asks the request for its body stream first, and on Node that turns
 * the light request into a full WHATWG one (a stream, an AbortSignal): 4–5 % of an API
 * process's CPU under a room's pulls, which have no body at all (issue 34).
 */
export function bodyLimits(largeBodyRoutes: readonly LargeBodyRoute[]): MiddlewareHandler {
  const limitOf = (maxBytes: number) => ({ maxBytes, counting: bodyLimitOf(maxBytes) });
  const defaultLimit = limitOf(DEFAULT_BODY_LIMIT_BYTES);
  const limits = largeBodyRoutes.map((route) => ({ ...route, ...limitOf(route.maxBytes) }));
  return (c, next) => {
    const limit = limits.find(({ pattern }) => pattern.test(c.req.path)) ?? defaultLimit;
    if (c.req.header('transfer-encoding') !== undefined) return limit.counting(c, next);
    const length = c.req.header('content-length');
    if (length === undefined) return next();
    // A length that is not a number is refused by Node's parser before it gets here.
    if (Number(length) > limit.maxBytes) return limit.counting(c, next);
    return next();
  };
}
