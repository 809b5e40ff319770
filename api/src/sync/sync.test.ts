import { SYNC_SCHEMA_VERSION } from '@trilha/sync';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInClient, type TestClient, useTestApp } from '../../test/test-app';
import { PlanLimitGuard } from '../billing/mutation-limits';
import { ProjectWriteAccess } from '../sharing/write-access';
import { PostgresMutationTransaction } from '../workspace/postgres-mutation-transaction';
import { processPull } from './pull';
import { PushBatchTransaction } from './push-batch-transaction';

const context = useTestApp();

type Json = Record<string, unknown>;
interface PullBody {
  cursor: string;
  hasMore: boolean;
  changes: Json[];
  removedProjects: string[];
  lastMutationId: number;
  rejected: Json[];
}
interface PushBody {
  lastMutationId: number;
  rejected: { id: number; name: string; reason: string; message: string }[];
}

let alice: TestClient;
let aliceId: string;
let bob: TestClient;
let bobId: string;

beforeAll(async () => {
  await signedInClient(context); // the first account is the admin; keep alice and bob ordinary
  ({
    client: alice,
    user: { id: aliceId },
  } = await signedInClient(context));
  ({
    client: bob,
    user: { id: bobId },
  } = await signedInClient(context));
});

afterEach(() => {
  vi.restoreAllMocks();
});

let sequence = 0;
/** A fresh UUID v7-looking id per call, stable in shape for the schemas. */
function newId(): string {
  sequence += 1;
  return `0190b000-0000-7000-8000-${sequence.toString(16).padStart(12, '0')}`;
}

function push(
  client: TestClient,
  clientId: string,
  mutations: { id: number; name: string; args: unknown }[],
) {
  return client.post<PushBody>('/api/sync/push', {
    clientId,
    schemaVersion: SYNC_SCHEMA_VERSION,
    mutations,
  });
}

function pull(
  client: TestClient,
  query: { cursor?: string; clientId?: string; after?: number } = {},
) {
  const params = new URLSearchParams({ schemaVersion: String(SYNC_SCHEMA_VERSION) });
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.set(key, String(value));
  return client.get<PullBody>(`/api/sync/pull?${params}`);
}

describe('push', () => {
  it('applies mutations in order and answers how far it got', async () => {
    const fallback = vi.spyOn(console, 'warn');
    const clientId = newId();
    const projectId = newId();
    const ideaId = newId();
    const response = await push(alice, clientId, [
      { id: 1, name: 'project.create', args: { id: projectId, name: 'Oficina' } },
      { id: 2, name: 'idea.create', args: { id: ideaId, projectId, title: 'A', description: 'a' } },
      { id: 3, name: 'idea.vote', args: { id: ideaId, delta: 1 } },
      { id: 4, name: 'idea.vote', args: { id: ideaId, delta: 1 } },
    ]);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ lastMutationId: 4, rejected: [] });
    const ideas = await alice.get<Json[]>(`/api/projects/${projectId}/ideas`);
    expect(ideas.body).toMatchObject([{ id: ideaId, votes: 2 }]);
    // Through the batched path: no fall back to one mutation at a time.
    expect(fallback).not.toHaveBeenCalled();
  });

  it('is idempotent: a push sent twice applies each mutation once', async () => {
    const clientId = newId();
    const projectId = newId();
    const ideaId = newId();
    const mutations = [
      { id: 1, name: 'project.create', args: { id: projectId, name: 'Duas vezes' } },
      { id: 2, name: 'idea.create', args: { id: ideaId, projectId, title: 'A', description: 'a' } },
      { id: 3, name: 'idea.vote', args: { id: ideaId } },
    ];
    const [first, second] = await Promise.all([
      push(alice, clientId, mutations),
      push(alice, clientId, mutations),
    ]);
    expect(first.body.lastMutationId).toBe(3);
    expect(second.body.lastMutationId).toBe(3);
    const again = await push(alice, clientId, [
      ...mutations,
      { id: 4, name: 'idea.vote', args: { id: ideaId } },
    ]);
    expect(again.body.lastMutationId).toBe(4);
    expect((await alice.get<Json[]>(`/api/projects/${projectId}/ideas`)).body[0]?.votes).toBe(2);

    // A retry of what was all applied applies nothing and reads no plan (the roles and the
    // batch's records are read in the client record's trip, before it is known which
    // mutations are fresh); a device checking in with an empty push reads none of them.
    const roles = vi.spyOn(ProjectWriteAccess, 'load');
    const records = vi.spyOn(PushBatchTransaction.prototype, 'prefetch');
    const plan = vi.spyOn(PlanLimitGuard, 'load');
    const apply = vi.spyOn(ProjectWriteAccess.prototype, 'run');
    const retry = await push(alice, clientId, mutations);
    expect(retry.body).toEqual({ lastMutationId: 4, rejected: [] });
    expect(apply).not.toHaveBeenCalled();
    expect(plan).not.toHaveBeenCalled();
    const checkIn = await push(alice, clientId, []);
    expect(checkIn.body).toEqual({ lastMutationId: 4, rejected: [] });
    expect(roles).toHaveBeenCalledTimes(1);
    expect(records).toHaveBeenCalledTimes(1);
    expect((await alice.get<Json[]>(`/api/projects/${projectId}/ideas`)).body[0]?.votes).toBe(2);
  });

  it('rejects a rule-breaking mutation with its reason, records it, and goes on with the rest', async () => {
    const clientId = newId();
    const projectId = newId();
    const response = await push(alice, clientId, [
      { id: 1, name: 'project.create', args: { id: projectId, name: 'Com erros' } },
      { id: 2, name: 'persona.create', args: { id: newId(), projectId, name: '' } },
      { id: 3, name: 'persona.update', args: { id: newId(), changes: { name: 'Ninguém' } } },
      { id: 4, name: 'no.such.mutation', args: {} },
      { id: 5, name: 'persona.create', args: { id: newId(), projectId, name: 'Carla' } },
    ]);
    expect(response.body.lastMutationId).toBe(5);
    expect(response.body.rejected).toEqual([
      {
        id: 2,
        name: 'persona.create',
        reason: 'invalid',
        code: 'validation.name_required',
        message: 'Nome é obrigatório',
      },
      {
        id: 3,
        name: 'persona.update',
        reason: 'not_found',
        code: 'not_found.personas',
        message: 'Persona não encontrada',
      },
      {
        id: 4,
        name: 'no.such.mutation',
        reason: 'invalid',
        code: 'sync.unknown_mutation',
        params: { name: 'no.such.mutation' },
        message: 'Mutação desconhecida: no.such.mutation',
      },
    ]);
    expect((await alice.get<Json[]>(`/api/projects/${projectId}/personas`)).body).toHaveLength(1);
    // A retry whose first answer was lost learns the same rejections.
    const retry = await push(alice, clientId, [{ id: 2, name: 'persona.create', args: {} }]);
    expect(retry.body.rejected.map((r) => r.id)).toEqual([2]);
    // And so does a pull after the last id the client knows to be settled.
    const pulled = await pull(alice, { clientId, after: 2 });
    expect(pulled.body.rejected.map((r) => r.id)).toEqual([3, 4]);
  });

  it('forgets the refusals below a push’s first mutation, only of the pusher’s own device', async () => {
    const clientId = newId();
    const projectId = newId();
    const unnamed = () => ({ name: 'persona.create', args: { id: newId(), projectId, name: '' } });
    await push(alice, clientId, [
      { id: 1, name: 'project.create', args: { id: projectId, name: 'Recusas' } },
      { id: 2, ...unnamed() },
      { id: 3, ...unnamed() },
    ]);
    // Another account naming Alice's device is refused, and deletes nothing of hers.
    expect((await push(bob, clientId, [{ id: 9, ...unnamed() }])).status).toBe(403);
    expect((await pull(alice, { clientId, after: 0 })).body.rejected.map((r) => r.id)).toEqual([
      2, 3,
    ]);
    // The device queues 3 again (its answer was lost) and 4: it holds refusal 2, not 3.
    const retry = await push(alice, clientId, [
      { id: 3, ...unnamed() },
      { id: 4, name: 'persona.create', args: { id: newId(), projectId, name: 'Ana' } },
    ]);
    expect(retry.body.rejected.map((r) => r.id)).toEqual([3]);
    expect((await pull(alice, { clientId, after: 0 })).body.rejected.map((r) => r.id)).toEqual([3]);
  });

  it("rejects mutations on another user's project and never touches it", async () => {
    const bobsProject = newId();
    await push(bob, newId(), [
      { id: 1, name: 'project.create', args: { id: bobsProject, name: 'Do Bob' } },
    ]);
    const response = await push(alice, newId(), [
      {
        id: 1,
        name: 'persona.create',
        args: { id: newId(), projectId: bobsProject, name: 'Intrusa' },
      },
      { id: 2, name: 'project.update', args: { id: bobsProject, changes: { name: 'Tomado' } } },
      { id: 3, name: 'project.delete', args: { id: bobsProject } },
      { id: 4, name: 'project.create', args: { id: bobsProject, name: 'Mesmo id' } },
    ]);
    expect(response.body.rejected.map((r) => r.reason)).toEqual([
      'not_found',
      'not_found',
      'not_found',
      'conflict',
    ]);
    const project = await bob.get<Json>(`/api/projects/${bobsProject}`);
    expect(project.body).toMatchObject({ name: 'Do Bob', completionRate: 0 });
  });

  it('refuses a device registered to another account, and a client of another schema version', async () => {
    const clientId = newId();
    await push(alice, clientId, []);
    const stolen = await push(bob, clientId, []);
    expect(stolen.status).toBe(403);
    const outdated = await alice.post('/api/sync/push', {
      clientId,
      schemaVersion: SYNC_SCHEMA_VERSION + 1,
      mutations: [],
    });
    expect(outdated.status).toBe(409);
    expect(outdated.body).toMatchObject({ code: 'outdated_client' });
    expect(
      (await context.client().post('/api/sync/push', { clientId, schemaVersion: 1, mutations: [] }))
        .status,
    ).toBe(401);
    const bad = await alice.post('/api/sync/push', {
      clientId,
      schemaVersion: 1,
      mutations: [{ id: 2 }, { id: 1 }],
    });
    expect(bad.status).toBe(400);
  });

  it('leaves nothing half-applied when the server fails mid-push, and the retry completes it', async () => {
    const clientId = newId();
    const projectId = newId();
    const mutations = [
      { id: 1, name: 'project.create', args: { id: projectId, name: 'Falha no meio' } },
      { id: 2, name: 'persona.create', args: { id: newId(), projectId, name: 'Primeira' } },
      { id: 3, name: 'persona.create', args: { id: newId(), projectId, name: 'Segunda' } },
    ];
    // Both ways of applying a push die halfway: the batch after its first statements, the
    // one-by-one path at its third write.
    const flush = PushBatchTransaction.prototype.flush;
    vi.spyOn(PushBatchTransaction.prototype, 'flush').mockImplementation(async function (
      this: PushBatchTransaction,
    ) {
      await flush.call(this);
      throw new Error('the server died after writing');
    });
    const insert = PostgresMutationTransaction.prototype.insert;
    let inserts = 0;
    vi.spyOn(PostgresMutationTransaction.prototype, 'insert').mockImplementation(async function (
      this: PostgresMutationTransaction,
      ...args: Parameters<typeof insert>
    ) {
      inserts += 1;
      if (inserts === 3) throw new Error('the server died');
      return insert.apply(this, args);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failed = await push(alice, clientId, mutations);
    expect(failed.status).toBe(500);
    const [nothing] = await context.db
      .sql`SELECT count(*)::int AS n FROM projects WHERE id = ${projectId}`;
    expect(nothing?.n).toBe(0);
    const [client] = await context.db
      .sql`SELECT last_mutation_id FROM sync_clients WHERE id = ${clientId}`;
    expect(client).toBeUndefined();

    vi.restoreAllMocks();
    const retried = await push(alice, clientId, mutations);
    expect(retried.body).toEqual({ lastMutationId: 3, rejected: [] });
    expect((await alice.get<Json[]>(`/api/projects/${projectId}/personas`)).body).toHaveLength(2);
  });

  it('falls back to one mutation at a time when the batch fails at the database', async () => {
    const clientId = newId();
    const projectId = newId();
    const ideaId = newId();
    vi.spyOn(PushBatchTransaction.prototype, 'flush').mockRejectedValue(
      Object.assign(new Error('check constraint'), { code: '23514' }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await push(alice, clientId, [
      { id: 1, name: 'project.create', args: { id: projectId, name: 'Caminho lento' } },
      { id: 2, name: 'idea.create', args: { id: ideaId, projectId, title: 'A', description: 'a' } },
      { id: 3, name: 'idea.vote', args: { id: ideaId } },
      { id: 4, name: 'idea.update', args: { id: newId(), changes: { title: 'x' } } },
    ]);
    expect(response.body).toEqual({
      lastMutationId: 4,
      rejected: [
        {
          id: 4,
          name: 'idea.update',
          reason: 'not_found',
          code: 'not_found.ideas',
          message: 'Ideia não encontrada',
        },
      ],
    });
    expect(warn).toHaveBeenCalled();
    expect((await alice.get<Json[]>(`/api/projects/${projectId}/ideas`)).body).toMatchObject([
      { id: ideaId, votes: 1 },
    ]);
  });
});

describe('pull', () => {
  it('brings every visible change once, then nothing new, then only what changed', async () => {
    const clientId = newId();
    const projectId = newId();
    const personaId = newId();
    await push(alice, clientId, [
      { id: 1, name: 'project.create', args: { id: projectId, name: 'Puxar' } },
      { id: 2, name: 'persona.create', args: { id: personaId, projectId, name: 'Carla' } },
    ]);
    const first = await pull(alice, { clientId });
    expect(first.body.lastMutationId).toBe(2);
    const mine = first.body.changes.filter(
      (change) =>
        (change.row as Json | undefined)?.projectId === projectId ||
        (change.row as Json | undefined)?.id === projectId,
    );
    expect(mine.map((change) => change.entity)).toEqual(['projects', 'personas']);
    expect(mine[1]?.row).toMatchObject({ id: personaId, name: 'Carla', goals: [] });
    expect(mine[1]?.row).not.toHaveProperty('syncVersion');

    const quiet = await pull(alice, { clientId, cursor: first.body.cursor });
    expect(quiet.body.changes).toEqual([]);

    await alice.delete(`/api/personas/${personaId}`);
    await alice.put(`/api/projects/${projectId}`, { currentPhase: 2 });
    const next = await pull(alice, { clientId, cursor: quiet.body.cursor });
    // In the order they happened: the delete, then the phase change.
    expect(next.body.changes).toEqual([
      { entity: 'personas', id: personaId, projectId, deleted: true },
      { entity: 'projects', row: expect.objectContaining({ id: projectId, currentPhase: 2 }) },
    ]);
  });

  it("never returns another user's projects, and drops a project the user lost or that was deleted", async () => {
    const shared = newId();
    const bobsOwn = newId();
    await push(bob, newId(), [
      { id: 1, name: 'project.create', args: { id: shared, name: 'Compartilhado' } },
      { id: 2, name: 'project.create', args: { id: bobsOwn, name: 'Só do Bob' } },
    ]);
    await context.db
      .sql`INSERT INTO project_members (project_id, user_id) VALUES (${shared}, ${aliceId})`;
    const first = await pull(alice);
    const ids = first.body.changes.map(
      (change) => (change.row as Json | undefined)?.id ?? change.id,
    );
    expect(ids).toContain(shared);
    expect(ids).not.toContain(bobsOwn);

    await context.db
      .sql`DELETE FROM project_members WHERE project_id = ${shared} AND user_id = ${aliceId}`;
    const after = await pull(alice, { cursor: first.body.cursor });
    expect(after.body.removedProjects).toEqual([shared]);
    expect(bobId).toBeTruthy();
  });

  it('pages a large history with hasMore, losing and repeating nothing', async () => {
    const clientId = newId();
    const projectId = newId();
    const mutations = [{ id: 1, name: 'project.create', args: { id: projectId, name: 'Grande' } }];
    for (let i = 0; i < 25; i++) {
      mutations.push({
        id: i + 2,
        name: 'observation.create',
        args: {
          id: newId(),
          projectId,
          location: `L${i}`,
          date: '2026-11-20',
          context: 'c',
          behavior: 'b',
        } as never,
      });
    }
    await push(alice, clientId, mutations); // one push: all 26 rows share one version
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    for (;;) {
      const page = await processPull(context.db.sql, aliceId, { cursor, clientId }, 7);
      pages += 1;
      seen.push(
        ...page.changes
          .filter((c) => 'row' in c && (c.row.projectId === projectId || c.row.id === projectId))
          .map((c) => String((c as { row: Json }).row.id)),
      );
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(seen).toHaveLength(26);
    expect(new Set(seen).size).toBe(26);
  });

  it('refuses a forged cursor and requires a session', async () => {
    expect((await pull(alice, { cursor: 'not-a-cursor' })).status).toBe(400);
    expect(
      (await context.client().get(`/api/sync/pull?schemaVersion=${SYNC_SCHEMA_VERSION}`)).status,
    ).toBe(401);
    expect(
      (await alice.get(`/api/sync/pull?schemaVersion=${SYNC_SCHEMA_VERSION + 1}`)).status,
    ).toBe(409);
  });
});
