import { SYNC_SCHEMA_VERSION } from '@trilha/sync';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  signedInClient,
  signupPayload,
  type TestClient,
  useTestApp,
} from '../../test/test-app';

/**
 * Finding: a NUL byte (Postgres cannot store it) or a lone UTF-16 surrogate in any text field
 * was a 500. Now the shared text rule refuses both: 400 through REST, `invalid` through sync.
 */
const context = useTestApp();
const NUL = 'Ana\u0000';
const LONE_SURROGATE = 'Ana \uD83D';

let admin: TestClient;
let alice: TestClient;
let projectId: string;
beforeAll(async () => {
  admin = (await adminClient(context)).client;
  alice = (await signedInClient(context)).client;
  projectId = (await alice.post<{ id: string }>('/api/projects', { name: 'Projeto' })).body.id;
});

function expectRefused(response: { status: number; body: unknown }) {
  expect(response.status).toBe(400);
  expect(response.body).toMatchObject({
    code: 'invalid_input',
    error: 'O texto contém caracteres inválidos.',
  });
}

describe.each([
  ['a NUL character', NUL],
  ['a lone surrogate', LONE_SURROGATE],
])('text with %s', (_, bad) => {
  it('is refused on sign-up and sign-in', async () => {
    expectRefused(await context.client().post('/api/auth/signup', signupPayload({ name: bad })));
    expectRefused(
      await context.client().post('/api/auth/login', { username: bad, password: 'Segura123' }),
    );
  });

  it('is refused on the profile, by the user admin and in the library', async () => {
    const profile = await alice.get<Record<string, unknown>>('/api/users/profile');
    expectRefused(await alice.put('/api/users/profile', { ...profile.body, bio: bad }));
    expectRefused(await admin.post('/api/users', { username: bad, password: 'Segura123' }));
    const article = { title: 'Artigo', content: 'Texto', author: 'Ana' };
    expectRefused(await admin.post('/api/articles', { ...article, author: bad }));
    const created = await admin.post<{ id: string }>('/api/articles', article);
    expectRefused(await admin.put(`/api/articles/${created.body.id}`, { tags: ['ok', bad] }));
  });

  it('is refused on projects', async () => {
    expectRefused(await alice.post('/api/projects', { name: bad }));
    expectRefused(await alice.put(`/api/projects/${projectId}`, { description: bad }));
  });

  it.each([
    ['empathy-maps', { title: 'Mapa' }, 'says'],
    ['personas', { name: 'Carla' }, 'goals'],
    ['interviews', { participantName: 'João', date: '2026-11-20' }, 'questions'],
    [
      'observations',
      { location: 'Sala', date: '2026-11-21', context: 'c', behavior: 'b' },
      'insights',
    ],
    ['pov-statements', { user: 'u', need: 'n', insight: 'i', statement: 's' }, 'statement'],
    ['hmw-questions', { question: 'Como poderíamos?' }, 'challenge'],
    ['ideas', { title: 'Ideia', description: 'd' }, 'category'],
    ['prototypes', { name: 'P', type: 'paper', description: 'd' }, 'materials'],
    ['test-plans', { name: 'T', methodology: 'm', participants: 5 }, 'objective'],
  ])('is refused on %s, created and updated', async (path, valid, field) => {
    const list = ['says', 'goals', 'questions', 'materials'].includes(field);
    const badValue = list ? [bad] : bad;
    expectRefused(
      await alice.post(`/api/projects/${projectId}/${path}`, { ...valid, [field]: badValue }),
    );
    const created = await alice.post<{ id: string }>(`/api/projects/${projectId}/${path}`, valid);
    expect(created.status).toBe(201);
    expectRefused(await alice.put(`/api/${path}/${created.body.id}`, { [field]: badValue }));
  });

  it('is refused on test results', async () => {
    const plan = await alice.post<{ id: string }>(`/api/projects/${projectId}/test-plans`, {
      name: 'Plano',
      methodology: 'm',
      participants: 5,
    });
    expectRefused(
      await alice.post(`/api/test-plans/${plan.body.id}/results`, { participantId: bad }),
    );
  });

  it('is a rejection (invalid) in a sync push, and the push goes on', async () => {
    const clientId = uuidv7();
    const response = await alice.post('/api/sync/push', {
      clientId,
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: [
        { id: 1, name: 'empathyMap.create', args: { id: uuidv7(), projectId, title: bad } },
        { id: 2, name: 'empathyMap.create', args: { id: uuidv7(), projectId, title: 'Bom' } },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      lastMutationId: 2,
      rejected: [{ id: 1, reason: 'invalid', message: 'O texto contém caracteres inválidos.' }],
    });
  });

  it('in a mutation name (no client ever sends one), refuses the push: 400', async () => {
    const response = await alice.post('/api/sync/push', {
      clientId: uuidv7(),
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: [{ id: 1, name: `empathyMap.${bad}`, args: {} }],
    });
    expectRefused(response);
  });
});
