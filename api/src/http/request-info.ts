import type { Context } from 'hono';
import type { Config } from '../config';

/**
 * The entry of a comma-separated X-Forwarded-* header written by the outermost of our `hops`
 * proxies. Each proxy appends what it saw, so the last `hops` entries are ours and anything to
 * their left is whatever the client chose to write: never read from the left.
 */
function trustedForwardedEntry(header: string | undefined, hops: number): string | undefined {
  if (hops <= 0 || !header) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)];
}

/**
 * The address a request came from, for rate limiting: the address our outermost trusted proxy
 * saw, or the socket's peer without proxies (absent under app.request() in tests: 'local').
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  const forwarded = trustedForwardedEntry(c.req.header('x-forwarded-for'), trustedProxies);
  if (forwarded) return forwarded;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

/** Whether the browser reached us over https (the scheme our proxy saw, when trusted). */
export function isHttps(c: Context, trustedProxies: number): boolean {
  const proto = trustedForwardedEntry(c.req.header('x-forwarded-proto'), trustedProxies);
  return (proto ?? new URL(c.req.url).protocol.replace(':', '')).toLowerCase() === 'https';
}

/**
 * Secure cookies and HSTS: whenever the app's public address is https (a TLS proxy in front,
 * even one whose headers are not trusted), or this request did come over https.
 */
export function isSecureContext(c: Context, config: Pick<Config, 'appUrl' | 'trustProxy'>) {
  return config.appUrl.protocol === 'https:' || isHttps(c, config.trustProxy);
}
