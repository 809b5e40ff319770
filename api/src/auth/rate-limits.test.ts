import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomAddress, signupPayload, TEST_ORIGIN, TestClient } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { connectPostgres, type Sql } from '../db/connect';
import { RateLimiter } from '../rate-limit/rate-limiter';
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ADDRESS,
  SIGNUPS_PER_ADDRESS,
} from './auth-limits';

/**
 * Findings: 10 failures from one address locked every account there out; behind a proxy the
 * client-written X-Forwarded-For entry was trusted; sign-up had no limit; the counters lived in
 * one process's memory. Now: per account and address, the proxy's own entry, a sign-up rate,
 * all in Postgres.
 */
let db: TestDatabase;
let clock = Date.UTC(2026, 10, 23, 9);

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

/** An app process on the test database; its own connection pool when on a real Postgres. */
function appProcess(sql: Sql = db.sql, env: Record<string, string> = {}) {
  const config = loadConfig({ APP_URL: TEST_ORIGIN, ...env });
  return createApp({ sql, config, rateLimiter: new RateLimiter(sql, () => clock) });
}

async function newAccount(address = randomAddress()) {
  const client = new TestClient(appProcess(), address);
  const payload = signupPayload();
  expect((await client.post('/api/auth/signup', payload)).status).toBe(201);
  return { username: payload.email, password: payload.password };
}

const login = (client: TestClient, username: string, password: string, headers = {}) =>
  client.request('POST', '/api/auth/login', { json: { username, password }, headers });

describe('sign-in failures', () => {
  it('lock the attacked account from that address only; others there still sign in', async () => {
    const address = randomAddress();
    const victim = await newAccount();
    const neighbour = await newAccount();
    const attacker = new TestClient(appProcess(), address);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.burst; i++) {
      expect((await login(attacker, victim.username, 'Errada123')).status).toBe(401);
    }
    const blocked = await login(attacker, victim.username.toUpperCase(), victim.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body).toMatchObject({ code: 'too_many_attempts' });

    const sameRoom = new TestClient(appProcess(), address);
    expect((await login(sameRoom, neighbour.username, neighbour.password)).status).toBe(200);
    const elsewhere = new TestClient(appProcess(), randomAddress());
    expect((await login(elsewhere, victim.username, victim.password)).status).toBe(200);
  });

  it('from one address, across accounts, stop at a much higher cap', async () => {
    const address = randomAddress();
    const limiter = new RateLimiter(db.sql, () => clock);
    // The address's earlier failures, as the login route counts them.
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS.burst; i++) {
      await limiter.take(LOGIN_FAILURES_PER_ADDRESS, address);
    }
    const account = await newAccount();
    const response = await login(
      new TestClient(appProcess(), address),
      account.username,
      account.password,
    );
    expect(response.status).toBe(429);
    expect(LOGIN_FAILURES_PER_ADDRESS.burst).toBeGreaterThanOrEqual(
      10 * LOGIN_FAILURES_PER_ACCOUNT.burst,
    );
  });

  it('are shared by two app processes on one database', async () => {
    const secondSql = await secondPool();
    try {
      const address = randomAddress();
      const victim = await newAccount();
      const one = new TestClient(appProcess(db.sql), address);
      const two = new TestClient(appProcess(secondSql), address);
      for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.burst; i++) {
        const process = i % 2 === 0 ? one : two;
        expect((await login(process, victim.username, 'Errada123')).status).toBe(401);
      }
      expect((await login(one, victim.username, victim.password)).status).toBe(429);
      expect((await login(two, victim.username, victim.password)).status).toBe(429);
    } finally {
      if (secondSql !== db.sql) await secondSql.end();
    }
  });
});

/** A second connection pool to the same schema (PGlite is one session: it shares the pool). */
async function secondPool(): Promise<Sql> {
  const url = process.env.DATABASE_URL;
  if (db.kind !== 'server' || !url) return db.sql;
  const [row] = await db.sql<{ schema: string }[]>`SELECT current_schema() AS schema`;
  return connectPostgres(url, { poolSize: 2, schema: row?.schema });
}

describe('behind a trusted proxy', () => {
  it('counts the address the proxy saw, whatever the client writes before it', async () => {
    const victim = await newAccount();
    const app = appProcess(db.sql, { TRUST_PROXY: '1' });
    const client = new TestClient(app, '10.0.0.2'); // the proxy
    const spoofed = () => ({ 'x-forwarded-for': `${randomAddress()}, 198.51.100.7` });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await login(client, victim.username, 'Errada123', spoofed())).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
  });

  it('with two proxies, takes the entry the outer one wrote', async () => {
    const victim = await newAccount();
    const client = new TestClient(appProcess(db.sql, { TRUST_PROXY: '2' }), '10.0.0.3');
    const headers = () => ({
      'x-forwarded-for': `${randomAddress()}, 198.51.100.8, 10.0.0.9`,
    });
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.burst; i++) {
      await login(client, victim.username, 'Errada123', headers());
    }
    expect((await login(client, victim.username, victim.password, headers())).status).toBe(429);
    const otherClient = { 'x-forwarded-for': '198.51.100.9, 10.0.0.9' };
    expect((await login(client, victim.username, victim.password, otherClient)).status).toBe(200);
  });
});

describe('sign-ups from one address', () => {
  it('let a room of 30 through within a minute', async () => {
    const room = new TestClient(appProcess(), randomAddress());
    clock += 60 * 60_000;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push((await room.post('/api/auth/signup', signupPayload())).status);
      clock += 2_000; // 30 people, one every 2 s
    }
    expect(statuses).toEqual(Array(30).fill(201));
  });

  it('stop a script firing dozens at once after the burst, with Retry-After', async () => {
    const script = new TestClient(appProcess(), randomAddress());
    const statuses: number[] = [];
    let last: Awaited<ReturnType<TestClient['post']>> | undefined;
    for (let i = 0; i < SIGNUPS_PER_ADDRESS.burst + 5; i++) {
      last = await script.post('/api/auth/signup', signupPayload());
      statuses.push(last.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(SIGNUPS_PER_ADDRESS.burst);
    expect(statuses.slice(SIGNUPS_PER_ADDRESS.burst).every((status) => status === 429)).toBe(true);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
