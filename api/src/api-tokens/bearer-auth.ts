import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { refuseUnlessPlanSells } from '../billing/plan-features';
import { ApiError } from '../http/errors';
import { type RouteDoc, routeMatcher } from '../openapi/route-doc';
import { findUserById } from '../users/repository';
import { findApiToken, touchApiToken } from './repository';
import { ApiTokenFailures } from './token-failures';
import { bearerToken } from './token-secret';

const READ_METHODS = new Set(['GET', 'HEAD']);

function invalidToken(): ApiError {
  return new ApiError(401, 'unauthenticated', 'api_token.invalid');
}

/**
 * Who a request acts for (docs/decisions/0026). With `Authorization: Bearer <token>` it is the
 * token's account, and the browser's guards do not apply: a bearer header is never sent by a
 * browser on its own (it is not ambient like a cookie, and a cross-site page cannot set it
 * without a CORS preflight we never grant), so there is no forgery for the Origin check to stop,
 * and a cookie sent alongside is ignored. Without one, `browserSession` runs: the same-origin
 * guard and the session cookie, as before.
 *
 * A token reaches only the routes the OpenAPI document lists for tokens (`docs`): a route not
 * documented, or documented as session only (token management, and everything undocumented:
 * sign-out, billing, administration, sync), answers 403. A read token only reads; the account's
 * plan must still sell the custom API (a downgrade suspends its tokens, a new upgrade restores
 * them); an unknown or revoked token answers 401.
 */
export function tokenOrSession(
  { sql, rateLimiter, config }: AppDeps,
  docs: readonly RouteDoc[],
  browserSession: MiddlewareHandler<AppEnv>,
): MiddlewareHandler<AppEnv> {
  const routeOf = routeMatcher(docs);
  const failures = new ApiTokenFailures(rateLimiter, config);
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (token === undefined) return browserSession(c, next);

    await failures.check(c);
    const found = token ? await findApiToken(sql, token) : undefined;
    const user = found && (await findUserById(sql, found.userId));
    if (!found || !user) {
      await failures.record(c);
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw invalidToken();
    }
    const route = routeOf(c.req.method, c.req.path);
    if (!route || route.access === 'session') {
      throw new ApiError(403, 'session_required', 'api_token.session_only');
    }
    if (!READ_METHODS.has(c.req.method) && !found.scopes.includes('write')) {
      c.header('WWW-Authenticate', 'Bearer error="insufficient_scope", scope="write"');
      throw new ApiError(403, 'insufficient_scope', 'api_token.read_only');
    }
    await refuseUnlessPlanSells(sql, user.id, 'customApi');
    await touchApiToken(sql, found.id);
    c.set('user', user);
    c.set('sessionToken', null);
    await next();
  };
}
