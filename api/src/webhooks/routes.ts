import { message, webhookCreateSchema } from '@trilha/shared';
import { Hono } from 'hono';
import { v7 as uuidv7 } from 'uuid';
import type { AppDeps, AppEnv } from '../app-env';
import { currentUser, requireUser } from '../auth/session-middleware';
import { refuseUnlessPlanSells } from '../billing/plan-features';
import { inTransaction } from '../db/transaction';
import { ApiError, notFound } from '../http/errors';
import { idParam, validate } from '../http/validation';
import { findProjectAccess } from '../sharing/repository';
import { checkHost, RefusedAddress } from './public-address';
import {
  deleteEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  resumeEndpoint,
} from './repository';
import { newWebhookSecret } from './signature';

/** A URL whose host is private (or unknown) is refused when it is registered, not only later. */
async function refuseUnsafeHost(url: URL, allowPrivate: boolean): Promise<void> {
  try {
    await checkHost(url.hostname, allowPrivate);
  } catch (error) {
    if (!(error instanceof RefusedAddress)) throw error;
    throw new ApiError(400, 'invalid_input', message(error.code, { host: error.host }));
  }
}

const webhookNotFound = () => notFound('webhooks.not_found');

/**
 * The account's outgoing webhooks (issue 32, decision 0027), under /api/integrations: list them
 * with their latest deliveries, create one (the plan must sell 'integrations'; its secret is
 * answered this once), see one's deliveries, resume a paused one, delete one. Only the account's
 * own endpoints are ever found; a room's guest has none of this (app.ts).
 */
export function webhookRoutes({ sql, config }: AppDeps) {
  const endpointOf = async (accountId: string, id: string) => {
    const [endpoint] = await listEndpoints(sql, accountId, id);
    if (!endpoint) throw webhookNotFound();
    return endpoint;
  };

  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/webhooks', async (c) => c.json(await listEndpoints(sql, currentUser(c).id)))
    .post('/webhooks', validate('json', webhookCreateSchema), async (c) => {
      const accountId = currentUser(c).id;
      const { url, events, projectId } = c.req.valid('json');
      await refuseUnlessPlanSells(sql, accountId, 'integrations');
      if (projectId && !(await findProjectAccess(sql, projectId, accountId))) {
        throw notFound('not_found.projects');
      }
      await refuseUnsafeHost(new URL(url), config.webhookAllowPrivate);
      const endpoint = {
        id: uuidv7(),
        accountId,
        url,
        events,
        projectId,
        secret: newWebhookSecret(),
      };
      await inTransaction(sql, (tx) => insertEndpoint(tx, endpoint));
      return c.json(
        { ...(await endpointOf(accountId, endpoint.id)), secret: endpoint.secret },
        201,
      );
    })
    .get('/webhooks/:id/deliveries', idParam, async (c) => {
      const deliveries = await listDeliveries(sql, currentUser(c).id, c.req.valid('param').id);
      if (!deliveries) throw webhookNotFound();
      return c.json(deliveries);
    })
    .post('/webhooks/:id/resume', idParam, async (c) => {
      const accountId = currentUser(c).id;
      const { id } = c.req.valid('param');
      if (!(await inTransaction(sql, (tx) => resumeEndpoint(tx, accountId, id)))) {
        throw webhookNotFound();
      }
      return c.json(await endpointOf(accountId, id));
    })
    .delete('/webhooks/:id', idParam, async (c) => {
      if (!(await deleteEndpoint(sql, currentUser(c).id, c.req.valid('param').id))) {
        throw webhookNotFound();
      }
      return c.body(null, 204);
    });
}
