import * as shared from '@trilha/shared';
import { MUTATION_NAMES, SYNC_SCHEMA_VERSION } from '@trilha/sync';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  adminClient,
  signedInClient,
  type TestClient,
  type TestResponse,
  useTestApp,
} from '../../test/test-app';

/**
 * Property: whatever arrives — any route of the route table, any path parameter, query string
 * or body, signed in or not — the answer is never a 5xx. Bad input is the client's fault (4xx).
 * A failing run prints its seed; replay it with FC_SEED=<seed>.
 */
const context = useTestApp();

/** Every field name the shared schemas know: bodies built from them get past "unknown key". */
const FIELD_NAMES = [
  ...new Set(
    Object.values(shared).flatMap((value) =>
      value instanceof z.ZodObject ? Object.keys(value.shape) : [],
    ),
  ),
];

interface Route {
  method: string;
  path: string;
}

/** The app's own route table: the routes added later are fuzzed too. */
function routeTable(): Route[] {
  const seen = new Set<string>();
  return (
    context.app.routes
      .filter(
        ({ method, path }) => method !== 'ALL' && path.startsWith('/api/') && !path.endsWith('*'),
      )
      // Nothing to fuzz there, and it would end the sessions the rest of the run needs.
      .filter(({ path }) => path !== '/api/auth/logout')
      // An endless event stream by design (its answer never ends); api/src/live tests it.
      .filter(({ path }) => path !== '/api/sync/events')
      .filter(({ method, path }) => !seen.has(`${method} ${path}`) && seen.add(`${method} ${path}`))
      .map(({ method, path }) => ({ method, path }))
  );
}

const ids: string[] = [];

/** Text an attacker would try: NUL, lone surrogates, huge, SQL and path tricks, look-alikes. */
const evilText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    "'; DROP TABLE users; --",
    '../../etc/passwd',
    '%00',
    '',
    ' ',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '00000000-0000-0000-0000-000000000000',
    'x'.repeat(20_000),
    '1e400',
    'NaN',
    'data:image/png;base64,AAAA',
  ),
  fc.uuid(),
);
const evilNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -1, 0, 1e308, 1.5),
);
const knownId = fc.integer({ min: 0, max: 1000 }).map((index) => ids[index % ids.length] ?? '');
const evilValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    evilText,
    evilNumber,
    knownId,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), tie('value'), { maxKeys: 4 }),
  ),
})).value;
/** Values a schema accepts for many fields: objects of them get past validation to the SQL. */
const plausibleValue = fc.oneof(
  fc.constantFrom(
    'Texto',
    'ana@example.com',
    'medium',
    'idea',
    'digital',
    'Segura123',
    '2026-11-23',
  ),
  fc.integer({ min: 0, max: 5 }),
  fc.boolean(),
  fc.constant([]),
  knownId,
);
/** Mostly plausible fields with one or two evil ones: bad input that reaches deep. */
const evilObject = fc
  .tuple(
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), plausibleValue, { maxKeys: 6 }),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES, 'id'), evilValue, { maxKeys: 2 }),
  )
  .map(([plausible, evil]) => ({ ...plausible, ...evil }));

const pushBody = fc.record({
  clientId: fc.oneof(fc.uuid(), evilText),
  schemaVersion: fc.oneof(fc.constant(SYNC_SCHEMA_VERSION), evilNumber),
  mutations: fc.array(
    fc.record({
      id: fc.oneof(fc.integer({ min: 1, max: 50 }), evilNumber),
      name: fc.oneof(fc.constantFrom(...MUTATION_NAMES), evilText),
      args: fc.oneof(evilObject, evilValue),
    }),
    { maxLength: 5 },
  ),
});

const body = fc.oneof(
  evilObject.map((value) => JSON.stringify(value)),
  evilValue.map((value) => JSON.stringify(value)),
  pushBody.map((value) => JSON.stringify(value)),
  fc.constantFrom('{', '{"a":', 'null', '[]', '"\\u0000"', '{"name":"\\ud800"}', ''),
);

/** Percent-encoded UTF-8 (a lone surrogate becomes U+FFFD, as on the wire). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
/** A path segment as sent: encoded text, or raw escapes that do not decode (bad UTF-8, NUL). */
const pathParam = fc.oneof(
  knownId,
  evilText.map(percentEncoded),
  fc.constantFrom('%ED%A0%80', '%00', '%zz', '%', '%C0%AE%C0%AE', '..'),
);
const queryString = fc
  .dictionary(
    fc.constantFrom('cursor', 'clientId', 'after', 'schemaVersion', 'q', 'page', 'limit', 'id'),
    fc.oneof(evilText, evilNumber.map(String), knownId),
    { maxKeys: 4 },
  )
  .map((query) => new URLSearchParams(query as Record<string, string>).toString());

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('fuzzing every route', () => {
  const clients: TestClient[] = [];
  beforeAll(async () => {
    const admin = await adminClient(context);
    const user = await signedInClient(context);
    // The users the run may edit or delete: never the two whose sessions it uses.
    const other = await signedInClient(context);
    clients.push(admin.client, user.client, context.client());
    const project = await user.client.post<{ id: string }>('/api/projects', { name: 'Alvo' });
    const idea = await user.client.post<{ id: string }>(`/api/projects/${project.body.id}/ideas`, {
      title: 'Ideia',
      description: 'Uma ideia',
    });
    const plan = await user.client.post<{ id: string }>(
      `/api/projects/${project.body.id}/test-plans`,
      { name: 'Plano', objective: 'Objetivo' },
    );
    ids.push(other.user.id, project.body.id, idea.body.id, plan.body.id);
  });

  it('never answers 5xx to malformed path parameters, query strings and bodies', async () => {
    const routes = routeTable();
    expect(routes.length).toBeGreaterThan(40);
    // Expected failures are not logged; a real fault is, and fails the property anyway.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const request = fc.record({
      route: fc.constantFrom(...routes),
      params: fc.array(pathParam, { minLength: 3, maxLength: 3 }),
      query: queryString,
      body,
      client: fc.integer({ min: 0, max: 2 }),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ route, params, query, body, client }) => {
        let index = 0;
        const path = route.path.replace(/:[a-zA-Z]+/g, () => params[index++] ?? '');
        const withBody = !['GET', 'HEAD'].includes(route.method);
        const response = await (clients[client] as TestClient).request(
          route.method,
          `${path}${query ? `?${query}` : ''}`,
          withBody ? { body, headers: { 'content-type': 'application/json' } } : {},
        );
        expect(isFault(response), describeFailure(route, path, query, body, response)).toBe(false);
      }),
      {
        numRuns: 1000,
        // FC_SEED to replay one.
        ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}),
      },
    );
  }, 120_000);

  it('never answers 5xx to forged pull cursors', async () => {
    const [, user] = clients as [TestClient, TestClient];
    const cursor = fc.oneof(
      evilText,
      fc
        .dictionary(fc.oneof(fc.uuid(), evilText), fc.array(fc.oneof(evilNumber, evilText)), {
          maxKeys: 3,
        })
        .map(cursorOf),
      fc
        .tuple(evilNumber, evilNumber, evilText)
        .map((position) => cursorOf({ [ids[1] ?? '']: position })),
    );
    await fc.assert(
      fc.asyncProperty(cursor, async (value) => {
        const query = new URLSearchParams({
          cursor: value,
          schemaVersion: String(SYNC_SCHEMA_VERSION),
        });
        const response = await user.get(`/api/sync/pull?${query}`);
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
      }),
      { numRuns: 200, ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}) },
    );
  }, 60_000);
});

/**
 * A 5xx, except the deliberate 503 of a service this server has not been configured for
 * (payments, AI): that one is the honest answer whatever the input.
 */
function isFault(response: TestResponse): boolean {
  const code = String((response.body as { code?: unknown } | null)?.code ?? '');
  return response.status >= 500 && !(response.status === 503 && code.endsWith('_not_configured'));
}

function describeFailure(
  route: Route,
  path: string,
  query: string,
  body: string,
  response: TestResponse,
): string {
  return `${route.method} ${path}?${query} ${body.slice(0, 300)} → ${JSON.stringify(response.body)}`;
}
