import { afterAll, beforeAll } from 'vitest';
import { type App, type AppOptions, createApp } from '../src/app';
import type { AppDeps } from '../src/app-env';
import { loadConfig } from '../src/config';
import type { Sql } from '../src/db/connect';
import { RateLimiter } from '../src/rate-limit/rate-limiter';
import { createTestDatabase, type TestDatabase } from './test-database';
import { putOnUnlimitedPlan } from './unlimited-plan';

/** The origin `app.request('/api/...')` requests appear to come from. */
export const TEST_ORIGIN = 'http://localhost';

export interface TestResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

/** The app a client talks to: one app, or the one running now (a server that restarts). */
export type AppSource = App | (() => App);

export const appOf = (source: AppSource): App => (typeof source === 'function' ? source() : source);

/**
 * A client for the app under test: JSON in and out, the same-origin header a browser would send,
 * and a cookie jar per client so several users can act in one test.
 */
export class TestClient {
  private cookie: string | undefined;

  /**
   * Each client is a device at its own network address (what the rate limits count), unless a
   * test puts several behind one address.
   */
  constructor(
    private readonly app: AppSource,
    readonly address: string = randomAddress(),
  ) {}

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    }
    // The Node adapter's bindings: where clientAddress() finds the socket's peer.
    const bindings = { incoming: { socket: { remoteAddress: this.address } } };
    const response = await appOf(this.app).request(path, { method, headers, body }, bindings);
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? '';
      this.cookie = pair.endsWith('=') ? undefined : pair;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (static files): the raw text is the body.
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  get = <T = Record<string, unknown>>(path: string) => this.request<T>('GET', path);
  post = <T = Record<string, unknown>>(path: string, json?: unknown) =>
    this.request<T>('POST', path, json === undefined ? {} : { json });
  put = <T = Record<string, unknown>>(path: string, json?: unknown) =>
    this.request<T>('PUT', path, json === undefined ? {} : { json });
  delete = <T = Record<string, unknown>>(path: string) => this.request<T>('DELETE', path);

  /** Forgets the session cookie, as a new browser would. */
  forgetCookie(): void {
    this.cookie = undefined;
  }

  get sessionCookie(): string | undefined {
    return this.cookie;
  }
}

/** An address of the IPv6 documentation range, different for every call. */
export const randomAddress = () => {
  const group = () => Math.floor(Math.random() * 0x10000).toString(16);
  return `2001:db8::${group()}:${group()}:${group()}`;
};

export interface TestContext {
  db: TestDatabase;
  app: App;
  client(): TestClient;
}

/**
 * A migrated database and an app on it, outside any test runner (the simulation, api/sim, starts
 * these itself). Environment overrides let a test try, say, an https APP_URL; app options, say, a
 * short live-update heartbeat.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  appOptions: AppOptions = {},
  /** More of the app's outside world, built on the test database (a hub's link to a cloud). */
  moreDeps: (db: TestDatabase) => Partial<AppDeps> = () => ({}),
): Promise<TestContext> {
  const db = await createTestDatabase();
  const app = createTestApp(db.sql, env, appOptions, moreDeps(db));
  return { db, app, client: () => new TestClient(app) };
}

/** The app over `sql` as the tests run it; a second call is the same server started again. */
export function createTestApp(
  sql: Sql,
  env: Record<string, string> = {},
  appOptions: AppOptions = {},
  moreDeps: Partial<AppDeps> = {},
): App {
  const config = loadConfig({ APP_URL: TEST_ORIGIN, ...env });
  return createApp({ sql, config, rateLimiter: new RateLimiter(sql), ...moreDeps }, appOptions);
}

/**
 * Registers beforeAll/afterAll hooks that give the test file a migrated database and an app on
 * it (startTestApp).
 */
export function useTestApp(
  env: Record<string, string> = {},
  appOptions: AppOptions = {},
  moreDeps: (db: TestDatabase) => Partial<AppDeps> = () => ({}),
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    Object.assign(context, await startTestApp(env, appOptions, moreDeps));
  });
  afterAll(async () => {
    await context.db?.close();
  });
  return context;
}

/** A signup payload that passes every rule of the spec; override what a test is about. */
export function signupPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ana Souza',
    email: `ana.${Math.random().toString(36).slice(2, 10)}@example.com`,
    password: 'Segura123',
    company: 'Estúdio Trilha',
    role: 'Designer de serviços',
    industry: 'Design',
    experience: 'Intermediário (3-5 anos)',
    country: 'Brasil',
    state: 'SP',
    city: 'São Paulo',
    zipCode: '01310-100',
    phone: '',
    bio: '',
    interests: ['Design Thinking'],
    ...overrides,
  };
}

/** Signs a new user up and in; returns the client holding their session and the user. */
export async function signedInClient(
  context: TestContext,
  overrides: Record<string, unknown> = {},
) {
  const client = context.client();
  const payload = signupPayload(overrides);
  const signup = await client.post<{ user: { id: string; role: string } }>(
    '/api/auth/signup',
    payload,
  );
  if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const login = await client.post('/api/auth/login', {
    username: payload.email,
    password: payload.password,
  });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  // Not limited by the Free plan unless a test is about plans (see putOnUnlimitedPlan).
  await putOnUnlimitedPlan(context.db.sql, signup.body.user.id);
  return { client, user: signup.body.user, payload };
}

/** Brings `member` into `projectId` as `role`, through an invitation of the project's owner. */
export async function joinProject(
  owner: TestClient,
  member: TestClient,
  projectId: string,
  role: 'editor' | 'viewer',
): Promise<void> {
  const invitation = await owner.post<{ code: string }>(`/api/projects/${projectId}/invitations`, {
    role,
  });
  await member.post(`/api/invitations/${invitation.body.code}/accept`);
}

/** A signed-in person of a test: their client, id and name (the owner, an editor, a stranger…). */
export interface TestPerson {
  client: TestClient;
  id: string;
  name: string;
}

export async function signedInPerson(context: TestContext, name: string): Promise<TestPerson> {
  const { client, user } = await signedInClient(context, { name });
  return { client, id: user.id, name };
}

/**
 * Signs up the administrator of the test database: the first account of a fresh database is
 * made admin, so call it first (in the file's beforeAll) and later signedInClient users are
 * ordinary users. Fails loudly if another account got there first.
 */
export async function adminClient(context: TestContext, overrides: Record<string, unknown> = {}) {
  const admin = await signedInClient(context, overrides);
  if (admin.user.role !== 'admin') {
    throw new Error('adminClient must sign up the first account of the test database');
  }
  return admin;
}
