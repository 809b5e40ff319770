import { apiTokenSchema, createApiTokenSchema, createdApiTokenSchema } from '@trilha/shared';
import { z } from 'zod';
import type { RouteDoc } from '../openapi/route-doc';

const TAG = 'API tokens';

/**
 * The token routes as documented; routes.ts validates with these very schemas. Session only: a
 * token cannot make, list or revoke tokens, so a leaked one cannot make itself a successor.
 */
export const API_TOKEN_ROUTE_DOCS = {
  create: {
    method: 'post',
    path: '/api/tokens',
    tag: TAG,
    summary: 'Create a personal API token (its secret is shown only in this answer)',
    access: 'session',
    body: createApiTokenSchema,
    status: 201,
    response: createdApiTokenSchema,
  },
  list: {
    method: 'get',
    path: '/api/tokens',
    tag: TAG,
    summary: 'List your API tokens (never their secrets)',
    access: 'session',
    status: 200,
    response: z.array(apiTokenSchema),
  },
  revoke: {
    method: 'delete',
    path: '/api/tokens/{id}',
    tag: TAG,
    summary: 'Revoke an API token: it answers 401 from then on',
    access: 'session',
    status: 204,
  },
} as const satisfies Record<string, RouteDoc>;
