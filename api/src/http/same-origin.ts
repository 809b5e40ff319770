import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';
import { requestOrigin } from './request-info';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  return (length !== null && length !== '0') || headers.has('transfer-encoding');
}

/**
 * Cross-site request forgery guard for every unsafe method. Browsers always send `Origin` on
 * POST/PUT/PATCH/DELETE, so it must be present and be this app's origin. A body must be JSON
 * (no body, no content type is fine: logout): a cross-site HTML form always declares a form or
 * text type and cannot send JSON without a CORS preflight, which we never grant. (hono/csrf alone accepts JSON requests from any origin, hence this.)
 */
export function sameOriginGuard(options: {
  appOrigin: string;
  trustProxy: boolean;
}): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (
      !origin ||
      (origin !== options.appOrigin && origin !== requestOrigin(c, options.trustProxy))
    ) {
      throw new ApiError(403, 'bad_origin', 'Origem da requisição não permitida.');
    }
    const type = c.req.header('content-type');
    const json = type !== undefined && /^application\/json\b/i.test(type);
    if (!json && (type !== undefined || hasBody(c.req.raw.headers))) {
      throw new ApiError(
        415,
        'unsupported_media_type',
        'Envie os dados como JSON (application/json).',
      );
    }
    return next();
  };
}
