import { loginSchema, type UpstreamStatus } from '@trilha/shared';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { currentUser, requireUser } from '../auth/session-middleware';
import { ApiError } from '../http/errors';
import { validate } from '../http/validation';
import { UpstreamError } from './cloud-client';
import type { UpstreamHub } from './hub';

/** A server without UPSTREAM_URL has no cloud to link to: the screen is not offered. */
const NOT_A_HUB: UpstreamStatus = {
  configured: false,
  cloudUrl: null,
  linked: false,
  account: null,
  lastSyncAt: null,
  pending: 0,
  lastError: null,
};

function hubOf(upstream: UpstreamHub | undefined): UpstreamHub {
  if (!upstream) throw new ApiError(503, 'upstream_not_configured', 'upstream.not_configured');
  return upstream;
}

/**
 * The hub's link to the cloud (issue 31, docs/decisions/0021): GET /status, POST /link
 * { username, password } with the cloud account's credentials, DELETE /link, POST /sync (a
 * round now). Each signed-in account links its own; guests have none of it (app.ts).
 */
export function upstreamRoutes({ upstream }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/status', async (c) =>
      c.json(upstream ? await upstream.status(currentUser(c).id) : NOT_A_HUB),
    )
    .post('/link', validate('json', loginSchema), async (c) => {
      const hub = hubOf(upstream);
      const { username, password } = c.req.valid('json');
      try {
        return c.json(await hub.link(currentUser(c).id, username.trim(), password));
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        if (error.code === 'upstream.login_failed') {
          throw new ApiError(401, 'upstream_login_failed', 'upstream.login_failed');
        }
        throw new ApiError(503, 'upstream_unreachable', 'upstream.unreachable');
      }
    })
    .delete('/link', async (c) => c.json(await hubOf(upstream).unlink(currentUser(c).id)))
    .post('/sync', async (c) => c.json(await hubOf(upstream).sync(currentUser(c).id)));
}
