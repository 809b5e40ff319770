import { z } from 'zod';
import { jsonSchemaOf } from './json-schema';
import { pathParameters, type RouteDoc } from './route-doc';

/** The error body every failure answers (api/src/http/errors.ts, docs/decisions/0018). */
const errorBodySchema = z.object({
  error: z.string().describe("The message in the request's language (Accept-Language)"),
  code: z.string().describe('What went wrong, for a program: unauthenticated, plan_limit…'),
  messageCode: z.string().describe('The message as a code of the catalogue'),
  params: z.record(z.string(), z.unknown()).optional(),
  issues: z
    .array(
      z.object({ path: z.string(), code: z.string(), params: z.unknown(), message: z.string() }),
    )
    .optional()
    .describe('Every broken rule of an invalid body'),
});

const SUCCESS_DESCRIPTION = { 200: 'OK', 201: 'Created', 204: 'No content' } as const;

const ERROR_RESPONSES = {
  '400': 'Invalid input: `issues` lists every broken rule',
  '401': 'No valid token or session (an unknown or revoked token)',
  '403':
    'Not allowed: a read token writing (insufficient_scope), a route for browsers only ' +
    '(session_required), a plan without the custom API (plan_limit), or a project role',
  '404': 'Not found, or not yours to see',
  '429': 'Too many attempts: wait for Retry-After',
};

const DESCRIPTION = `The REST API of Trilha, for programs acting for one account.

Authenticate with a personal API token, made in the app under *Profile → API tokens* (the
Enterprise plan): send \`Authorization: Bearer trl_…\` with every request. A token acts as its
account would (what it owns, and projects shared with it, by its role there). A token with the
\`read\` scope only reads (GET); \`write\` also creates, changes and deletes. Token management,
sign-in and sign-out, billing and administration are for the signed-in browser only.

Bodies are JSON. Ids are UUIDs; a client may bring its own when creating.`;

function security(access: RouteDoc['access'], method: RouteDoc['method']) {
  if (access === 'public') return [];
  const session = { session: [] };
  if (access === 'session') return [session];
  return [{ bearerToken: [method === 'get' ? 'read' : 'write'] }, session];
}

const jsonContent = (schema: Record<string, unknown>) => ({
  'application/json': { schema },
});

function operation(doc: RouteDoc) {
  const errors = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, description]) => [
      status,
      { description, content: jsonContent({ $ref: '#/components/schemas/Error' }) },
    ]),
  );
  return {
    operationId: `${doc.method}${doc.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, next = '') => next.toUpperCase())}`,
    summary: doc.summary,
    tags: [doc.tag],
    security: security(doc.access, doc.method),
    parameters: pathParameters(doc.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string', format: 'uuid' },
    })),
    ...(doc.body && {
      requestBody: { required: true, content: jsonContent(jsonSchemaOf(doc.body, 'input')) },
    }),
    responses: {
      [doc.status]: {
        description: SUCCESS_DESCRIPTION[doc.status],
        ...(doc.response && { content: jsonContent(jsonSchemaOf(doc.response, 'output')) }),
      },
      ...errors,
    },
  };
}

/** The OpenAPI 3.1 document of `docs`, served at GET /api/openapi.json. */
export function openApiDocument(docs: readonly RouteDoc[], serverUrl: string) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const doc of docs) {
    paths[doc.path] ??= {};
    (paths[doc.path] as Record<string, ReturnType<typeof operation>>)[doc.method] = operation(doc);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Trilha API', version: '1', description: DESCRIPTION },
    servers: [{ url: serverUrl }],
    tags: [...new Set(docs.map((doc) => doc.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'A personal API token (trl_…), with the scope `read` or `write`.',
        },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'trilha_session',
          description: "The app's session cookie (a signed-in browser).",
        },
      },
      schemas: { Error: jsonSchemaOf(errorBodySchema, 'output') },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
