import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';

/** Liveness and database reachability, for load balancers, docker and the README's check. */
export function healthRoutes({ sql }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    try {
      await sql`SELECT 1`;
      return c.json({ status: 'ok', database: 'ok' });
    } catch (error) {
      console.error('health check: database unreachable', error);
      return c.json({ status: 'degraded', database: 'unreachable' }, 503);
    }
  });
}
