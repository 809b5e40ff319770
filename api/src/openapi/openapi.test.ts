import { Validator } from '@seriousme/openapi-schema-validator';
import { API_TOKEN_NAME_MAX, createApiTokenSchema } from '@trilha/shared';
import { MUTATORS } from '@trilha/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminClient, useTestApp } from '../../test/test-app';
import { RECORD_PATHS } from '../workspace/record-paths';
import type { OpenApiDocument } from './document';
import { API_ROUTE_DOCS } from './registry';

const context = useTestApp();

type Operation = {
  requestBody?: { content: { 'application/json': { schema: Record<string, unknown> } } };
  security: Record<string, string[]>[];
};
let document: OpenApiDocument;
let admin: Awaited<ReturnType<typeof adminClient>>;
const operation = (path: string, method: string) =>
  (document.paths[path] as Record<string, Operation> | undefined)?.[method];
const requestSchema = (path: string, method: string) =>
  operation(path, method)?.requestBody?.content['application/json'].schema;
/** What z.toJSONSchema says of a validator, as the document embeds it. */
const jsonSchema = (schema: z.ZodType) => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  });
  return rest;
};

beforeAll(async () => {
  admin = await adminClient(context);
  // Public: no cookie, no token.
  const response = await context.app.request('/api/openapi.json');
  expect(response.status).toBe(200);
  document = (await response.json()) as OpenApiDocument;
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it('covers projects, every record collection, test results and tokens', () => {
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/projects',
        '/api/projects/{id}',
        '/api/test-plans/{id}/results',
        '/api/test-plans/{planId}/results/{id}',
        '/api/tokens',
        '/api/tokens/{id}',
        ...RECORD_PATHS.flatMap(([, path]) => [
          `/api/projects/{projectId}/${path}`,
          `/api/${path}/{id}`,
        ]),
      ]),
    );
    expect(operation('/api/projects', 'post')?.security).toEqual([
      { bearerToken: ['write'] },
      { session: [] },
    ]);
    expect(operation('/api/tokens', 'post')?.security).toEqual([{ session: [] }]);
  });

  it('documents each body with the very schema that validates it', () => {
    expect(requestSchema('/api/tokens', 'post')).toEqual(jsonSchema(createApiTokenSchema));
    const ideaUpdate = MUTATORS['idea.update']?.args as z.ZodObject;
    expect(requestSchema('/api/ideas/{id}', 'put')).toEqual(
      jsonSchema(ideaUpdate.shape.changes as z.ZodType),
    );
    // A create: the mutator's fields, minus the path's projectId, the id optional.
    const ideaCreate = jsonSchema(MUTATORS['idea.create']?.args as z.ZodType) as {
      properties: Record<string, unknown>;
      required: string[];
    };
    const documented = requestSchema('/api/projects/{projectId}/ideas', 'post') as {
      properties: Record<string, unknown>;
      required: string[];
    };
    const { projectId: _fromPath, ...fields } = ideaCreate.properties;
    expect(documented.properties).toEqual(fields);
    expect(documented.required).toEqual(
      ideaCreate.required.filter((field) => field !== 'projectId' && field !== 'id'),
    );
  });

  it('states the limit the route enforces', async () => {
    const name = requestSchema('/api/tokens', 'post') as {
      properties: { name: { maxLength: number } };
    };
    const max = name.properties.name.maxLength;
    expect(max).toBe(API_TOKEN_NAME_MAX);
    const atMax = await admin.client.post('/api/tokens', {
      name: 'a'.repeat(max),
      scopes: ['read'],
    });
    expect(atMax.status).toBe(201);
    const over = await admin.client.post('/api/tokens', {
      name: 'a'.repeat(max + 1),
      scopes: ['read'],
    });
    expect(over.status).toBe(400);
  });

  it('lists only routes the server has', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    for (const doc of API_ROUTE_DOCS) {
      const path = doc.path.replace(/\{[^}]+\}/g, someId);
      const response = await admin.client.request(doc.method.toUpperCase(), path, {
        json: doc.method === 'get' || doc.method === 'delete' ? undefined : {},
      });
      const body = response.body as { code?: string } | null;
      expect({ route: `${doc.method} ${doc.path}`, code: body?.code }).not.toEqual({
        route: `${doc.method} ${doc.path}`,
        code: 'route_not_found',
      });
    }
  });
});

describe('GET /api/docs', () => {
  it('is a readable page drawn from the document, with nothing from outside', async () => {
    const response = await context.app.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('Authorization: Bearer');
    expect(html).not.toMatch(/<script|<link|src="http/i);
    for (const path of Object.keys(document.paths)) expect(html).toContain(path);
  });
});
