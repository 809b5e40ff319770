import { SYNC_SCHEMA_VERSION } from '@trilha/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAccountPool } from '../../test/billing';
import { signedInClient, type TestClient, useTestApp } from '../../test/test-app';

/**
 * Issue 30: an error says what went wrong as a code with parameters (`messageCode`, `params`)
 * beside its stable `code`, and in words (`error`) in the request's language — pt-BR, the
 * spec's, unless Accept-Language asks for another the app speaks (docs/decisions/0018).
 */
const context = useTestApp();
let alice: TestClient;
beforeAll(async () => {
  alice = (await signedInClient(context)).client; // the administrator: no plan limits
});
const freshAccount = useAccountPool(context, 1); // signed up after alice: on the Free plan

const inLanguage = (client: TestClient, language: string | undefined) => ({
  get: (path: string) =>
    client.request('GET', path, language ? { headers: { 'accept-language': language } } : {}),
  post: (path: string, json: unknown) =>
    client.request('POST', path, {
      json,
      ...(language && { headers: { 'accept-language': language } }),
    }),
});

describe('an API error', () => {
  it('names a missing record by code, in pt-BR by default and in English when asked', async () => {
    const path = '/api/articles/0190c000-0000-7000-8000-00000000abcd';
    const portuguese = await inLanguage(alice, undefined).get(path);
    expect(portuguese).toMatchObject({
      status: 404,
      body: {
        error: 'Artigo não encontrado',
        code: 'not_found',
        messageCode: 'not_found.articles',
      },
    });
    const english = await inLanguage(alice, 'en-US,en;q=0.9,pt;q=0.5').get(path);
    expect(english.body).toEqual({
      error: 'Article not found',
      code: 'not_found',
      messageCode: 'not_found.articles',
    });
    expect((await inLanguage(alice, 'de').get(path)).body).toMatchObject({
      error: 'Artigo não encontrado',
    });
  });

  it('gives each broken rule its code, parameters and text, in the language asked', async () => {
    const body = { name: 'x'.repeat(201) };
    const portuguese = await inLanguage(alice, 'pt-BR').post('/api/projects', body);
    expect(portuguese).toMatchObject({
      status: 400,
      body: {
        error: 'Máximo de 200 caracteres',
        code: 'invalid_input',
        messageCode: 'validation.max_chars',
        params: { max: 200 },
        issues: [
          {
            path: 'name',
            code: 'validation.max_chars',
            params: { max: 200 },
            message: 'Máximo de 200 caracteres',
          },
        ],
      },
    });
    const french = await inLanguage(alice, 'fr').post('/api/projects', { name: ' ' });
    expect(french.body).toMatchObject({
      error: 'Le nom du projet est obligatoire',
      messageCode: 'validation.project_name_required',
      issues: [{ path: 'name', code: 'validation.project_name_required' }],
    });
    expect(french.body).not.toHaveProperty('params');
  });

  it('says a plan limit with the limit and the plan, over REST and in a sync refusal', async () => {
    const { client } = await freshAccount();
    for (let i = 1; i <= 3; i += 1) await client.post('/api/projects', { name: `P${i}` });
    const refused = await inLanguage(client, 'en').post('/api/projects', { name: 'P4' });
    expect(refused).toMatchObject({
      status: 403,
      body: {
        error: 'You have reached the limit of 3 projects of the Free plan. Upgrade to continue.',
        code: 'plan_limit',
        messageCode: 'plan_limit.maxProjects',
        params: { max: 3, plan: 'Free' },
      },
    });
    const pushed = await client.post<{ rejected: unknown[] }>('/api/sync/push', {
      clientId: crypto.randomUUID(),
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: [{ id: 1, name: 'project.create', args: { id: crypto.randomUUID(), name: 'P5' } }],
    });
    expect(pushed.body.rejected).toEqual([
      {
        id: 1,
        name: 'project.create',
        reason: 'forbidden',
        code: 'plan_limit.maxProjects',
        params: { max: 3, plan: 'Free' },
        message: 'Você atingiu o limite de 3 projetos do plano Free. Faça upgrade para continuar.',
      },
    ]);
  });

  it('names an unknown route with its method and path', async () => {
    const answer = await inLanguage(alice, 'es').get('/api/nowhere');
    expect(answer).toMatchObject({
      status: 404,
      body: {
        error: 'Ruta no encontrada: GET /api/nowhere',
        code: 'route_not_found',
        messageCode: 'error.route_not_found',
        params: { method: 'GET', path: '/api/nowhere' },
      },
    });
  });
});
