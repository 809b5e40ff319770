import { API_TOKEN_PREFIX } from '@trilha/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, randomAddress, signedInClient, useTestApp } from '../../test/test-app';
import { putOnPlan } from '../../test/unlimited-plan';
import { hashApiToken } from './token-secret';

const context = useTestApp();

/** A program's request: the bearer token, no cookie, no Origin header. */
async function bearer(
  token: string,
  method: string,
  path: string,
  json?: unknown,
  address = randomAddress(),
) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const body = json === undefined ? undefined : JSON.stringify(json);
  const bindings = { incoming: { socket: { remoteAddress: address } } };
  const response = await context.app.request(path, { method, headers, body }, bindings);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown>,
  };
}

/** A coded refusal with its RFC 6750 challenge (`error` defaults to the code). */
function expectChallenge(
  response: Awaited<ReturnType<typeof bearer>>,
  status: number,
  code: string,
  messageCode: string,
  error = code,
) {
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ code, messageCode });
  expect(response.headers.get('www-authenticate')).toContain(`error="${error}"`);
}

type Person = Awaited<ReturnType<typeof signedInClient>>;

async function makeToken(person: Person, scopes: string[] = ['read', 'write'], name = 'CI') {
  const created = await person.client.post<{ id: string; token: string }>('/api/tokens', {
    name,
    scopes,
  });
  expect(created.status).toBe(201);
  return created.body;
}

let admin: Person;
beforeAll(async () => {
  admin = await adminClient(context);
});

describe('managing tokens', () => {
  it('creates a token shown once, lists it without the secret, and revokes it', async () => {
    const ana = await signedInClient(context);
    const created = await ana.client.post<Record<string, unknown>>('/api/tokens', {
      name: '  Planilha  ',
      scopes: ['write', 'read'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Planilha',
      scopes: ['read', 'write'],
      token: expect.stringMatching(new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`)),
      createdAt: expect.any(String),
    });

    const listed = await ana.client.get<Record<string, unknown>[]>('/api/tokens');
    expect(listed.body).toEqual([
      {
        id: created.body.id,
        name: 'Planilha',
        scopes: ['read', 'write'],
        createdAt: created.body.createdAt,
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(String(created.body.token));

    // Someone else's token is not theirs to see or revoke.
    const bia = await signedInClient(context);
    expect((await bia.client.get<unknown[]>('/api/tokens')).body).toEqual([]);
    expect((await bia.client.delete(`/api/tokens/${created.body.id}`)).status).toBe(404);

    expect((await ana.client.delete(`/api/tokens/${created.body.id}`)).status).toBe(204);
    expect((await ana.client.get<unknown[]>('/api/tokens')).body).toEqual([]);
    expect((await ana.client.delete(`/api/tokens/${created.body.id}`)).body).toMatchObject({
      code: 'not_found',
      messageCode: 'api_token.not_found',
    });
  });

  it('keeps only the SHA-256 of the secret', async () => {
    const ana = await signedInClient(context);
    const { id, token } = await makeToken(ana);
    const [row] = await context.db.sql<{ tokenHash: string }[]>`
      SELECT token_hash FROM api_tokens WHERE id = ${id}`;
    expect(row?.tokenHash).toBe(hashApiToken(token));
    const everything = JSON.stringify(await context.db.sql`SELECT * FROM api_tokens`);
    expect(everything).not.toContain(token);
  });

  it('refuses a token without a name or with an unknown scope, coded', async () => {
    const ana = await signedInClient(context);
    const noName = await ana.client.post('/api/tokens', { name: ' ', scopes: ['read'] });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ messageCode: 'validation.name_required' });
    const badScope = await ana.client.post('/api/tokens', { name: 'x', scopes: ['admin'] });
    expect(badScope.body).toMatchObject({ messageCode: 'validation.api_token_scope_invalid' });
    const noScope = await ana.client.post('/api/tokens', { name: 'x', scopes: [] });
    expect(noScope.body).toMatchObject({ messageCode: 'validation.api_token_scope_required' });
  });

  it('makes tokens only on a plan that sells the custom API; an administrator on any', async () => {
    for (const plan of ['free', 'pro'] as const) {
      const person = await signedInClient(context);
      await putOnPlan(context.db.sql, person.user.id, plan);
      const refused = await person.client.post('/api/tokens', { name: 'x', scopes: ['read'] });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'plan_limit',
        messageCode: 'plan_limit.feature_customApi',
      });
    }
    await putOnPlan(context.db.sql, admin.user.id, 'free');
    const { token } = await makeToken(admin, ['read']);
    expect((await bearer(token, 'GET', '/api/projects')).status).toBe(200);
  });
});

describe('a bearer token on the REST API', () => {
  it('reads and writes as its account with no cookie and no Origin, and notes its use', async () => {
    const ana = await signedInClient(context);
    const { id, token } = await makeToken(ana);
    const created = await bearer(token, 'POST', '/api/projects', { name: 'Pelo token' });
    expect(created.status).toBe(201);
    const projectId = String(created.body.id);
    const idea = await bearer(token, 'POST', `/api/projects/${projectId}/ideas`, {
      title: 'Ideia',
      description: 'Feita por um programa',
    });
    expect(idea.status).toBe(201);
    expect(idea.body).toMatchObject({ projectId, authorId: ana.user.id });
    // The browser sees what the program made.
    const seen = await ana.client.get<{ id: string }[]>(`/api/projects/${projectId}/ideas`);
    expect(seen.body.map((row) => row.id)).toEqual([idea.body.id]);

    const listed = await ana.client.get<{ id: string; lastUsedAt: string | null }[]>('/api/tokens');
    expect(listed.body.find((row) => row.id === id)?.lastUsedAt).toEqual(expect.any(String));
  });

  it('ignores a cookie sent with a token: the token decides who acts', async () => {
    const ana = await signedInClient(context);
    const bia = await signedInClient(context);
    const { token } = await makeToken(bia, ['read']);
    const response = await context.app.request('/api/tokens', {
      headers: { authorization: `Bearer ${token}`, cookie: String(ana.client.sessionCookie) },
    });
    // Token management is for the session only, and Ana's cookie does not make it hers.
    expect(response.status).toBe(403);
  });

  it('lets a read token read but not write', async () => {
    const ana = await signedInClient(context);
    const { token } = await makeToken(ana, ['read']);
    expect((await bearer(token, 'GET', '/api/projects')).status).toBe(200);
    expect((await bearer(token, 'HEAD', '/api/projects')).status).toBe(200);
    const refused = await bearer(token, 'POST', '/api/projects', { name: 'Não' });
    expectChallenge(refused, 403, 'insufficient_scope', 'api_token.read_only');
  });

  it('answers 401 to a revoked, unknown or empty token', async () => {
    const ana = await signedInClient(context);
    const { id, token } = await makeToken(ana);
    await ana.client.delete(`/api/tokens/${id}`);
    for (const sent of [token, `${API_TOKEN_PREFIX}unknown`, '']) {
      const response = await bearer(sent, 'GET', '/api/projects');
      expectChallenge(response, 401, 'unauthenticated', 'api_token.invalid', 'invalid_token');
    }
  });

  it('limits unknown tokens per address', async () => {
    const address = randomAddress();
    await context.db.sql`DELETE FROM rate_limits`;
    let last = 0;
    for (let attempt = 0; attempt < 101; attempt++) {
      last = (await bearer('trl_guess', 'GET', '/api/projects', undefined, address)).status;
    }
    expect(last).toBe(429);
    // Another address is not affected.
    expect((await bearer('trl_guess', 'GET', '/api/projects')).status).toBe(401);
  });

  it('is suspended while the plan does not sell the custom API, and back after an upgrade', async () => {
    const ana = await signedInClient(context);
    const { token } = await makeToken(ana, ['read']);
    await putOnPlan(context.db.sql, ana.user.id, 'pro');
    const refused = await bearer(token, 'GET', '/api/projects');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'plan_limit' });
    // Still listed, and still revocable, from the browser.
    expect((await ana.client.get<unknown[]>('/api/tokens')).body).toHaveLength(1);
    await putOnPlan(context.db.sql, ana.user.id, 'enterprise');
    expect((await bearer(token, 'GET', '/api/projects')).status).toBe(200);
  });

  it('does not reach token management, sign-out, billing, administration or sync', async () => {
    const { token } = await makeToken(admin);
    const sessionOnly: [string, string, unknown?][] = [
      ['GET', '/api/tokens'],
      ['POST', '/api/tokens', { name: 'successor', scopes: ['write'] }],
      ['DELETE', '/api/tokens/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/auth/logout'],
      ['GET', '/api/auth/me'],
      ['GET', '/api/users/profile'],
      ['GET', '/api/subscription'],
      ['POST', '/api/create-checkout-session', { planId: 'x', billingPeriod: 'monthly' }],
      ['POST', '/api/billing-portal'],
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/projects'],
      ['GET', '/api/users'],
      ['GET', '/api/sync/pull'],
      ['POST', '/api/sync/push', { mutations: [] }],
      ['POST', '/api/chat', { message: 'oi' }],
    ];
    for (const [method, path, json] of sessionOnly) {
      const response = await bearer(token, method, path, json);
      expect({ method, path, status: response.status, code: response.body?.code }).toEqual({
        method,
        path,
        status: 403,
        code: 'session_required',
      });
    }
    // The administrator's session still works there.
    expect((await admin.client.get('/api/admin/stats')).status).toBe(200);
  });
});

describe('the browser session is unchanged', () => {
  it('still needs our Origin to write without a token', async () => {
    const ana = await signedInClient(context);
    const response = await ana.client.request('POST', '/api/projects', {
      json: { name: 'x' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'bad_origin' });
  });
});
