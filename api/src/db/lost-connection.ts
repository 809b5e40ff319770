/**
 * Errors that say the database connection is gone or cannot be had, not that a query was wrong:
 * what a restarted, failed-over or overloaded Postgres, a cut network, or `pg_terminate_backend`
 * makes postgres.js throw. Such a failure is the server's, passing: a transaction is run again
 * once (transaction.ts), and otherwise the request is answered 503 `database_unavailable` with a
 * Retry-After, never 500 (docs/decisions/0008).
 */
export function isLostConnection(error: unknown): boolean {
  const code = codeOf(error) ?? codeOf((error as { cause?: unknown } | null)?.cause);
  if (!code) return false;
  return LOST_CONNECTION_CODES.has(code) || CONNECTION_EXCEPTION_CLASS.test(code);
}

/** SQLSTATE class 08: connection exceptions (08000, 08003, 08006, 08P01...). */
const CONNECTION_EXCEPTION_CLASS = /^08[0-9A-Z]{3}$/;

const LOST_CONNECTION_CODES = new Set([
  // postgres.js: the socket closed under a query; the pool was ended; a connection was
  // destroyed; connecting took too long.
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  // The socket itself (TCP or the embedded database's unix socket).
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // Postgres ending or refusing the session: admin_shutdown (pg_terminate_backend, a fast
  // shutdown), crash_shutdown, cannot_connect_now (starting up or shutting down),
  // idle_session_timeout, too_many_connections.
  '57P01',
  '57P02',
  '57P03',
  '57P05',
  '53300',
]);

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}
