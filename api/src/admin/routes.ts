import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { requireAdmin } from '../auth/session-middleware';
import { adminStats } from './repository';

/**
 * The administration's own calls. Per-route requireAdmin, not `use('*')`: other modules mount
 * their admin calls under /api/admin too, and keep their own order of checks.
 */
export function adminRoutes({ sql }: AppDeps) {
  return new Hono<AppEnv>().get('/stats', requireAdmin, async (c) => c.json(await adminStats(sql)));
}
