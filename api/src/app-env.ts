import type { User } from '@trilha/shared';
import type { LoginThrottle } from './auth/login-throttle';
import type { Config } from './config';
import type { Sql } from './db/connect';

/** What the route modules need from the outside world; tests build it around a test database. */
export interface AppDeps {
  sql: Sql;
  config: Config;
  loginThrottle: LoginThrottle;
}

/** Hono's typing of per-request values set by the session middleware. */
export interface AppEnv {
  Variables: {
    user: User | null;
    sessionToken: string | null;
  };
}
