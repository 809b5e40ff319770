import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { listActivePlans } from './repository';

/** The pricing page is public: visitors compare plans before they have an account. */
export function planRoutes({ sql }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await listActivePlans(sql)));
}
