import { VOTES_MAX } from '@trilha/shared';
import { MAX_MUTATION_ID, SYNC_SCHEMA_VERSION } from '@trilha/sync';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type TestClient, useTestApp } from '../../test/test-app';

/** Findings: numbers past what the database stores, and forged cursors, were 500s. */
const context = useTestApp();

let alice: TestClient;
let projectId: string;
beforeAll(async () => {
  alice = (await signedInClient(context)).client;
  projectId = (await alice.post<{ id: string }>('/api/projects', { name: 'Limites' })).body.id;
});

const pull = (query: Record<string, string>) =>
  alice.get(
    `/api/sync/pull?${new URLSearchParams({ schemaVersion: String(SYNC_SCHEMA_VERSION), ...query })}`,
  );
const push = (clientId: string, mutations: { id: number; name: string; args: unknown }[]) =>
  alice.post('/api/sync/push', { clientId, schemaVersion: SYNC_SCHEMA_VERSION, mutations });
const cursorOf = (wire: unknown) => Buffer.from(JSON.stringify(wire)).toString('base64url');

describe('a malformed pull cursor', () => {
  it.each([
    ['an id that is not a uuid', cursorOf({ [uuidv7()]: [0, 0, 'not-a-uuid'] })],
    ['a kind above the int range', cursorOf({ [uuidv7()]: [0, 2 ** 31, uuidv7()] })],
    ['a version past any counter', cursorOf({ [uuidv7()]: [2 ** 64, 0, uuidv7()] })],
    ['garbage base64', '!!!not base64 at all%%%'],
    ['base64 of garbage', Buffer.from([0xff, 0x00, 0xfe]).toString('base64url')],
  ])('is 400 invalid_cursor: %s', async (_, cursor) => {
    const response = await pull({ cursor });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_cursor' });
  });

  it('is 400 for an `after` above the mutation id range', async () => {
    const response = await pull({ after: String(2 ** 31) });
    expect(response.status).toBe(400);
  });
});

describe('mutation ids', () => {
  it('above 2^31 - 1 are refused with 400, and the client can still push afterwards', async () => {
    const clientId = uuidv7();
    const bad = {
      id: MAX_MUTATION_ID + 1,
      name: 'project.update',
      args: { id: uuidv7(), changes: {} },
    };
    expect((await push(clientId, [bad])).status).toBe(400);
    // The largest id is fine, even rejected (the rejection is stored and read back).
    const last = { ...bad, id: MAX_MUTATION_ID };
    const response = await push(clientId, [last]);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      lastMutationId: MAX_MUTATION_ID,
      rejected: [{ id: MAX_MUTATION_ID, reason: 'not_found' }],
    });
    expect((await push(clientId, [last])).status).toBe(200);
    expect((await pull({ clientId, after: '0' })).status).toBe(200);
  });
});

describe('votes', () => {
  let ideaId: string;
  beforeAll(async () => {
    const idea = await alice.post<{ id: string }>(`/api/projects/${projectId}/ideas`, {
      title: 'Votada',
      description: 'Muitos votos',
    });
    ideaId = idea.body.id;
  });

  it('are bounded on update: 400 past the maximum', async () => {
    const response = await alice.put(`/api/ideas/${ideaId}`, { votes: 2_147_483_647 });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'invalid_input',
      error: `Máximo de ${VOTES_MAX} votos`,
    });
  });

  it('refuse an increment past the maximum: 400 through REST, a rejection through sync', async () => {
    expect((await alice.put(`/api/ideas/${ideaId}`, { votes: VOTES_MAX })).status).toBe(200);
    const rest = await alice.post(`/api/ideas/${ideaId}/vote`);
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ error: `Máximo de ${VOTES_MAX} votos` });

    const synced = await push(uuidv7(), [
      { id: 1, name: 'idea.vote', args: { id: ideaId, delta: 1 } },
    ]);
    expect(synced.body).toMatchObject({
      rejected: [{ id: 1, reason: 'invalid', message: `Máximo de ${VOTES_MAX} votos` }],
    });
    const idea = await alice.get<{ votes: number }[]>(`/api/projects/${projectId}/ideas`);
    expect(idea.body[0]?.votes).toBe(VOTES_MAX);
  });
});
