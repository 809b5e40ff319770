import type { Context } from 'hono';

/**
 * The address a request came from, for rate limiting. Behind a trusted proxy it is the first
 * X-Forwarded-For hop; otherwise the socket's peer (absent under app.request() in tests).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

/** The origin the browser used to reach us (scheme from the proxy when trusted). */
export function requestOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const proto = trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  return proto ? `${proto}://${url.host}` : url.origin;
}

export function isHttps(c: Context, trustProxy: boolean): boolean {
  return requestOrigin(c, trustProxy).startsWith('https:');
}
