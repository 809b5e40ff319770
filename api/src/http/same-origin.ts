import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import { ApiError } from './errors';
import type { OwnAddresses } from './own-addresses';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  return (length !== null && length !== '0') || headers.has('transfer-encoding');
}

/**
 * The origins allowed to make changes: APP_URL's, the same address through any loopback name
 * (someone opening http://127.0.0.1:3000 when APP_URL says localhost), and ALLOWED_ORIGINS;
 * the guard adds this machine's own addresses (OwnAddresses: a phone on the laptop's hotspot
 * opens http://192.168.137.1:3000). Never anything taken from the request: its Host header is
 * the attacker's to choose (DNS rebinding points evil.example at our address, and its pages
 * then send Origin: evil.example).
 */
export function allowedOrigins(config: Pick<Config, 'appUrl' | 'allowedOrigins'>): Set<string> {
  const { protocol, port } = config.appUrl;
  const loopbacks = LOOPBACK_HOSTS.map((host) => `${protocol}//${host}${port ? `:${port}` : ''}`);
  return new Set([config.appUrl.origin, ...loopbacks, ...config.allowedOrigins]);
}

/**
 * Cross-site request forgery guard for every unsafe method. Browsers always send `Origin` on
 * POST/PUT/PATCH/DELETE, so it must be present and be one of ours. A body must be JSON (no
 * body, no content type is fine: logout): a cross-site HTML form always declares a form or text
 * type and cannot send JSON without a CORS preflight, which we never grant. (hono/csrf alone
 * accepts JSON requests from any origin, hence this.)
 */
export function sameOriginGuard(
  config: Pick<Config, 'appUrl' | 'allowedOrigins'>,
  own?: Pick<OwnAddresses, 'origins'>,
): MiddlewareHandler {
  const allowed = allowedOrigins(config);
  const isAllowed = (origin: string) => allowed.has(origin) || own?.origins().has(origin) === true;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (!origin || !isAllowed(origin.toLowerCase())) {
      throw new ApiError(403, 'bad_origin', 'error.bad_origin');
    }
    const type = c.req.header('content-type');
    const json = type !== undefined && /^application\/json\b/i.test(type);
    if (!json && (type !== undefined || hasBody(c.req.raw.headers))) {
      throw new ApiError(415, 'unsupported_media_type', 'error.unsupported_media_type');
    }
    return next();
  };
}
