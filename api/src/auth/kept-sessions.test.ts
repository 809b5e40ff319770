import { SYNC_SCHEMA_VERSION } from '@trilha/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signupPayload, TestClient } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import type { App } from '../app';
import { KEPT_MS, KeptSessions, keptSessionsOf, type SessionAnswer } from './kept-sessions';

const answerOf = (userId: string, expiresIn = 60_000, now = 0): SessionAnswer => ({
  user: { id: userId } as SessionAnswer['user'],
  sessionExpiresAt: new Date(now + expiresIn),
});

/** KeptSessions on a clock the test moves, counting the reads it asks for. */
function keptOnClock() {
  const clock = { now: 0 };
  const kept = new KeptSessions(() => clock.now);
  let reads = 0;
  const find = (token: string, answer: SessionAnswer | undefined) =>
    kept.find(token, async () => {
      reads += 1;
      return answer;
    });
  return { kept, clock, find, reads: () => reads };
}

describe('KeptSessions', () => {
  it('keeps nothing until it listens, then answers without reading for KEPT_MS', async () => {
    const { kept, clock, find, reads } = keptOnClock();
    await find('t1', answerOf('u1'));
    await find('t1', answerOf('u1'));
    expect(reads()).toBe(2);

    kept.listened();
    await find('t1', answerOf('u1'));
    expect(await find('t1', answerOf('u1'))).toEqual(answerOf('u1'));
    expect(reads()).toBe(3);

    clock.now = KEPT_MS;
    await find('t1', answerOf('u1'));
    expect(reads()).toBe(4);
  });

  it('never answers for a session past its end, nor keeps a session that is gone', async () => {
    const { kept, clock, find, reads } = keptOnClock();
    kept.listened();
    await find('t1', answerOf('u1', 1_000));
    clock.now = 1_000;
    await find('t1', undefined);
    await find('t1', undefined);
    expect(reads()).toBe(3);
    expect(kept.size).toBe(0);
  });

  it('forgets the sessions of the users it hears about, and all on "*"', async () => {
    const { kept, find, reads } = keptOnClock();
    kept.listened();
    await find('a1', answerOf('a'));
    await find('a2', answerOf('a'));
    await find('b1', answerOf('b'));
    kept.heard('x,a');
    expect(kept.size).toBe(1);
    await find('b1', answerOf('b'));
    expect(reads()).toBe(3);
    kept.heard('*');
    expect(kept.size).toBe(0);
  });

  it('does not keep an answer read while a change was heard: the read may predate it', async () => {
    const { kept } = keptOnClock();
    kept.listened();
    let answer: (value: SessionAnswer) => void = () => {};
    const reading = kept.find('t1', () => new Promise((resolve) => (answer = resolve)));
    kept.heard('someone-else');
    answer(answerOf('u1'));
    await reading;
    expect(kept.size).toBe(0);
  });

  it('forgets everything when its LISTEN connection comes back: announcements were lost', async () => {
    const { kept, find } = keptOnClock();
    kept.listened();
    await find('t1', answerOf('u1'));
    kept.listened();
    expect(kept.size).toBe(0);
  });
});

/**
 * Two API processes' pools on one Postgres schema, with DATABASE_URL (the embedded database
 * keeps no sessions: one process). A session ended, or an account changed, through the first or
 * by SQL is forgotten by the second as soon as the database announces it.
 */
const DATABASE_URL = process.env.DATABASE_URL;

describe.runIf(DATABASE_URL)('kept sessions across two processes on one Postgres', () => {
  let db: TestDatabase;
  let one: App;
  let two: App;
  let keptByTwo: KeptSessions;
  const env = { DATABASE_URL: DATABASE_URL ?? '' };

  beforeAll(async () => {
    db = await createTestDatabase();
    const poolOfTwo = db.connectAgain();
    one = createTestApp(db.sql, env);
    two = createTestApp(poolOfTwo, env);
    keptByTwo = keptSessionsOf(poolOfTwo, { databaseUrl: DATABASE_URL }) as KeptSessions;
    await vi.waitFor(() => expect(keptByTwo.hearing).toBe(true), { timeout: 10_000 });
  }, 30_000);

  afterAll(async () => {
    await db?.close();
  });

  /** A device whose calls go to the process `to` names, with one session cookie. */
  async function deviceSignedUp() {
    const device = { to: one };
    const client = new TestClient(() => device.to);
    const payload = signupPayload();
    const signup = await client.post<{ user: { id: string } }>('/api/auth/signup', payload);
    expect(signup.status).toBe(201);
    const login = { username: payload.email, password: payload.password };
    expect((await client.post('/api/auth/login', login)).status).toBe(200);
    // With the cookie as it was: signing out clears the client's, a stolen copy would not be.
    const cookie = client.sessionCookie ?? '';
    const pull = () =>
      client.request('GET', `/api/sync/pull?schemaVersion=${SYNC_SCHEMA_VERSION}`, {
        headers: { cookie },
      });
    return { device, client, pull, userId: signup.body.user.id };
  }

  it('a pull on the second keeps its session; signing out through the first ends it there at once', async () => {
    const { device, client, pull } = await deviceSignedUp();
    device.to = two;
    expect((await pull()).status).toBe(200);
    expect(keptByTwo.size).toBe(1);
    expect((await pull()).status).toBe(200);

    device.to = one;
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    device.to = two;
    await expect.poll(() => keptByTwo.size, { timeout: 2_000 }).toBe(0);
    expect((await pull()).status).toBe(401);
  });

  it('an account changed by SQL, outside any process, is forgotten too', async () => {
    const { device, pull, userId } = await deviceSignedUp();
    device.to = two;
    expect((await pull()).status).toBe(200);
    expect(keptByTwo.size).toBeGreaterThan(0);
    await db.sql`UPDATE users SET role = 'guest' WHERE id = ${userId}`;
    await expect.poll(() => keptByTwo.size, { timeout: 2_000 }).toBe(0);
  });
});
