/**
 * npm run bench:sync — batched sync against the spec's one-REST-call-per-row, in one run, on
 * the embedded Postgres (PGlite in a temporary folder) behind a real HTTP server.
 *
 * 1. push: 10,000 queued mutations (creates of phase records and votes), in batches of
 *    MAX_PUSH_MUTATIONS, as a device coming back online sends them;
 * 2. rest: the same kind of writes, one HTTP call per row (REST_ROWS of them, 2,000 by default:
 *    the ratio compares throughputs, and 10,000 calls would only make the run long);
 * 3. pull: a new device's first pull of a 20,000-row project, page by page, over HTTP; then the
 *    same pull applied to a local database (fake-indexeddb) by the real SyncClient.
 *
 * The last line is `sync-vs-rest: <push rows/s ÷ REST rows/s>x`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { MAX_PUSH_MUTATIONS, type PullResponse, SYNC_SCHEMA_VERSION } from '@trilha/sync';
import { SyncClient, TrilhaDatabase } from '@trilha/sync/client';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createApp } from '../api/src/app';
import { LoginThrottle } from '../api/src/auth/login-throttle';
import { loadConfig } from '../api/src/config';
import { openDatabase } from '../api/src/db/connect';
import { migrate } from '../api/src/db/migrate';

const PUSH_ROWS = Number(process.env.PUSH_ROWS ?? 10_000);
const REST_ROWS = Number(process.env.REST_ROWS ?? 2_000);
const PULL_ROWS = Number(process.env.PULL_ROWS ?? 20_000);

const dataDir = mkdtempSync(join(tmpdir(), 'trilha-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, PORT: '0' });
const database = await openDatabase(config);
await migrate(database.sql);
const app = createApp({ sql: database.sql, config, loginThrottle: new LoginThrottle() });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

let cookie = '';
async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      origin,
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const setCookie = response.headers.get('set-cookie');
  if (setCookie) cookie = setCookie.split(';')[0] ?? '';
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

const user = {
  name: 'Bench',
  email: 'bench@example.com',
  password: 'Bench1234',
  role: 'Facilitadora',
  industry: 'Design',
  experience: 'Sênior (6-10 anos)',
  country: 'Brasil',
  state: 'SP',
  city: 'São Paulo',
  zipCode: '01000-000',
};
const { user: me } = await call<{ user: { id: string } }>('POST', '/api/auth/signup', user);
await call('POST', '/api/auth/login', { username: user.email, password: user.password });

/** The i-th write of a workshop: mostly ideas and votes, some personas and observations. */
function workshopWrite(projectId: string, i: number, ideas: string[]) {
  const id = crypto.randomUUID();
  if (i % 5 === 0) {
    return {
      name: 'persona.create',
      args: { id, projectId, name: `Persona ${i}`, goals: ['Menos espera'] },
    };
  }
  if (i % 5 === 1) {
    return {
      name: 'observation.create',
      args: {
        id,
        projectId,
        location: 'Recepção',
        date: '2026-11-20',
        context: 'Manhã',
        behavior: `Fila ${i}`,
      },
    };
  }
  if (i % 5 === 2 && ideas.length > 0) {
    return { name: 'idea.vote', args: { id: ideas[i % ideas.length], delta: 1 } };
  }
  ideas.push(id);
  return {
    name: 'idea.create',
    args: { id, projectId, title: `Ideia ${i}`, description: 'Descrição' },
  };
}

const REST_ROUTE: Record<string, (args: Record<string, unknown>) => [string, string, unknown]> = {
  'persona.create': (a) => ['POST', `/api/projects/${a.projectId}/personas`, a],
  'observation.create': (a) => ['POST', `/api/projects/${a.projectId}/observations`, a],
  'idea.create': (a) => ['POST', `/api/projects/${a.projectId}/ideas`, a],
  'idea.vote': (a) => ['POST', `/api/ideas/${a.id}/vote`, undefined],
};

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;
const rate = (rows: number, s: number) => `${Math.round(rows / s).toLocaleString('en-US')} rows/s`;

// 1. Sync push
const pushProject = crypto.randomUUID();
const ideas: string[] = [];
const mutations = [
  { name: 'project.create', args: { id: pushProject, name: 'Bench push' } },
  ...Array.from({ length: PUSH_ROWS - 1 }, (_, i) => workshopWrite(pushProject, i, ideas)),
].map((mutation, i) => ({ id: i + 1, ...mutation }));
const clientId = crypto.randomUUID();
let start = process.hrtime.bigint();
for (let i = 0; i < mutations.length; i += MAX_PUSH_MUTATIONS) {
  const batch = mutations.slice(i, i + MAX_PUSH_MUTATIONS);
  const answer = await call<{ rejected: unknown[] }>('POST', '/api/sync/push', {
    clientId,
    schemaVersion: SYNC_SCHEMA_VERSION,
    mutations: batch,
  });
  if (answer.rejected.length > 0)
    throw new Error(`push rejected ${JSON.stringify(answer.rejected[0])}`);
}
const pushSeconds = seconds(start);
const pushRate = mutations.length / pushSeconds;
console.log(
  `push: ${mutations.length} mutations in ${pushSeconds.toFixed(2)} s (${rate(mutations.length, pushSeconds)})`,
);

// 2. One REST call per row
const restProject = await call<{ id: string }>('POST', '/api/projects', { name: 'Bench REST' });
const restIdeas: string[] = [];
start = process.hrtime.bigint();
for (let i = 0; i < REST_ROWS; i++) {
  const { name, args } = workshopWrite(restProject.id, i, restIdeas);
  const [method, path, body] = (
    REST_ROUTE[name] as (a: Record<string, unknown>) => [string, string, unknown]
  )(args);
  await call(method, path, body);
}
const restSeconds = seconds(start);
const restRate = REST_ROWS / restSeconds;
console.log(
  `rest: ${REST_ROWS} calls in ${restSeconds.toFixed(2)} s (${rate(REST_ROWS, restSeconds)})`,
);

// 3. A first pull of a 20,000-row project
const pullProject = crypto.randomUUID();
const pullIdeas: string[] = [];
const pullRows = [
  { name: 'project.create', args: { id: pullProject, name: 'Bench pull' } },
  ...Array.from({ length: PULL_ROWS - 1 }, (_, i) => {
    // Creates only, so every mutation is one row to pull.
    const write = workshopWrite(pullProject, i, pullIdeas);
    return write.name === 'idea.vote' ? workshopWrite(pullProject, i + 1, pullIdeas) : write;
  }),
].map((mutation, i) => ({ id: i + 1, ...mutation }));
const seedClient = crypto.randomUUID();
for (let i = 0; i < pullRows.length; i += MAX_PUSH_MUTATIONS) {
  await call('POST', '/api/sync/push', {
    clientId: seedClient,
    schemaVersion: SYNC_SCHEMA_VERSION,
    mutations: pullRows.slice(i, i + MAX_PUSH_MUTATIONS),
  });
}
// Only that project: a user whose one project is the big one.
await database.sql`UPDATE projects SET deleted_at = now() WHERE id <> ${pullProject}`;

start = process.hrtime.bigint();
let cursor = '';
let pulled = 0;
let pages = 0;
for (;;) {
  const params = new URLSearchParams({ schemaVersion: String(SYNC_SCHEMA_VERSION) });
  if (cursor) params.set('cursor', cursor);
  const page = await call<PullResponse>('GET', `/api/sync/pull?${params}`);
  pulled += page.changes.length;
  pages += 1;
  cursor = page.cursor;
  if (!page.hasMore) break;
}
const pullSeconds = seconds(start);
console.log(
  `pull: ${pulled} rows in ${pages} pages in ${pullSeconds.toFixed(2)} s (${rate(pulled, pullSeconds)})`,
);

const device = new SyncClient({
  db: new TrilhaDatabase(me.id, { indexedDB: new IDBFactory(), IDBKeyRange }),
  fetch: (url, init = {}) =>
    fetch(`${origin}${url}`, { ...init, headers: { ...init.headers, origin, cookie } }),
});
start = process.hrtime.bigint();
await device.pull();
const deviceSeconds = seconds(start);
const stored =
  (await device.db.observations.count()) +
  (await device.db.personas.count()) +
  (await device.db.ideas.count());
console.log(
  `pull into a device (fake-indexeddb): ${stored + 1} rows in ${deviceSeconds.toFixed(2)} s (${rate(stored + 1, deviceSeconds)})`,
);

server.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(`sync-vs-rest: ${(pushRate / restRate).toFixed(1)}x`);
