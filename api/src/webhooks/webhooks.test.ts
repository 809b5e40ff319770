import { createHmac } from 'node:crypto';
import { type PlanName, WEBHOOK_EVENTS, type WebhookEndpoint } from '@trilha/shared';
import { SYNC_SCHEMA_VERSION } from '@trilha/sync';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import {
  adminClient,
  TestClient as Client,
  signedInPerson,
  TEST_ORIGIN,
  type TestClient,
  type TestContext,
  type TestPerson,
  useTestApp,
} from '../../test/test-app';
import { putOnPlan } from '../../test/unlimited-plan';
import { type ReceivedRequest, WebhookReceiver } from '../../test/webhook-receiver';
import { loadConfig } from '../config';
import type { Sql } from '../db/connect';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { type DeliveryOptions, WebhookDeliveryWorker } from './delivery-worker';
import type { WebhookBody } from './event-recorder';

const context = useTestApp({ WEBHOOK_ALLOW_PRIVATE: '1' });
const ALL_EVENTS = [...WEBHOOK_EVENTS];
/** Short waits, so retries and pauses happen within a test. */
const FAST: Partial<DeliveryOptions> = {
  allowPrivate: true,
  baseDelayMs: 40,
  maxDelayMs: 200,
  timeoutMs: 2_000,
  maxAttempts: 6,
  pauseAfter: 4,
};

let receiver: WebhookReceiver;
let worker: WebhookDeliveryWorker;
let owner: TestPerson;
let admin: TestClient;

beforeAll(async () => {
  admin = (await adminClient(context)).client;
  owner = await signedInPerson(context, 'Olga Dona');
  receiver = await WebhookReceiver.start();
  worker = new WebhookDeliveryWorker(context.db.sql, FAST);
});
afterAll(async () => {
  await worker?.stop();
  await receiver?.close();
});

type Created = WebhookEndpoint & { secret: string };
let paths = 0;
/** Registers an endpoint of `person` at a path of its own on the receiver. */
async function register(
  person: { client: TestClient },
  body: { events?: string[]; projectId?: string } = {},
) {
  const path = `/hook-${++paths}`;
  const response = await person.client.post<Created>('/api/integrations/webhooks', {
    url: receiver.url(path),
    events: ALL_EVENTS,
    ...body,
  });
  expect(response.status).toBe(201);
  return { ...response.body, path };
}

/** Runs the worker until `done` holds (or fails the test after a few seconds). */
async function deliverUntil(done: () => boolean, using = worker): Promise<void> {
  const until = Date.now() + 5_000;
  while (!done()) {
    if (Date.now() > until) throw new Error('the deliveries did not happen in time');
    await using.deliverDue();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const parsed = (request: ReceivedRequest) => JSON.parse(request.body) as WebhookBody;
const typesAt = (path: string) => receiver.at(path).map((request) => parsed(request).type);

async function createProject(client: TestClient, name = 'Horta comunitária') {
  const response = await client.post<{ id: string }>('/api/projects', { name });
  expect(response.status).toBe(201);
  return response.body.id;
}

let mutationId = 0;
async function push(client: TestClient, mutations: { name: string; args: unknown }[]) {
  const response = await client.post<{ rejected: unknown[] }>('/api/sync/push', {
    clientId: uuidv7(),
    schemaVersion: SYNC_SCHEMA_VERSION,
    mutations: mutations.map((mutation) => ({ id: ++mutationId, ...mutation })),
  });
  expect(response.status).toBe(200);
  return response.body.rejected;
}

describe('registering a webhook', () => {
  it.each(['free', 'pro', 'team'] as PlanName[])(
    'is refused with plan_limit on the %s plan',
    async (plan) => {
      const person = await signedInPerson(context, `Pessoa ${plan}`);
      await putOnPlan(context.db.sql, person.id, plan);
      const response = await person.client.post('/api/integrations/webhooks', {
        url: receiver.url(),
        events: ['project.created'],
      });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({
        code: 'plan_limit',
        messageCode: 'plan_limit.feature_integrations',
      });
      // The list still answers (empty): the screen shows the upgrade hint over it.
      expect((await person.client.get('/api/integrations/webhooks')).body).toEqual([]);
    },
  );

  it('is not limited for an administrator, whatever their plan', async () => {
    const [me] = await context.db.sql<{ id: string }[]>`
      SELECT id FROM users WHERE role = 'admin' LIMIT 1`;
    await putOnPlan(context.db.sql, String(me?.id), 'free');
    const created = await register({ client: admin }, { events: ['project.created'] });
    expect(created.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
  });

  it('answers the secret once: the list never shows it', async () => {
    const created = await register(owner, { events: ['record.created'] });
    expect(created).toMatchObject({
      status: 'active',
      events: ['record.created'],
      projectId: null,
    });
    const list = await owner.client.get<WebhookEndpoint[]>('/api/integrations/webhooks');
    const listed = list.body.find((endpoint) => endpoint.id === created.id);
    expect(listed).toMatchObject({ url: created.url, status: 'active', recentDeliveries: [] });
    expect(listed).not.toHaveProperty('secret');
    await owner.client.delete(`/api/integrations/webhooks/${created.id}`);
  });

  it('refuses bad input with coded 4xx answers', async () => {
    const post = (body: unknown) => owner.client.post('/api/integrations/webhooks', body);
    const ftp = await post({ url: 'ftp://example.com/x', events: ['project.created'] });
    expect(ftp.status).toBe(400);
    expect(ftp.body.messageCode).toBe('validation.webhook_url_invalid');
    const none = await post({ url: receiver.url(), events: [] });
    expect(none.body.messageCode).toBe('validation.webhook_events_required');
    const unknown = await post({ url: receiver.url(), events: ['project.exploded'] });
    expect(unknown.status).toBe(400);
    const stranger = await signedInPerson(context, 'Estranho');
    const theirs = await createProject(stranger.client);
    const notMine = await post({
      url: receiver.url(),
      events: ['record.created'],
      projectId: theirs,
    });
    expect(notMine.status).toBe(404);
    expect(notMine.body.messageCode).toBe('not_found.projects');
    const missing = await owner.client.delete(`/api/integrations/webhooks/${uuidv7()}`);
    expect(missing.status).toBe(404);
    expect(missing.body.messageCode).toBe('webhooks.not_found');
  });

  it('refuses the loopback and private networks unless WEBHOOK_ALLOW_PRIVATE is set', async () => {
    // The same database, served by an app with the default setting.
    const app = createApp({
      sql: context.db.sql,
      config: loadConfig({ APP_URL: TEST_ORIGIN }),
      rateLimiter: new RateLimiter(context.db.sql),
    });
    const strict: TestContext = { db: context.db, app, client: () => new Client(app) };
    const person = await signedInPerson(strict, 'Rita Rígida');
    for (const url of [
      receiver.url(),
      'http://localhost:9/x',
      'http://[::1]/x',
      'http://10.0.0.8/x',
      'https://169.254.169.254/latest/meta-data',
      'http://[fd00::1]/x',
    ]) {
      const response = await person.client.post('/api/integrations/webhooks', {
        url,
        events: ['project.created'],
      });
      expect(response.status, url).toBe(400);
      expect(response.body.messageCode, url).toBe('webhooks.address_not_allowed');
    }
  });
});

describe('delivering events', () => {
  it('POSTs signed JSON { id, type, createdAt, data } for REST writes', async () => {
    const endpoint = await register(owner);
    const projectId = await createProject(owner.client, 'Feira');
    const idea = await owner.client.post<{ id: string }>(`/api/projects/${projectId}/ideas`, {
      title: 'Banca',
      description: 'Uma banca',
    });
    await owner.client.put(`/api/ideas/${idea.body.id}`, { title: 'Banca nova' });
    await owner.client.delete(`/api/ideas/${idea.body.id}`);
    await owner.client.put(`/api/projects/${projectId}`, { status: 'completed' });
    await deliverUntil(() => receiver.at(endpoint.path).length >= 5);

    expect(typesAt(endpoint.path)).toEqual([
      'project.created',
      'record.created',
      'record.updated',
      'record.deleted',
      'project.completed',
    ]);
    const [created, recordCreated] = receiver.at(endpoint.path);
    expect(parsed(created as ReceivedRequest)).toEqual({
      id: expect.any(String),
      type: 'project.created',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: { projectId, name: 'Feira' },
    });
    expect(parsed(recordCreated as ReceivedRequest).data).toEqual({
      projectId,
      type: 'ideas',
      id: idea.body.id,
    });
    for (const request of receiver.at(endpoint.path)) {
      expect(request.headers['content-type']).toBe('application/json');
      const header = String(request.headers['trilha-signature']);
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
      const expected = createHmac('sha256', endpoint.secret)
        .update(`${t}.${request.body}`)
        .digest('hex');
      expect(v1).toBe(expected);
      expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(60);
    }
    const list = await owner.client.get<WebhookEndpoint[]>('/api/integrations/webhooks');
    const listed = list.body.find((one) => one.id === endpoint.id);
    expect(listed?.recentDeliveries[0]).toMatchObject({
      type: 'project.completed',
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
    });
    const deliveries = await owner.client.get<unknown[]>(
      `/api/integrations/webhooks/${endpoint.id}/deliveries`,
    );
    expect(deliveries.body).toHaveLength(5);
    await owner.client.delete(`/api/integrations/webhooks/${endpoint.id}`);
  });

  it('tells what a sync push applied, a reveal with its ranking, and nothing of refused writes', async () => {
    const projectId = await createProject(owner.client, 'Oficina');
    const endpoint = await register(owner, {
      projectId,
      events: ['record.created', 'voting.revealed'],
    });
    const [first, second, session, ana, bia] = [uuidv7(), uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    const dot = (participantId: string, itemId: string) => ({
      name: 'dot.create',
      args: {
        id: uuidv7(),
        projectId,
        sessionId: session,
        participantId,
        itemId,
        placedAt: new Date().toISOString(),
      },
    });
    const rejected = await push(owner.client, [
      { name: 'idea.create', args: { id: first, projectId, title: 'A', description: 'a' } },
      { name: 'idea.create', args: { id: second, projectId, title: 'B', description: 'b' } },
      // Refused (no such project): written nowhere, told to no one.
      {
        name: 'idea.create',
        args: { id: uuidv7(), projectId: uuidv7(), title: 'X', description: 'x' },
      },
      { name: 'votingSession.create', args: { id: session, projectId, title: 'Votar' } },
      { name: 'participant.create', args: { id: ana, projectId, sessionId: session, name: 'Ana' } },
      { name: 'participant.create', args: { id: bia, projectId, sessionId: session, name: 'Bia' } },
      dot(ana, second),
      dot(bia, second),
      dot(ana, first),
      { name: 'votingSession.update', args: { id: session, changes: { status: 'revealed' } } },
    ]);
    expect(rejected).toHaveLength(1);
    await deliverUntil(() => typesAt(endpoint.path).includes('voting.revealed'));
    const bodies = receiver.at(endpoint.path).map(parsed);
    const createdIds = bodies
      .filter((body) => body.type === 'record.created')
      .map((body) => `${body.data.type}:${body.data.id}`);
    expect(createdIds).toEqual(
      expect.arrayContaining([`ideas:${first}`, `ideas:${second}`, `votingSessions:${session}`]),
    );
    expect(createdIds).toHaveLength(8); // 2 ideas, the session, 2 participants, 3 dots
    const reveal = bodies.find((body) => body.type === 'voting.revealed');
    expect(reveal?.data).toMatchObject({
      projectId,
      sessionId: session,
      target: 'ideas',
      ranking: [
        { itemId: second, dots: 2, rank: 1 },
        { itemId: first, dots: 1, rank: 2 },
      ],
    });
    // Another project of the owner is not this endpoint's.
    await createProject(owner.client, 'Outro');
    await worker.deliverDue();
    expect(typesAt(endpoint.path)).not.toContain('project.created');
    await owner.client.delete(`/api/integrations/webhooks/${endpoint.id}`);
  });

  it('reaches the endpoints of people who see the project, never a stranger’s', async () => {
    const stranger = await signedInPerson(context, 'Sérgio Estranho');
    const theirs = await register(stranger, { events: ['project.created'] });
    const mine = await register(owner, { events: ['project.created'] });
    await createProject(owner.client, 'Só meu');
    await deliverUntil(() => receiver.at(mine.path).length === 1);
    await worker.deliverDue();
    expect(receiver.at(theirs.path)).toEqual([]);
    const [count] = await context.db.sql<{ count: number }[]>`
      SELECT count(*)::int AS count FROM webhook_deliveries WHERE endpoint_id = ${theirs.id}`;
    expect(count?.count).toBe(0);
    await owner.client.delete(`/api/integrations/webhooks/${mine.id}`);
  });

  it('tries again with growing waits, with the same event id, until it is answered 2xx', async () => {
    const endpoint = await register(owner, { events: ['project.created'] });
    let tries = 0;
    receiver.answer = (request) => (request.path === endpoint.path && ++tries <= 2 ? 500 : 200);
    await createProject(owner.client, 'Teimoso');
    await deliverUntil(() => receiver.at(endpoint.path).length >= 3);
    receiver.answer = () => 200;
    const requests = receiver.at(endpoint.path);
    expect(new Set(requests.map((request) => parsed(request).id)).size).toBe(1);
    expect(new Set(requests.map((request) => request.body)).size).toBe(1);
    const [a, b, c] = requests.map((request) => request.at) as [number, number, number];
    expect(b - a).toBeGreaterThanOrEqual(FAST.baseDelayMs as number);
    expect(c - b).toBeGreaterThanOrEqual(2 * (FAST.baseDelayMs as number));
    const deliveries = await owner.client.get<{ status: string; attempts: number }[]>(
      `/api/integrations/webhooks/${endpoint.id}/deliveries`,
    );
    expect(deliveries.body[0]).toMatchObject({ status: 'delivered', attempts: 3 });
    await owner.client.delete(`/api/integrations/webhooks/${endpoint.id}`);
  });

  it('waits, when stopped, for the forgetting it began as it started', async () => {
    let inFlight = 0;
    const counting = ((strings: TemplateStringsArray, ...values: never[]) => {
      inFlight += 1;
      return context.db.sql(strings, ...values).finally(() => {
        inFlight -= 1;
      });
    }) as unknown as Sql;
    const starting = new WebhookDeliveryWorker(counting, FAST);
    starting.start();
    expect(inFlight).toBe(1);
    await starting.stop();
    expect(inFlight).toBe(0);
  });

  it('forgets the deliveries that ended more than 30 days ago, never a pending one', async () => {
    const endpoint = await register(owner, { events: ['project.created'] });
    const DAY = 24 * 60 * 60_000;
    const delivery = (status: string, daysAgo: number) => ({
      id: uuidv7(),
      endpointId: endpoint.id,
      eventId: uuidv7(),
      eventType: `project.created.${status}.${daysAgo}`,
      body: '{}',
      status,
      // Not due yet: the worker's other tests must not try it.
      nextAttemptAt: new Date(Date.now() + DAY),
      createdAt: new Date(Date.now() - daysAgo * DAY),
    });
    const { sql } = context.db;
    await sql`INSERT INTO webhook_deliveries ${sql([
      delivery('delivered', 31),
      delivery('failed', 45),
      delivery('pending', 40),
      delivery('delivered', 29),
    ])}`;
    expect(await worker.forgetEnded()).toBe(2);
    const kept = await owner.client.get<{ type: string }[]>(
      `/api/integrations/webhooks/${endpoint.id}/deliveries`,
    );
    expect(kept.body.map((row) => row.type).sort()).toEqual([
      'project.created.delivered.29',
      'project.created.pending.40',
    ]);
    await owner.client.delete(`/api/integrations/webhooks/${endpoint.id}`);
  });

  it('pauses an endpoint that keeps failing, says so in the list, and resumes it', async () => {
    const endpoint = await register(owner, { events: ['project.created'] });
    let failing = true;
    receiver.answer = (request) => (request.path === endpoint.path && failing ? 503 : 200);
    await createProject(owner.client, 'Quebrado');
    await deliverUntil(() => receiver.at(endpoint.path).length >= (FAST.pauseAfter as number));
    const listed = async () =>
      (await owner.client.get<WebhookEndpoint[]>('/api/integrations/webhooks')).body.find(
        (one) => one.id === endpoint.id,
      );
    expect(await listed()).toMatchObject({
      status: 'paused',
      pausedAt: expect.any(String),
      consecutiveFailures: FAST.pauseAfter,
      recentDeliveries: [{ status: 'pending', lastStatusCode: 503, lastError: 'HTTP 503' }],
    });
    // Paused: nothing more is sent, and new events are not queued for it.
    await new Promise((resolve) => setTimeout(resolve, 250));
    await worker.deliverDue();
    await createProject(owner.client, 'Enquanto pausado');
    await worker.deliverDue();
    expect(receiver.at(endpoint.path)).toHaveLength(FAST.pauseAfter as number);

    failing = false;
    const resumed = await owner.client.post<WebhookEndpoint>(
      `/api/integrations/webhooks/${endpoint.id}/resume`,
    );
    expect(resumed.body).toMatchObject({
      status: 'active',
      consecutiveFailures: 0,
      pausedAt: null,
    });
    await deliverUntil(() => receiver.at(endpoint.path).length === (FAST.pauseAfter as number) + 1);
    expect((await listed())?.recentDeliveries[0]).toMatchObject({ status: 'delivered' });
    receiver.answer = () => 200;
    await owner.client.delete(`/api/integrations/webhooks/${endpoint.id}`);
  });

  it('refuses to send to a private address when the worker is not allowed to', async () => {
    const endpoint = await register(owner, { events: ['project.created'] });
    const strict = new WebhookDeliveryWorker(context.db.sql, { ...FAST, allowPrivate: false });
    await createProject(owner.client, 'Nada sai');
    await strict.deliverDue();
    const deliveries = await owner.client.get<{ lastError: string; attempts: number }[]>(
      `/api/integrations/webhooks/${endpoint.id}/deliveries`,
    );
    expect(deliveries.body[0]).toMatchObject({
      attempts: 1,
      lastError: 'webhooks.address_not_allowed',
    });
    expect(receiver.at(endpoint.path)).toEqual([]);
    await owner.client.delete(`/api/integrations/webhooks/${endpoint.id}`);
  });

  it('sends nothing more for an account whose plan stopped selling integrations', async () => {
    const person = await signedInPerson(context, 'Paula Rebaixada');
    const endpoint = await register(person, { events: ['project.created'] });
    await createProject(person.client, 'Antes do rebaixamento');
    await putOnPlan(context.db.sql, person.id, 'team');
    await worker.deliverDue();
    expect(receiver.at(endpoint.path)).toEqual([]);
    const deliveries = await person.client.get<{ status: string; lastError: string }[]>(
      `/api/integrations/webhooks/${endpoint.id}/deliveries`,
    );
    expect(deliveries.body).toMatchObject([{ status: 'failed', lastError: 'plan_limit' }]);
  });

  it('sends each event once when two workers share the database', async () => {
    const endpoint = await register(owner, { events: ['project.created'] });
    for (const name of ['Um', 'Dois', 'Três', 'Quatro']) await createProject(owner.client, name);
    const other = new WebhookDeliveryWorker(context.db.sql, FAST);
    await Promise.all([worker.deliverDue(), other.deliverDue(), worker.deliverDue()]);
    await deliverUntil(() => receiver.at(endpoint.path).length >= 4, other);
    await Promise.all([worker.deliverDue(), other.deliverDue()]);
    const ids = receiver.at(endpoint.path).map((request) => parsed(request).id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    await owner.client.delete(`/api/integrations/webhooks/${endpoint.id}`);
  });
});
