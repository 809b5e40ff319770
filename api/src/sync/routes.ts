import {
  MAX_MUTATION_ID,
  OUTDATED_CLIENT_CODE,
  pushRequestSchema,
  SYNC_SCHEMA_VERSION,
} from '@trilha/sync';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env';
import { currentUser, requireUser } from '../auth/session-middleware';
import { ApiError } from '../http/errors';
import { validate } from '../http/validation';
import { mutationLogOf } from '../sharing/mutation-logs';
import { processPull } from './pull';
import { processPush } from './push';

const pullQuerySchema = z.object({
  cursor: z.string().max(1_000_000).optional(),
  clientId: z.uuid().optional(),
  after: z.coerce.number().int().min(0).max(MAX_MUTATION_ID).optional(),
  schemaVersion: z.coerce.number().int(),
});

/** An outdated client keeps its queue and is asked to update (it is never thrown away). */
function checkSchemaVersion(schemaVersion: number): void {
  if (schemaVersion !== SYNC_SCHEMA_VERSION) {
    throw new ApiError(409, OUTDATED_CLIENT_CODE, 'sync.outdated_client');
  }
}

/** POST /api/sync/push and GET /api/sync/pull (docs/decisions/0005). */
export function syncRoutes(deps: AppDeps) {
  const { sql } = deps;
  /** Every push, recorded for the cloud (a hub's) and the webhooks (decisions 0021, 0027). */
  const log = mutationLogOf(deps);
  return new Hono<AppEnv>()
    .use(requireUser)
    .post('/push', validate('json', pushRequestSchema), async (c) => {
      const push = c.req.valid('json');
      checkSchemaVersion(push.schemaVersion);
      return c.json(await processPush(sql, currentUser(c).id, push, log));
    })
    .get('/pull', validate('query', pullQuerySchema), async (c) => {
      const query = c.req.valid('query');
      checkSchemaVersion(query.schemaVersion);
      return c.json(await processPull(sql, currentUser(c).id, query));
    });
}
