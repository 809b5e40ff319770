import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationRejected } from '../mutation-rejected';
import type { PullResponse, PushResponse } from '../protocol';
import { databaseNameFor, TrilhaDatabase } from './database';
import { RECENT_REJECTIONS } from './status';
import { StorageFullError, SyncClient } from './sync-client';
import { SyncEngine } from './sync-engine';

const USER = '0190c000-0000-7000-8000-000000000001';
const PROJECT = '0190c000-0000-7000-8000-0000000000a1';
const IDEA = '0190c000-0000-7000-8000-0000000000b1';
const NOW = '2026-11-23T10:00:00.000Z';
const ideaId = (n: number) => `0190c000-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** A scripted server: each call answers the next queued response for its path. */
function scriptedServer() {
  const answers: Record<string, ((init: RequestInit) => Response | Promise<Response>)[]> = {
    push: [],
    pull: [],
  };
  const requests: { path: string; body: unknown }[] = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    const path = url.includes('/push') ? 'push' : 'pull';
    requests.push({
      path,
      body: init.body ? JSON.parse(String(init.body)) : new URL(url, 'http://x').searchParams,
    });
    const next = answers[path]?.shift();
    if (!next) throw new Error(`unexpected ${path}`);
    return next(init);
  };
  const json =
    (body: unknown, status = 200) =>
    () =>
      new Response(JSON.stringify(body), { status });
  return {
    fetch,
    requests,
    push: (body: PushResponse | object, status = 200) => answers.push?.push(json(body, status)),
    pull: (body: Partial<PullResponse>) =>
      answers.pull?.push(
        json({
          cursor: 'c1',
          hasMore: false,
          changes: [],
          removedProjects: [],
          lastMutationId: 0,
          rejected: [],
          ...body,
        }),
      ),
    failNetwork: (path: 'push' | 'pull') =>
      answers[path]?.push(() => {
        throw new TypeError('Failed to fetch');
      }),
    /** A connection that went dead: no answer ever, until the request is aborted (as fetch). */
    hang: (path: 'push' | 'pull') =>
      answers[path]?.push(
        ({ signal }) =>
          new Promise<Response>((_, reject) =>
            signal?.addEventListener('abort', () => reject(signal.reason)),
          ),
      ),
  };
}

function newClient(server = scriptedServer(), options: { requestDeadlineMs?: number } = {}) {
  const db = new TrilhaDatabase(USER, { indexedDB: new IDBFactory(), IDBKeyRange });
  return { client: new SyncClient({ db, fetch: server.fetch, ...options }), db, server };
}

const projectRow = {
  id: PROJECT,
  ownerId: USER,
  name: 'Oficina',
  description: '',
  status: 'in_progress',
  currentPhase: 1,
  createdAt: NOW,
  updatedAt: NOW,
};
const ideaRow = (votes: number) => ({
  status: 'idea' as const,
  id: IDEA,
  projectId: PROJECT,
  title: 'Senha por SMS',
  description: 'Avisar a vez',
  category: '',
  feasibility: null,
  impact: null,
  votes,
  roundId: null,
  color: null,
  writerName: null,
  hiddenAt: null,
  createdAt: NOW,
  updatedAt: NOW,
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The server takes the queued project.create and sends the project back; all is synced. */
async function syncQueuedProject(client: SyncClient, server: ReturnType<typeof scriptedServer>) {
  server.push({ lastMutationId: 1, rejected: [] });
  server.pull({ lastMutationId: 1, changes: [{ entity: 'projects', row: projectRow }] });
  await client.sync();
  expect(client.status.getState()).toMatchObject({ online: true, pendingCount: 0, problem: null });
}

describe('SyncClient.mutate', () => {
  it('writes the record and queues the mutation together; the status counts it', async () => {
    const { client, db } = newClient();
    await client.mutate('project.create', { id: PROJECT, name: 'Oficina' });
    await client.mutate('idea.create', {
      id: IDEA,
      projectId: PROJECT,
      title: 'A',
      description: 'a',
    });
    expect(await db.projects.get(PROJECT)).toMatchObject({
      name: 'Oficina',
      ownerId: USER,
      currentPhase: 1,
    });
    expect(await db.ideas.get(IDEA)).toMatchObject({ votes: 0, status: 'idea' });
    expect((await client.pending()).map((entry) => [entry.id, entry.name])).toEqual([
      [1, 'project.create'],
      [2, 'idea.create'],
    ]);
    expect(client.status.getState().pendingCount).toBe(2);
  });

  it('refuses a change that breaks a rule and queues nothing', async () => {
    const { client, db } = newClient();
    await expect(
      client.mutate('persona.update', { id: IDEA, changes: { name: 'X' } }),
    ).rejects.toBeInstanceOf(MutationRejected);
    await expect(client.mutate('project.create', { id: PROJECT, name: '' })).rejects.toMatchObject({
      code: 'validation.project_name_required',
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('says plainly when the device is out of storage, and keeps nothing half-written', async () => {
    const { client, db } = newClient();
    vi.spyOn(db.outbox, 'add').mockRejectedValue(
      Object.assign(new Error('full'), { name: 'QuotaExceededError' }),
    );
    await expect(
      client.mutate('project.create', { id: PROJECT, name: 'Oficina' }),
    ).rejects.toBeInstanceOf(StorageFullError);
    expect(client.status.getState().problem).toBe('quota');
    expect(await db.projects.count()).toBe(0);
  });
});

describe('SyncClient.pull', () => {
  it("applies the server's rows, deletes and removed projects, and keeps the cursor", async () => {
    const { client, db, server } = newClient();
    server.pull({
      cursor: 'after-first',
      changes: [
        { entity: 'projects', row: projectRow },
        { entity: 'ideas', row: ideaRow(3) },
      ],
    });
    await client.pull();
    expect(await db.ideas.get(IDEA)).toMatchObject({ votes: 3 });

    server.pull({
      cursor: 'after-second',
      changes: [{ entity: 'ideas', id: IDEA, projectId: PROJECT, deleted: true }],
    });
    await client.pull();
    expect(await db.ideas.count()).toBe(0);
    expect(server.requests.at(-1)?.body).toBeInstanceOf(URLSearchParams);
    const lastQuery = server.requests.at(-1)?.body as URLSearchParams | undefined;
    expect(lastQuery?.get('cursor')).toBe('after-first');

    await db.ideas.put(ideaRow(1));
    server.pull({ cursor: 'after-third', removedProjects: [PROJECT] });
    await client.pull();
    expect(await db.projects.count()).toBe(0);
    expect(await db.ideas.count()).toBe(0);
  });

  it('follows hasMore until the last page', async () => {
    const { client, db, server } = newClient();
    server.pull({
      cursor: 'p1',
      hasMore: true,
      changes: [{ entity: 'projects', row: projectRow }],
    });
    server.pull({ cursor: 'p2', changes: [{ entity: 'ideas', row: ideaRow(0) }] });
    await client.pull();
    expect(await db.ideas.count()).toBe(1);
    expect((await db.meta.get('cursor'))?.value).toBe('p2');
  });

  it('rebases pending work on the server state: a queued vote stays on top, counted once', async () => {
    const { client, db, server } = newClient();
    server.pull({
      changes: [
        { entity: 'projects', row: projectRow },
        { entity: 'ideas', row: ideaRow(5) },
      ],
    });
    await client.pull();
    await client.mutate('idea.vote', { id: IDEA, delta: 1 });
    expect((await db.ideas.get(IDEA))?.votes).toBe(6);

    // Another device voted twice meanwhile: the server has 7, our vote still queued.
    server.pull({ cursor: 'c2', changes: [{ entity: 'ideas', row: ideaRow(7) }] });
    await client.pull();
    expect((await db.ideas.get(IDEA))?.votes).toBe(8);
    // Nothing changed on the server: still 7 + our 1, not 9.
    server.pull({ cursor: 'c3' });
    await client.pull();
    expect((await db.ideas.get(IDEA))?.votes).toBe(8);

    // The server applied our vote: it leaves the queue and the server's 8 is the truth.
    server.pull({
      cursor: 'c4',
      lastMutationId: 1,
      changes: [{ entity: 'ideas', row: ideaRow(8) }],
    });
    await client.pull();
    expect((await db.ideas.get(IDEA))?.votes).toBe(8);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.shadows.count()).toBe(0);
  });

  it('undoes a refused change and keeps the refusal for the user to read', async () => {
    const { client, db, server } = newClient();
    server.pull({
      changes: [
        { entity: 'projects', row: projectRow },
        { entity: 'ideas', row: ideaRow(0) },
      ],
    });
    await client.pull();
    await client.mutate('idea.update', { id: IDEA, changes: { title: 'Editada offline' } });
    server.pull({
      cursor: 'c2',
      lastMutationId: 1,
      rejected: [
        {
          id: 1,
          name: 'idea.update',
          reason: 'not_found',
          code: 'not_found.ideas',
          message: 'Ideia não encontrada',
        },
      ],
      changes: [{ entity: 'ideas', id: IDEA, projectId: PROJECT, deleted: true }],
    });
    await client.pull();
    expect(await db.ideas.count()).toBe(0);
    expect(client.status.getState().rejected).toMatchObject([
      {
        id: 1,
        name: 'idea.update',
        code: 'not_found.ideas',
        message: 'Ideia não encontrada',
        args: { id: IDEA, changes: { title: 'Editada offline' } },
      },
    ]);
  });

  it('carries the newest refusals and the count of all; forgets those the person read', async () => {
    const { client, db, server } = newClient();
    server.pull({ changes: [{ entity: 'projects', row: projectRow }] });
    await client.pull();
    const refused = RECENT_REJECTIONS + 2;
    for (let n = 1; n <= refused; n++)
      await client.mutate('idea.create', {
        id: ideaId(n),
        projectId: PROJECT,
        title: `Ideia ${n}`,
        description: 'd',
      });
    server.push({
      lastMutationId: refused,
      rejected: Array.from({ length: refused }, (_, index) => ({
        id: index + 1,
        name: 'idea.create',
        reason: 'forbidden',
        code: 'project.viewer_cannot_write',
      })),
    });
    await client.push();
    expect(await db.rejections.count()).toBe(refused);
    const { rejected, rejectedCount } = client.status.getState();
    expect(rejectedCount).toBe(refused);
    expect(rejected.map((rejection) => rejection.id)).toEqual(
      Array.from({ length: RECENT_REJECTIONS }, (_, index) => refused - index),
    );

    // The person reads them up to the newest shown, and a refusal arrives a moment later.
    const shown = rejected[0]?.id ?? 0;
    const later = {
      id: refused + 1,
      name: 'idea.create',
      reason: 'forbidden' as const,
      message: '',
    };
    await db.rejections.put({ ...later, args: null, at: new Date().toISOString() });
    await client.dismissRejections(shown);
    expect(await db.rejections.toCollection().primaryKeys()).toEqual([refused + 1]);
    expect(client.status.getState()).toMatchObject({ rejectedCount: 1 });
  });
});

describe('SyncClient.sync failures', () => {
  it('keeps the queue when the session ended, and says so', async () => {
    const { client, server } = newClient();
    await client.mutate('project.create', { id: PROJECT, name: 'Oficina' });
    server.push({ error: 'Você precisa entrar para continuar.', code: 'unauthenticated' }, 401);
    await expect(client.sync()).rejects.toThrow();
    expect(client.status.getState()).toMatchObject({
      problem: 'unauthenticated',
      problemMessage: { code: 'error.unauthenticated' },
      pendingCount: 1,
    });
  });

  it('keeps the queue when the app is outdated, and says so', async () => {
    const { client, server } = newClient();
    await client.mutate('project.create', { id: PROJECT, name: 'Oficina' });
    server.push(
      { error: 'Atualize', code: 'outdated_client', messageCode: 'sync.outdated_client' },
      409,
    );
    await expect(client.sync()).rejects.toThrow('Atualize');
    expect(client.status.getState()).toMatchObject({
      problem: 'outdated',
      problemMessage: { code: 'sync.outdated_client' },
      pendingCount: 1,
    });
  });

  it("keeps the queue while the server's database is out of reach, and says so", async () => {
    const { client, server } = newClient();
    await client.mutate('project.create', { id: PROJECT, name: 'Oficina' });
    server.push({ error: 'O banco de dados…', code: 'database_unavailable' }, 503);
    await expect(client.sync()).rejects.toThrow();
    expect(client.status.getState()).toMatchObject({ problem: 'unavailable', pendingCount: 1 });
  });

  it('marks the device offline when the network is down, and records the last sync when it works', async () => {
    const { client, server } = newClient();
    await client.mutate('project.create', { id: PROJECT, name: 'Oficina' });
    server.failNetwork('push');
    await expect(client.sync()).rejects.toBeInstanceOf(TypeError);
    expect(client.status.getState()).toMatchObject({
      online: false,
      pendingCount: 1,
      lastSyncAt: null,
    });

    await syncQueuedProject(client, server);
    expect(client.status.getState().lastSyncAt).not.toBeNull();
    const pushed = server.requests.filter((r) => r.path === 'push').at(-1)?.body as {
      mutations: unknown[];
    };
    expect(pushed.mutations).toEqual([
      { id: 1, name: 'project.create', args: { id: PROJECT, name: 'Oficina' } },
    ]);
  });
});

describe('a connection that went dead', () => {
  it('gives up on a push with no answer by its deadline, keeps the queue, and syncs next time', async () => {
    const { client, server } = newClient(scriptedServer(), { requestDeadlineMs: 50 });
    await client.mutate('project.create', { id: PROJECT, name: 'Oficina' });
    server.hang('push');
    await expect(client.sync()).rejects.toBeInstanceOf(TypeError);
    expect(client.status.getState()).toMatchObject({ online: false, pendingCount: 1 });

    await syncQueuedProject(client, server);
    expect(client.status.getState()).toMatchObject({ online: true, pendingCount: 0 });
  });

  it('gives up on a pull page with no answer, and pulls it again next time', async () => {
    const { client, server } = newClient(scriptedServer(), { requestDeadlineMs: 50 });
    server.hang('pull');
    await expect(client.sync()).rejects.toBeInstanceOf(TypeError);
    server.pull({ cursor: 'c2' });
    await client.sync();
    expect(await client.db.meta.get('cursor')).toEqual({ key: 'cursor', value: 'c2' });
  });
});

describe('SyncClient at an insecure origin', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names the device and syncs without crypto.randomUUID (a page at http://<laptop address>)', async () => {
    // Such a page has crypto.getRandomValues and no randomUUID; the device's id used to come
    // from randomUUID, so every sync threw a TypeError, taken for 'Offline'.
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const { client, server } = newClient();
    await client.mutate('project.create', { id: PROJECT, name: 'Oficina' });
    await syncQueuedProject(client, server);
    const pushed = server.requests[0]?.body as { clientId: string };
    expect(pushed.clientId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(await client.clientId()).toBe(pushed.clientId);
  });
});

describe('last sync time', () => {
  it('survives a reload: a client opened later on the same database knows it, offline', async () => {
    const { client, db, server } = newClient();
    server.push({ lastMutationId: 0, rejected: [] });
    server.pull({});
    await client.sync();
    const synced = client.status.getState().lastSyncAt;
    expect(synced).not.toBeNull();
    expect(client.status.getState().syncedSinceOpen).toBe(true);

    // A reload: a new client on the same IndexedDB, before any network call.
    const reopened = new SyncClient({ db, fetch: scriptedServer().fetch });
    expect(reopened.status.getState()).toMatchObject({ lastSyncAt: null, syncedSinceOpen: false });
    await reopened.refreshStatus();
    expect(reopened.status.getState()).toMatchObject({
      lastSyncAt: synced,
      syncedSinceOpen: false,
    });
  });

  it('is not recorded by a sync that failed', async () => {
    const { client, db, server } = newClient();
    await client.mutate('project.create', { id: PROJECT, name: 'Oficina' });
    server.failNetwork('push');
    await expect(client.sync()).rejects.toBeInstanceOf(TypeError);
    const reopened = new SyncClient({ db, fetch: server.fetch });
    await reopened.refreshStatus();
    expect(reopened.status.getState().lastSyncAt).toBeNull();
  });
});

describe('one database per user', () => {
  it('names each user’s database apart, so a shared tablet never mixes accounts', () => {
    expect(databaseNameFor('a')).not.toBe(databaseNameFor('b'));
    expect(new TrilhaDatabase('a', { indexedDB: new IDBFactory(), IDBKeyRange }).name).toBe(
      'trilha-a',
    );
  });
});

describe('SyncEngine', () => {
  it('pushes shortly after a local change, backs off after failures, and stops when signed out', async () => {
    // Only the engine's timers: fake-indexeddb schedules its own work with setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { client, server } = newClient();
    const engine = new SyncEngine(client, { pushDelayMs: 300, pullIntervalMs: 60_000 });
    const sync = vi.spyOn(client, 'sync');
    server.pull({});
    /** Lets the timers reach `ms` and the sync they started finish. */
    const elapse = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      await engine.idle();
    };
    engine.start();
    await elapse(1);
    expect(sync).toHaveBeenCalledTimes(1);

    server.failNetwork('push');
    await client.mutate('project.create', { id: PROJECT, name: 'Oficina' });
    await elapse(299);
    expect(sync).toHaveBeenCalledTimes(1);
    await elapse(1);
    expect(sync).toHaveBeenCalledTimes(2);

    // Retried after 1 s, then 2 s...
    server.failNetwork('push');
    await elapse(999);
    expect(sync).toHaveBeenCalledTimes(2);
    await elapse(1);
    expect(sync).toHaveBeenCalledTimes(3);
    server.push({ error: 'Sessão encerrada', code: 'unauthenticated' }, 401);
    await elapse(2000);
    expect(sync).toHaveBeenCalledTimes(4);
    // Signed out: no more attempts until resume(), whatever the interval says.
    await elapse(120_000);
    expect(sync).toHaveBeenCalledTimes(4);
    expect(client.status.getState()).toMatchObject({
      problem: 'unauthenticated',
      problemMessage: { code: 'error.unauthenticated' },
      pendingCount: 1,
    });

    server.push({ lastMutationId: 1, rejected: [] });
    server.pull({ lastMutationId: 1 });
    engine.resume();
    await elapse(1);
    expect(sync).toHaveBeenCalledTimes(5);
    expect(client.status.getState()).toMatchObject({ pendingCount: 0, problem: null });
    engine.stop();
  });

  it('shows the device offline when the network drops while a sync is finishing', async () => {
    const server = scriptedServer();
    let answerPull = () => {};
    let pullAsked = false;
    const pullHeld = new Promise<void>((resolve) => {
      answerPull = resolve;
    });
    const { client } = newClient({
      ...server,
      fetch: async (url, init) => {
        if (url.includes('/pull')) {
          pullAsked = true;
          await pullHeld;
        }
        return server.fetch(url, init);
      },
    });
    const events = new EventTarget();
    let online = true;
    const engine = new SyncEngine(client, { events, isOnline: () => online });
    server.pull({});
    engine.start();
    await vi.waitFor(() => expect(pullAsked).toBe(true));

    // The pull's answer was on its way when the wifi went.
    online = false;
    events.dispatchEvent(new Event('offline'));
    expect(client.status.getState().online).toBe(false);
    answerPull();
    await vi.waitFor(() => expect(client.status.getState().lastSyncAt).not.toBeNull());
    await engine.idle();
    await vi.waitFor(() => expect(client.status.getState().syncing).toBe(false));
    expect(client.status.getState().online).toBe(false);
    engine.stop();
  });
});
