import { MAX_PUSH_BYTES } from '@trilha/sync';
import { Hono } from 'hono';
import { every } from 'hono/combine';
import { adminRoutes } from './admin/routes';
import { aiRoutes } from './ai/routes';
import { tokenOrSession } from './api-tokens/bearer-auth';
import { apiTokenRoutes } from './api-tokens/routes';
import type { AppDeps, AppEnv } from './app-env';
import { oidcRoutes } from './auth/oidc/routes';
import { authRoutes } from './auth/routes';
import { loadSession, refuseGuests, sessionUser } from './auth/session-middleware';
import { assertWithinAiChatLimit } from './billing/ai-chat-limit';
import { billingRoutes, stripeWebhookRoutes } from './billing/routes';
import { commentRoutes } from './comments/routes';
import { healthRoutes } from './health/routes';
import { bodyLimits } from './http/body-limits';
import { compressApiResponses } from './http/compression';
import { handleError, handleNotFound } from './http/errors';
import { OwnAddresses } from './http/own-addresses';
import { sameOriginGuard } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import { webApp } from './http/web-app';
import { libraryPageData, libraryRoutes } from './library/routes';
import { liveRoutes } from './live/routes';
import { API_ROUTE_DOCS } from './openapi/registry';
import { openApiRoutes } from './openapi/routes';
import { planRoutes } from './plans/routes';
import { roomRoutes } from './rooms/routes';
import { sharingRoutes } from './sharing/routes';
import { projectPageData } from './sync/project-page';
import { syncRoutes } from './sync/routes';
import { templateRoutes } from './templates/routes';
import { upstreamRoutes } from './upstream/routes';
import { adminUserRoutes } from './users/admin-routes';
import { profileRoutes } from './users/profile-routes';
import { webhookRoutes } from './webhooks/routes';
import { workspaceRoutes } from './workspace/routes';

const MB = 1024 * 1024;

/**
 * What only accounts reach: a room's guest (docs/decisions/0020) has no AI, no plan or billing,
 * no profile, and neither invites nor manages members. (Project settings, and every other
 * write to the project, are refused by ProjectWriteAccess.)
 */
const NOT_FOR_GUESTS = [
  '/api/chat',
  '/api/chat/*',
  '/api/projects/:id/ai-analysis',
  '/api/subscription',
  '/api/subscription/*',
  '/api/create-checkout-session',
  '/api/billing-portal',
  '/api/users/profile',
  '/api/users/profile/*',
  '/api/invitations/*',
  '/api/projects/:id/invitations',
  '/api/projects/:id/invitations/*',
  '/api/projects/:id/members/*',
  '/api/upstream/*',
  '/api/templates',
  '/api/templates/*',
  '/api/integrations/*',
  '/api/tokens',
  '/api/tokens/*',
];
/** Bodies that carry images as data URLs (base64 adds a third to their size). */
const LARGE_BODY_ROUTES = [
  // One photo of at most 5 MB, plus the other profile fields.
  { pattern: /^\/api\/users\/profile$/, maxBytes: 8 * MB },
  // Up to 10 pictures of at most 2 MB each.
  { pattern: /^\/api\/(projects\/[^/]+\/prototypes|prototypes\/[^/]+)$/, maxBytes: 30 * MB },
  // Up to 6 photos of at most 1 MB each (the app scales them to a few hundred kB).
  { pattern: /^\/api\/(projects\/[^/]+\/observations|observations\/[^/]+)$/, maxBytes: 10 * MB },
  // Queued mutations: clients send ~4 MB batches; one prototype's pictures must still fit.
  { pattern: /^\/api\/sync\/push$/, maxBytes: MAX_PUSH_BYTES },
];

export interface AppOptions {
  /** Serve the built PWA and the pages the server draws (the real server; API tests do not). */
  serveWeb?: boolean;
  /** How often an idle live-update stream sends a heartbeat (tests shorten it). */
  liveHeartbeatMs?: number;
}

/** Builds the whole HTTP application; `server.ts` only starts it, tests call `app.request()`. */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', securityHeaders(deps.config));
  // Before the same-origin guard, which Stripe cannot pass: the signature proves the sender.
  app.route('/api/stripe', stripeWebhookRoutes(deps));
  app.use('/api/*', compressApiResponses());
  app.use(
    '/api/*',
    bodyLimits(LARGE_BODY_ROUTES),
    // A personal API token, or else the browser's guards and session (docs/decisions/0026).
    tokenOrSession(
      deps,
      API_ROUTE_DOCS,
      every(
        sameOriginGuard(deps.config, deps.ownAddresses ?? new OwnAddresses(deps.config.port)),
        loadSession(deps),
      ),
    ),
  );

  for (const path of NOT_FOR_GUESTS) app.use(path, refuseGuests);

  app.route('/api/health', healthRoutes(deps));
  app.route('/api/auth/oidc', oidcRoutes(deps));
  app.route('/api', openApiRoutes(deps));
  app.route('/api/tokens', apiTokenRoutes(deps));
  app.route('/api/auth', authRoutes(deps));
  app.route('/api/subscription-plans', planRoutes(deps));
  app.route('/api/articles', libraryRoutes(deps));
  // Before /api/users: its /:id routes would otherwise take 'profile' for a user id.
  app.route('/api/users/profile', profileRoutes(deps));
  app.route('/api/users', adminUserRoutes(deps));
  app.route('/api/admin', adminRoutes(deps));
  app.route('/api/sync/events', liveRoutes(deps, { heartbeatMs: options.liveHeartbeatMs }));
  app.route('/api/sync', syncRoutes(deps));
  app.route('/api', billingRoutes(deps));
  app.route('/api', aiRoutes(deps, { checkChatAllowance: assertWithinAiChatLimit }));
  app.route('/api', sharingRoutes(deps));
  app.route('/api', roomRoutes(deps));
  app.route('/api/upstream', upstreamRoutes(deps));
  app.route('/api', templateRoutes(deps));
  app.route('/api/integrations', webhookRoutes(deps));
  app.route('/api', commentRoutes(deps));
  app.route('/api', workspaceRoutes(deps));
  app.all('/api/*', handleNotFound);

  if (options.serveWeb) {
    const projectPage = projectPageData(deps);
    const pages = {
      '/library': libraryPageData(deps),
      '/projects/:id': projectPage,
      '/project/:id': projectPage,
    };
    app.route(
      '/',
      webApp(deps.config.webDistDir, pages, (c) => sessionUser(deps, c)),
    );
  }
  app.notFound(handleNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;
