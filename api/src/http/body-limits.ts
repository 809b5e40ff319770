import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './errors';

export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

/** A route whose bodies may be larger than the default, because they carry images. */
export interface LargeBodyRoute {
  pattern: RegExp;
  maxBytes: number;
}

const limitOf = (maxBytes: number) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      // The rest of the body is still on its way and nobody reads it: on a kept-alive
      // connection it would be taken for the next request. Closing the connection is the only
      // way the next request starts clean.
      c.header('Connection', 'close');
      throw new ApiError(
        413,
        'payload_too_large',
        `O conteúdo enviado é grande demais (máximo ${Math.round(maxBytes / 1024 / 1024)} MB).`,
      );
    },
  });

/** Caps every request body; the routes listed get their own, larger, cap. */
export function bodyLimits(largeBodyRoutes: readonly LargeBodyRoute[]): MiddlewareHandler {
  const defaultLimit = limitOf(DEFAULT_BODY_LIMIT_BYTES);
  const limits = largeBodyRoutes.map((route) => ({ ...route, limit: limitOf(route.maxBytes) }));
  return (c, next) => {
    const route = limits.find(({ pattern }) => pattern.test(c.req.path));
    return (route?.limit ?? defaultLimit)(c, next);
  };
}
