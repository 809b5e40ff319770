import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  startOidcProvider,
  TEST_CLIENT,
  type TestOidcProvider,
  walkThroughProvider,
} from '../../../test/oidc-provider';
import {
  adminClient,
  randomAddress,
  signedInClient,
  TEST_ORIGIN,
  TestClient,
  useTestApp,
} from '../../../test/test-app';
import { putOnPlan } from '../../../test/unlimited-plan';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { RateLimiter } from '../../rate-limit/rate-limiter';
import { SSO_STARTS_PER_ADDRESS } from '../auth-limits';

const REDIRECT_URI = `${TEST_ORIGIN}/api/auth/oidc/callback`;

const PEOPLE = {
  ana: { email: 'Ana.SSO@Example.com', email_verified: true, name: 'Ana Souza' },
  bruno: { email: 'bruno.sso@example.com', email_verified: false, name: 'Bruno Lima' },
  carla: { email: 'carla.password@example.com', email_verified: true, name: 'Carla Dias' },
  dora: { email: 'dora.admin@example.com', email_verified: true, name: 'Dora Admin' },
};

// Filled in once the provider listens (before useTestApp's hook reads it: hooks run in order).
const env: Record<string, string> = {};
let provider: TestOidcProvider;
beforeAll(async () => {
  provider = await startOidcProvider(PEOPLE, REDIRECT_URI);
  Object.assign(env, {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: TEST_CLIENT.id,
    OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
  });
});
afterAll(() => provider?.close());

const context = useTestApp(env);

/** A browser's GET to the app with its cookies (both ends of SSO are navigations). */
async function browse(jar: CookieJar, path: string): Promise<Response> {
  const response = await context.app.request(path, { headers: { cookie: jar.header() } });
  jar.take(response);
  return response;
}

/**
 * Starts a sign-in in `jar`'s browser (from the login page of `next`, when given) and returns
 * where the provider sends it back.
 */
async function throughProvider(
  jar: CookieJar,
  person: keyof typeof PEOPLE | 'refuse',
  next?: string,
) {
  provider.answerNext(person === 'refuse' ? { refuse: true } : { person });
  const query = next === undefined ? '' : `?next=${encodeURIComponent(next)}`;
  const start = await browse(jar, `/api/auth/oidc/start${query}`);
  expect(start.status).toBe(302);
  return walkThroughProvider(start.headers.get('location') ?? '', TEST_ORIGIN);
}

const callbackPath = (url: URL) => `${url.pathname}${url.search}`;

/** The whole round trip: where the browser lands, and its cookies. */
async function signInBySso(person: keyof typeof PEOPLE, next?: string) {
  const jar = new CookieJar();
  const landing = await browse(jar, callbackPath(await throughProvider(jar, person, next)));
  return { jar, location: landing.headers.get('location'), status: landing.status };
}

async function me(jar: CookieJar) {
  const response = await browse(jar, '/api/auth/me');
  return { status: response.status, body: (await response.json()) as { user?: { id: string } } };
}

const refusal = (code: string) => `/login?sso_error=${code}`;

const pendingSignIns = async () =>
  Number((await context.db.sql`SELECT count(*) AS n FROM oidc_sign_ins`)[0]?.n);

const accountByEmail = async (email: string) =>
  (
    await context.db.sql<{ id: string; role: string; name: string; createdBySso: boolean }[]>`
      SELECT id, role, name, created_by_sso FROM users WHERE lower(email) = lower(${email})`
  )[0];

beforeAll(async () => {
  // The first account of a database is its administrator: not one SSO makes here.
  administrator = (await adminClient(context, { email: PEOPLE.dora.email })).user;
});
let administrator: { id: string };

describe('single sign-on with a real OpenID provider', () => {
  it('says it is on', async () => {
    const response = await browse(new CookieJar(), '/api/auth/oidc');
    expect(await response.json()).toEqual({ enabled: true });
  });

  it('creates the account of a verified e-mail, signs it in and lands on the dashboard', async () => {
    const { jar, status, location } = await signInBySso('ana');
    expect([status, location]).toEqual([302, '/dashboard']);
    const { status: meStatus, body } = await me(jar);
    expect(meStatus).toBe(200);
    expect(body.user).toMatchObject({
      email: 'ana.sso@example.com',
      username: 'ana.sso@example.com',
      name: 'Ana Souza',
      role: 'user',
    });
    // Made by SSO, on the server's Free plan (no subscription), and let in by SSO on it.
    expect((await accountByEmail('ana.sso@example.com'))?.createdBySso).toBe(true);
    const [subscription] = await context.db
      .sql`SELECT 1 FROM user_subscriptions WHERE user_id = ${body.user?.id ?? ''}`;
    expect(subscription).toBeUndefined();
    // The state cookie served its one callback.
    expect(jar.has('trilha_sso_state')).toBe(false);
  });

  it('lands on the page the person was going to, and keeps it through a refusal', async () => {
    const invitation = '/invite/abc?x=1';
    expect((await signInBySso('ana', invitation)).location).toBe(invitation);
    // A refusal sends the person back to /login still on their way there.
    expect((await signInBySso('bruno', invitation)).location).toBe(
      `${refusal('sso.email_unverified')}&next=${encodeURIComponent(invitation)}`,
    );
    // Anything that would leave the site is not a place to return to.
    for (const elsewhere of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      expect((await signInBySso('ana', elsewhere)).location).toBe('/dashboard');
    }
  });

  it('finds the same account on the next sign-in, whatever its plan', async () => {
    const first = await me((await signInBySso('ana')).jar);
    await putOnPlan(context.db.sql, first.body.user?.id ?? '', 'free');
    const again = await signInBySso('ana');
    expect(again.location).toBe('/dashboard');
    expect((await me(again.jar)).body.user?.id).toBe(first.body.user?.id);
    const accounts = await context.db.sql`
      SELECT 1 FROM users WHERE lower(email) = 'ana.sso@example.com'`;
    expect(accounts).toHaveLength(1);
  });

  it('refuses a callback whose state is not the one this browser started', async () => {
    const jar = new CookieJar();
    const callback = await throughProvider(jar, 'ana');
    callback.searchParams.set('state', 'forged-state');
    const landing = await browse(jar, callbackPath(callback));
    expect(landing.headers.get('location')).toBe(refusal('sso.state_mismatch'));
    expect((await me(jar)).status).toBe(401);

    // Nor is an answer started in another browser taken by this one (login CSRF).
    const victim = new CookieJar();
    const attackers = await throughProvider(new CookieJar(), 'ana');
    const taken = await browse(victim, callbackPath(attackers));
    expect(taken.headers.get('location')).toBe(refusal('sso.state_mismatch'));
    expect((await me(victim)).status).toBe(401);
  });

  it('refuses a replayed authorization code', async () => {
    const jar = new CookieJar();
    const callback = await throughProvider(jar, 'ana');
    const cookie = jar.header();
    expect((await browse(jar, callbackPath(callback))).headers.get('location')).toBe('/dashboard');

    // The same answer again, cookie and all: its sign-in was used up.
    const replayer = await context.app.request(callbackPath(callback), { headers: { cookie } });
    expect(replayer.headers.get('location')).toBe(refusal('sso.state_mismatch'));

    // The used code under a fresh sign-in's state: the provider refuses to redeem it twice.
    const fresh = new CookieJar();
    const freshStart = await browse(fresh, '/api/auth/oidc/start');
    const freshState = new URL(freshStart.headers.get('location') ?? '').searchParams.get('state');
    callback.searchParams.set('state', freshState ?? '');
    const reused = await browse(fresh, callbackPath(callback));
    expect(reused.headers.get('location')).toBe(refusal('sso.provider_error'));
    expect((await me(fresh)).status).toBe(401);
  });

  it('refuses an e-mail the provider has not verified, and makes no account', async () => {
    const { jar, location } = await signInBySso('bruno');
    expect(location).toBe(refusal('sso.email_unverified'));
    expect((await me(jar)).status).toBe(401);
    expect(await accountByEmail(PEOPLE.bruno.email)).toBeUndefined();
  });

  it('says so when the provider refuses the sign-in', async () => {
    const jar = new CookieJar();
    const landing = await browse(jar, callbackPath(await throughProvider(jar, 'refuse')));
    expect(landing.headers.get('location')).toBe(refusal('sso.provider_error'));
  });

  it('lets a password account in only on a plan that sells SSO (Enterprise)', async () => {
    const { user } = await signedInClient(context, { email: PEOPLE.carla.email });
    await putOnPlan(context.db.sql, user.id, 'team');
    const refused = await signInBySso('carla');
    expect(refused.location).toBe(`${refusal('plan_limit.feature_sso')}&plan=Team`);
    expect((await me(refused.jar)).status).toBe(401);

    await putOnPlan(context.db.sql, user.id, 'enterprise');
    const admitted = await signInBySso('carla');
    expect(admitted.location).toBe('/dashboard');
    expect((await me(admitted.jar)).body.user?.id).toBe(user.id);
  });

  it('lets an administrator in whatever the plan: administrators are not limited', async () => {
    await putOnPlan(context.db.sql, administrator.id, 'free');
    const { jar, location } = await signInBySso('dora');
    expect(location).toBe('/dashboard');
    expect((await me(jar)).body.user?.id).toBe(administrator.id);
  });
});

describe('starting single sign-on', () => {
  it('is limited per address, and the login page is told why', async () => {
    const script = new TestClient(context.app, randomAddress());
    const pendingBefore = await pendingSignIns();
    const locations: string[] = [];
    for (let i = 0; i <= SSO_STARTS_PER_ADDRESS.burst; i++) {
      const start = await script.request('GET', '/api/auth/oidc/start');
      expect(start.status).toBe(302);
      locations.push(start.headers.get('location') ?? '');
    }
    const sentToProvider = locations.filter((location) => location.startsWith(provider.issuer));
    expect(sentToProvider).toHaveLength(SSO_STARTS_PER_ADDRESS.burst);
    expect(locations.at(-1)).toBe(`${refusal('error.too_many_logins')}&minutes=1`);
    // The refused start stored nothing.
    expect(await pendingSignIns()).toBe(pendingBefore + SSO_STARTS_PER_ADDRESS.burst);
    // Another address is not held back.
    const neighbour = new TestClient(context.app, randomAddress());
    const start = await neighbour.request('GET', '/api/auth/oidc/start');
    expect(start.headers.get('location')?.startsWith(provider.issuer)).toBe(true);
  });
});

describe('single sign-on without OIDC_* settings', () => {
  it('is off: the button is hidden and both ends of the round trip refuse', async () => {
    // The same database, served by an app whose environment has no OIDC_* variables.
    const plain = createApp({
      sql: context.db.sql,
      config: loadConfig({ APP_URL: TEST_ORIGIN }),
      rateLimiter: new RateLimiter(context.db.sql),
    });
    const status = await plain.request('/api/auth/oidc');
    expect(await status.json()).toEqual({ enabled: false });
    for (const path of ['/api/auth/oidc/start', '/api/auth/oidc/callback?code=x&state=y']) {
      const response = await plain.request(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(refusal('sso.not_configured'));
    }
  });
});
