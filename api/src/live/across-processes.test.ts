import { randomBytes, randomUUID } from 'node:crypto';
import { SYNC_SCHEMA_VERSION } from '@trilha/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpAccount, httpAccount, shareNewProject } from '../../test/http-account';
import { type ServerProcess, startServerProcess } from '../../test/server-process';
import { connectPostgres } from '../db/connect';
import { pokeChannel } from './pokes';

/**
 * Two real API processes on the machine's Postgres (CI sets DATABASE_URL): a write through one
 * is heard on the other's event stream, through LISTEN/NOTIFY. The embedded database belongs
 * to one process, so without DATABASE_URL there is nothing to test here.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const APP_URL = 'http://trilha.test';
const schema = `live_${randomBytes(5).toString('hex')}`;

let one: ServerProcess;
let two: ServerProcess;
/** A project of `owner` (the administrator: not limited by a plan) shared with `member`. */
let owner: HttpAccount;
let member: HttpAccount;
let projectId: string;

describe.runIf(DATABASE_URL)('live updates across two API processes on one Postgres', () => {
  beforeAll(async () => {
    const env = { DATABASE_URL: DATABASE_URL ?? '', DATABASE_SCHEMA: schema, APP_URL };
    // One after the other: the first creates and migrates the schema.
    one = await startServerProcess(env);
    two = await startServerProcess(env);
    owner = await httpAccount(one, APP_URL); // the first account: the administrator
    member = await httpAccount(two, APP_URL);
    projectId = await shareNewProject(owner, member);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    const admin = connectPostgres(DATABASE_URL ?? '', { poolSize: 1 });
    await admin.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  it('a listener on process 2 hears a sync push made through process 1', async () => {
    const events = await member.events(two);
    try {
      const ideaId = randomUUID();
      const answer = await owner.json('POST', '/api/sync/push', {
        clientId: randomUUID(),
        schemaVersion: SYNC_SCHEMA_VERSION,
        mutations: [
          {
            id: 1,
            name: 'idea.create',
            args: { id: ideaId, projectId, title: 'A', description: 'a' },
          },
        ],
      });
      expect(answer).toMatchObject({ lastMutationId: 1, rejected: [] });
      expect(await events.next(2_000)).toEqual({
        event: 'poke',
        data: JSON.stringify({ projectId }),
      });
    } finally {
      await events.close();
    }
  }, 60_000);

  it('a listener on process 2 hears a write made through process 1, and catches up after losing its connection', async () => {
    const events = await member.events(two);
    try {
      const started = Date.now();
      await owner.call('POST', `/api/projects/${projectId}/ideas`, {
        title: 'Oi',
        description: 'd',
      });
      expect(await events.next(2_000)).toEqual({
        event: 'poke',
        data: JSON.stringify({ projectId }),
      });
      expect(Date.now() - started).toBeLessThan(2_000);

      // Postgres drops process 2's listening connection (a failover, a restart): notifications
      // sent meanwhile are lost, so once it listens again its streams are told to pull all.
      const admin = connectPostgres(DATABASE_URL ?? '', { poolSize: 1 });
      try {
        const dropped = await admin`
          SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE query ILIKE ${`listen "${pokeChannel(schema)}"`}`;
        // Only process 2 listens: a process starts listening with its first open stream.
        expect(dropped.length).toBe(1);
      } finally {
        await admin.end();
      }
      expect((await events.next(10_000)).event).toBe('resync');
    } finally {
      await events.close();
    }
  }, 60_000);
});
