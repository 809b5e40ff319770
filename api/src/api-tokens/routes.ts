import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { currentUser, requireUser } from '../auth/session-middleware';
import { refuseUnlessPlanSells } from '../billing/plan-features';
import { notFound } from '../http/errors';
import { idParam, validate } from '../http/validation';
import { createApiToken, deleteApiToken, listApiTokens } from './repository';
import { API_TOKEN_ROUTE_DOCS } from './route-docs';

/**
 * A person's API tokens (issue 32, docs/decisions/0026), under /api/tokens. Making one needs a
 * plan that sells the custom API; listing and revoking do not, so an account that moved to a
 * smaller plan still sees and removes what it made.
 */
export function apiTokenRoutes({ sql }: AppDeps) {
  return new Hono<AppEnv>()
    .post('/', requireUser, validate('json', API_TOKEN_ROUTE_DOCS.create.body), async (c) => {
      const user = currentUser(c);
      await refuseUnlessPlanSells(sql, user.id, 'customApi');
      return c.json(await createApiToken(sql, user.id, c.req.valid('json')), 201);
    })
    .get('/', requireUser, async (c) => c.json(await listApiTokens(sql, currentUser(c).id)))
    .delete('/:id', requireUser, idParam, async (c) => {
      const removed = await deleteApiToken(sql, currentUser(c).id, c.req.valid('param').id);
      if (!removed) throw notFound('api_token.not_found');
      return c.body(null, 204);
    });
}
