import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from './app-env';
import { authRoutes } from './auth/routes';
import { loadSession } from './auth/session-middleware';
import { healthRoutes } from './health/routes';
import { bodyLimits } from './http/body-limits';
import { handleError, handleNotFound } from './http/errors';
import { sameOriginGuard } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import { webApp } from './http/web-app';

// Generic validation messages (type mismatch, bounds) in Portuguese, like the spec's own texts.
z.config(z.locales.pt());

/** Paths whose bodies may carry an image (a 5 MB photo as a data URL). */
const LARGE_BODY_PATHS = ['/api/users/profile'];

/** Builds the whole HTTP application; `server.ts` only starts it, tests call `app.request()`. */
export function createApp(deps: AppDeps, options: { serveWeb?: boolean } = {}) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', securityHeaders());
  app.use(
    '/api/*',
    bodyLimits(LARGE_BODY_PATHS),
    sameOriginGuard({ appOrigin: deps.config.appUrl.origin, trustProxy: deps.config.trustProxy }),
    loadSession(deps),
  );

  app.route('/api/health', healthRoutes(deps));
  app.route('/api/auth', authRoutes(deps));
  app.all('/api/*', handleNotFound);

  if (options.serveWeb) app.route('/', webApp(deps.config.webDistDir));
  app.notFound(handleNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;
