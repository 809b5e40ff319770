import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';
import { isSecureContext } from './request-info';

/**
 * Security headers with a strict Content Security Policy: everything from our own origin.
 * Styles allow 'unsafe-inline' because Mantine and React set style attributes at run time;
 * images allow data: and blob: for profile photos and prototype pictures kept offline, and
 * any https: address, since a persona's avatar may be an image's address (spec: "avatar (image
 * URL)"), which the policy refused until then. Scripts stay our own, so an image request
 * cannot be made to carry what a script read.
 */
const baseHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginEmbedderPolicy: false,
  // Set below, only where it means something.
  strictTransportSecurity: false,
});

const HSTS = 'max-age=15552000; includeSubDomains';

/**
 * The headers above, plus HSTS only over https: over plain http it is meaningless, and on
 * http://localhost it would be a promise the app cannot keep.
 */
export function securityHeaders(config: Pick<Config, 'appUrl' | 'trustProxy'>): MiddlewareHandler {
  return async (c, next) => {
    await baseHeaders(c, next);
    if (isSecureContext(c, config)) c.header('Strict-Transport-Security', HSTS);
  };
}
