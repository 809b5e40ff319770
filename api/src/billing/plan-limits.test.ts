import { type ListedArticle, PLAN_LIMIT_CODE } from '@trilha/shared';
import { SYNC_SCHEMA_VERSION } from '@trilha/sync';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { plansByName, useAccountPool } from '../../test/billing';
import { signedInClient, type TestClient, useTestApp } from '../../test/test-app';
import { ApiError } from '../http/errors';
import { assertWithinAiChatLimit } from './ai-chat-limit';
import { billingClock } from './clock';

// No STRIPE_* variables: payments are not configured on this server.
const context = useTestApp();
let admin: TestClient;
let adminId: string;
let plans: Awaited<ReturnType<typeof plansByName>>;

beforeAll(async () => {
  ({
    client: admin,
    user: { id: adminId },
  } = await signedInClient(context)); // the first account is the administrator
  plans = await plansByName(context);
});
const freshAccount = useAccountPool(context);

afterEach(() => {
  vi.restoreAllMocks();
});

let sequence = 0;
function newId(): string {
  sequence += 1;
  return `0190c000-0000-7000-8000-${sequence.toString(16).padStart(12, '0')}`;
}

const createProject = (client: TestClient, name = 'Projeto') =>
  client.post<{ id: string; error?: string; code?: string }>('/api/projects', { name });
const createPersona = (client: TestClient, projectId: string, name = 'Persona') =>
  client.post<{ error?: string; code?: string }>(`/api/projects/${projectId}/personas`, { name });

interface PushBody {
  lastMutationId: number;
  rejected: { id: number; name: string; reason: string; message: string }[];
}
const push = (client: TestClient, mutations: { id: number; name: string; args: unknown }[]) =>
  client.post<PushBody>('/api/sync/push', {
    clientId: newId(),
    schemaVersion: SYNC_SCHEMA_VERSION,
    mutations,
  });

describe('maxProjects', () => {
  it('refuses a fourth project on Free over REST with the plan message, and allows one after a delete', async () => {
    const { client } = await freshAccount();
    const made = [];
    for (let i = 1; i <= 3; i += 1) made.push(await createProject(client, `Projeto ${i}`));
    expect(made.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const fourth = await createProject(client, 'Projeto 4');
    expect(fourth.status).toBe(403);
    expect(fourth.body).toMatchObject({
      code: PLAN_LIMIT_CODE,
      error: 'Você atingiu o limite de 3 projetos do plano Free. Faça upgrade para continuar.',
    });
    expect((await client.delete(`/api/projects/${made[0]?.body.id}`)).status).toBe(204);
    expect((await createProject(client, 'Projeto 4')).status).toBe(201);
  });

  it('refuses the creates over the limit in a sync push, and keeps everything else of the batch', async () => {
    const { client } = await freshAccount();
    const ids = [newId(), newId(), newId(), newId()];
    const answer = await push(client, [
      ...ids.map((id, index) => ({
        id: index + 1,
        name: 'project.create',
        args: { id, name: `P${index}` },
      })),
      { id: 5, name: 'project.update', args: { id: ids[0], changes: { name: 'Renomeado' } } },
      // A retried create of a project that exists changes no count: not refused.
      { id: 6, name: 'project.create', args: { id: ids[1], name: 'P1' } },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.lastMutationId).toBe(6);
    expect(answer.body.rejected).toEqual([
      {
        id: 4,
        name: 'project.create',
        reason: 'forbidden',
        code: 'plan_limit.maxProjects',
        params: { max: 3, plan: 'Free' },
        message: 'Você atingiu o limite de 3 projetos do plano Free. Faça upgrade para continuar.',
      },
    ]);
    const { body: projects } = await client.get<{ id: string; name: string }[]>('/api/projects');
    expect(projects.map((project) => project.name).sort()).toEqual(['P1', 'P2', 'Renomeado']);
  });

  it('counts a delete earlier in the same push', async () => {
    const { client } = await freshAccount();
    const ids = [newId(), newId(), newId(), newId()];
    const answer = await push(client, [
      ...ids.slice(0, 3).map((id, index) => ({
        id: index + 1,
        name: 'project.create',
        args: { id, name: `P${index}` },
      })),
      { id: 4, name: 'project.delete', args: { id: ids[0] } },
      { id: 5, name: 'project.create', args: { id: ids[3], name: 'P3' } },
    ]);
    expect(answer.body.rejected).toEqual([]);
  });

  it('lets a trial create more, and after a downgrade keeps every project but refuses new ones', async () => {
    const { client } = await freshAccount();
    await client.post('/api/create-checkout-session', {
      planId: plans.pro.id,
      billingPeriod: 'monthly',
    });
    for (let i = 1; i <= 5; i += 1) expect((await createProject(client, `P${i}`)).status).toBe(201);
    vi.spyOn(billingClock, 'now').mockReturnValue(new Date(Date.now() + 8 * 24 * 60 * 60 * 1000));
    expect((await createProject(client, 'P6')).body.code).toBe(PLAN_LIMIT_CODE);
    const { body: projects } = await client.get<unknown[]>('/api/projects');
    expect(projects).toHaveLength(5);
  });

  it('does not limit administrators', async () => {
    // On Free like anyone without a plan, yet not limited.
    await context.db.sql`DELETE FROM user_subscriptions WHERE user_id = ${adminId}`;
    for (let i = 1; i <= 4; i += 1)
      expect((await createProject(admin, `Admin ${i}`)).status).toBe(201);
  });
});

describe('maxPersonasPerProject', () => {
  it('refuses a fourth persona in a project over REST and over sync, not in another project', async () => {
    const { client } = await freshAccount();
    const first = (await createProject(client, 'Um')).body.id;
    const second = (await createProject(client, 'Dois')).body.id;
    for (let i = 1; i <= 3; i += 1)
      expect((await createPersona(client, first, `Ana ${i}`)).status).toBe(201);
    const fourth = await createPersona(client, first, 'Ana 4');
    expect(fourth.status).toBe(403);
    expect(fourth.body).toMatchObject({
      code: PLAN_LIMIT_CODE,
      error:
        'Você atingiu o limite de 3 personas por projeto do plano Free. Faça upgrade para continuar.',
    });

    const answer = await push(client, [
      { id: 1, name: 'persona.create', args: { id: newId(), projectId: first, name: 'Sync' } },
      ...[1, 2, 3, 4].map((n) => ({
        id: n + 1,
        name: 'persona.create',
        args: { id: newId(), projectId: second, name: `B${n}` },
      })),
    ]);
    expect(answer.body.rejected.map((rejection) => rejection.id)).toEqual([1, 5]);
    expect(answer.body.rejected.every((rejection) => rejection.reason === 'forbidden')).toBe(true);
  });
});

describe('aiChatLimit', () => {
  it('answers 429 with the plan message once the month is used up; administrators are not limited', async () => {
    const { client, user } = await freshAccount();
    await expect(assertWithinAiChatLimit(context.db.sql, user)).resolves.toBeUndefined();
    const month = `${new Date().toISOString().slice(0, 7)}-01`;
    await context.db.sql`
      INSERT INTO ai_chat_usage (user_id, month, requests) VALUES (${user.id}, ${month}, 20)
      ON CONFLICT (user_id, month) DO UPDATE SET requests = 20`;
    const summary = await client.get<{ usage: { aiChatThisMonth: number } }>('/api/subscription');
    expect(summary.body.usage.aiChatThisMonth).toBe(20);
    // The mentor's route calls this before asking the AI server (app.ts wires it in).
    const refusal = await assertWithinAiChatLimit(context.db.sql, user).catch((error) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    const answer = { status: refusal.status, body: { code: refusal.code, error: refusal.message } };
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({
      code: PLAN_LIMIT_CODE,
      error:
        'Você atingiu o limite de 20 perguntas à IA por mês do plano Free. Faça upgrade para continuar.',
    });

    // The same month used up by an administrator on Free: still allowed.
    await context.db.sql`DELETE FROM user_subscriptions WHERE user_id = ${adminId}`;
    await context.db.sql`
      INSERT INTO ai_chat_usage (user_id, month, requests) VALUES (${adminId}, ${month}, 20)
      ON CONFLICT (user_id, month) DO UPDATE SET requests = 20`;
    await expect(assertWithinAiChatLimit(context.db.sql, { id: adminId })).resolves.toBeUndefined();
  });
});

describe('payments not configured', () => {
  it('answers 503 with a clear message when a paid plan needs Stripe', async () => {
    const { client } = await freshAccount();
    await client.post('/api/create-checkout-session', {
      planId: plans.pro.id,
      billingPeriod: 'monthly',
    });
    // During the trial, subscribing goes through Stripe too: 503, and the trial goes on.
    const duringTrial = await client.post('/api/create-checkout-session', {
      planId: plans.team.id,
      billingPeriod: 'monthly',
    });
    expect(duringTrial.status).toBe(503);
    expect(duringTrial.body).toMatchObject({ code: 'payments_not_configured' });
    expect((await client.get('/api/subscription')).body).toMatchObject({
      status: 'trialing',
      plan: { name: 'pro' },
    });
    vi.spyOn(billingClock, 'now').mockReturnValue(new Date(Date.now() + 8 * 24 * 60 * 60 * 1000));
    const answer = await client.post('/api/create-checkout-session', {
      planId: plans.pro.id,
      billingPeriod: 'monthly',
    });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 'payments_not_configured' });
    const webhook = await context.app.request('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      body: '{}',
    });
    expect(webhook.status).toBe(503);
  });
});

describe('libraryArticlesCount', () => {
  it('opens the 10 newest articles on Free (visitors too), all of them on Pro and to administrators', async () => {
    const { body: articles } = await context.client().get<ListedArticle[]>('/api/articles');
    const [newest, eleventh] = [articles[0]?.id, articles[10]?.id];
    const visitor = context.client();
    // The list names every published article but gives the text of the open ones only.
    const locksIn = async (reader: TestClient) => {
      const { body } = await reader.get<ListedArticle[]>('/api/articles');
      expect(body.map((article) => article.id)).toEqual(articles.map((article) => article.id));
      for (const article of body) {
        expect(article.readingMinutes).toBeGreaterThan(0);
        expect(article.content === '').toBe(article.locked);
      }
      return body.map((article) => article.locked);
    };
    const freeLocks = articles.map((_, index) => index >= 10);
    expect(articles.length).toBeGreaterThan(10);
    expect(await locksIn(visitor)).toEqual(freeLocks);
    expect((await visitor.get(`/api/articles/${newest}`)).status).toBe(200);
    const locked = await visitor.get(`/api/articles/${eleventh}`);
    expect(locked.status).toBe(403);
    expect(locked.body).toEqual({
      code: PLAN_LIMIT_CODE,
      error: 'O plano Free dá acesso a 10 artigos da biblioteca. Faça upgrade para continuar.',
      messageCode: 'plan_limit.libraryArticlesCount',
      params: { max: 10, plan: 'Free' },
    });

    const { client } = await freshAccount();
    expect((await client.get(`/api/articles/${eleventh}`)).status).toBe(403);
    expect(await locksIn(client)).toEqual(freeLocks);
    await client.post('/api/create-checkout-session', {
      planId: plans.pro.id,
      billingPeriod: 'monthly',
    });
    expect((await client.get(`/api/articles/${eleventh}`)).status).toBe(200);
    expect(await locksIn(client)).toEqual(articles.map(() => false));
    await context.db.sql`DELETE FROM user_subscriptions WHERE user_id = ${adminId}`;
    expect((await admin.get(`/api/articles/${eleventh}`)).status).toBe(200);
    expect(await locksIn(admin)).toEqual(articles.map(() => false));
  });
});
