/**
 * npm run bench:events — how long a write takes to reach another user's event stream (the
 * "poke" that makes their device pull), p50 and p99 over ROUNDS writes, measured from sending
 * the REST write to receiving the event (so it includes the write itself):
 *
 * 1. one process on the embedded database (pokes in memory);
 * 2. with DATABASE_URL: one process on that Postgres, then two processes on it, the write
 *    through the first and the stream on the second (pokes through LISTEN/NOTIFY).
 *
 * The servers are real `api/src/server.ts` processes on loopback ports.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectPostgres } from '../api/src/db/connect';
import { type HttpAccount, httpAccount, shareNewProject } from '../api/test/http-account';
import { type ServerProcess, startServerProcess } from '../api/test/server-process';
import { median, quantile } from './lib/stats';

const ROUNDS = Number(process.env.ROUNDS ?? 200);
const APP_URL = 'http://trilha.bench';
const DATABASE_URL = process.env.DATABASE_URL;

/**
 * The owner writes (through the server their account was made on); the member listens on
 * `listenOn`. The owner is the database's first account, the administrator: no plan limits.
 */
async function measure(
  label: string,
  owner: HttpAccount,
  member: HttpAccount,
  listenOn: ServerProcess,
) {
  const projectId = await shareNewProject(owner, member);
  const events = await member.events(listenOn);
  const latencies: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      await owner.call('PUT', `/api/projects/${projectId}`, { name: `Rodada ${round}` });
      await events.next(5_000);
      latencies.push(performance.now() - started);
    }
  } finally {
    await events.close();
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${label}: p50 ${ms(median(latencies))}, p99 ${ms(quantile(latencies, 0.99))} (${ROUNDS} writes)`,
  );
}

async function embeddedRun() {
  const dataDir = mkdtempSync(join(tmpdir(), 'trilha-bench-events-'));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    APP_URL,
    DATABASE_URL: undefined,
    DATABASE_SCHEMA: undefined,
  });
  try {
    const owner = await httpAccount(server, APP_URL);
    await measure(
      'one process, embedded database',
      owner,
      await httpAccount(server, APP_URL),
      server,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresRuns(url: string) {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const env = { DATABASE_URL: url, DATABASE_SCHEMA: schema, APP_URL };
  const one = await startServerProcess(env);
  const two = await startServerProcess(env);
  try {
    const owner = await httpAccount(one, APP_URL);
    await measure(
      'one process, Postgres (LISTEN/NOTIFY)',
      owner,
      await httpAccount(one, APP_URL),
      one,
    );
    await measure(
      'two processes, Postgres (LISTEN/NOTIFY)',
      owner,
      await httpAccount(two, APP_URL),
      two,
    );
  } finally {
    await Promise.all([one.stop(), two.stop()]);
    const admin = connectPostgres(url, { poolSize: 1 });
    await admin.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}

await embeddedRun();
if (DATABASE_URL) await postgresRuns(DATABASE_URL);
else console.log('two processes: skipped (set DATABASE_URL to a Postgres server)');
