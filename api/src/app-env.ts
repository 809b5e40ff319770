import type { User } from '@trilha/shared';
import type { Config } from './config';
import type { Sql } from './db/connect';
import type { OwnAddresses } from './http/own-addresses';
import type { RateLimiter } from './rate-limit/rate-limiter';
import type { UpstreamHub } from './upstream/hub';

/** What the route modules need from the outside world; tests build it around a test database. */
export interface AppDeps {
  sql: Sql;
  config: Config;
  /** Sign-in and sign-up limits, counted in the database (shared by every process). */
  rateLimiter: RateLimiter;
  /**
   * This machine's addresses at the port it listens on, allowed as origins (a room's hub,
   * issue 31); by default read from the system at `config.port`.
   */
  ownAddresses?: OwnAddresses;
  /**
   * The link to the cloud when this server is a room's hub (UPSTREAM_URL; decision 0021): what
   * it applies is kept in its outbox. undefined: a server of its own.
   */
  upstream?: UpstreamHub | undefined;
}

/** Hono's typing of per-request values set by the session middleware. */
export interface AppEnv {
  Variables: {
    user: User | null;
    sessionToken: string | null;
  };
}
