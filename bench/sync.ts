/**
 * npm run bench:sync — batched sync against the spec's one-REST-call-per-row, in one run. The
 * server runs in its own process (`tsx api/src/server.ts` on a fresh embedded PGlite), so this
 * process, the load generator, does not take its event loop.
 *
 * 1. push: 10,000 queued mutations (creates of phase records and votes), in batches of
 *    MAX_PUSH_MUTATIONS, as a device coming back online sends them;
 * 2. push with refusals: the same writes with one mutation in REJECT_EVERY that the rules
 *    refuse (a vote on an idea that does not exist, a persona in a project that does not
 *    exist): the batch records each refusal and goes on, and that path is timed too;
 * 3. rest: the same kind of writes, one HTTP call per row, from REST_CONNECTIONS clients at once
 *    (REST_ROWS calls in all, 2,000 by default: the ratio compares throughputs);
 * 4. pull: a new device's first pull of a 20,000-row project, page by page, over HTTP; then the
 *    same pull applied to a local database (fake-indexeddb) by the real SyncClient.
 *
 * Steps 1–3 run SYNC_ROUNDS times, alternating which way goes first, after an untimed warm-up
 * of both ways: the server process is new, and its first requests compile the code paths and
 * fill PGlite's caches — timed cold, the first push ran at less than half the speed of the
 * second, which did the same work plus refusals, while REST, measured after both, ran warm.
 * Each round's figures are printed, then the medians.
 *
 * The last line is `sync-vs-rest: <push rows/s ÷ REST rows/s>x`, of the medians (goal ≥ 20x).
 */
import { SyncClient, TrilhaDatabase } from '@trilha/sync/client';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { startApp } from '../e2e/server';
import { HttpSession } from './lib/http-session';
import { median } from './lib/stats';
import {
  perSecond,
  projectOfRows,
  pushWrites,
  timeFirstPull,
  type Write,
  workshopWrite,
} from './lib/workshop';

const PUSH_ROWS = Number(process.env.PUSH_ROWS ?? 10_000);
const REJECT_EVERY = Number(process.env.REJECT_EVERY ?? 50);
const REST_ROWS = Number(process.env.REST_ROWS ?? 2_000);
const REST_CONNECTIONS = Number(process.env.REST_CONNECTIONS ?? 10);
const PULL_ROWS = Number(process.env.PULL_ROWS ?? 20_000);
const SYNC_ROUNDS = Number(process.env.SYNC_ROUNDS ?? 3);
const WARM_UP_ROWS = 1_000;

const seconds = (start: number) => (performance.now() - start) / 1000;

/** A workshop's writes in a new project, the project's creation first. */
function workshopWrites(count: number): Write[] {
  const projectId = crypto.randomUUID();
  const ideas: string[] = [];
  return [
    { name: 'project.create', args: { id: projectId, name: 'Bench push' } },
    ...Array.from({ length: count - 1 }, (_, i) => workshopWrite(projectId, i, ideas)),
  ];
}

/** The same writes with one the rules refuse after every REJECT_EVERY - 1 of them. */
function withRefusals(writes: Write[]): Write[] {
  return writes.flatMap((write, i) => {
    if (i === 0 || i % (REJECT_EVERY - 1) !== 0) return [write];
    const refused: Write =
      i % 2 === 0
        ? { name: 'idea.vote', args: { id: crypto.randomUUID(), delta: 1 } }
        : {
            name: 'persona.create',
            args: { id: crypto.randomUUID(), projectId: crypto.randomUUID(), name: 'Sem projeto' },
          };
    return [write, refused];
  });
}

async function timePush(session: HttpSession, label: string, writes: Write[]) {
  const start = performance.now();
  const rejected = await pushWrites(session, writes);
  const took = seconds(start);
  console.log(
    `  ${label}: ${writes.length} mutations (${rejected} refused) in ${took.toFixed(2)} s (${perSecond(writes.length, took)})`,
  );
  return writes.length / took;
}

const REST_ROUTE: Record<string, (args: Record<string, unknown>) => [string, string, unknown]> = {
  'persona.create': (a) => ['POST', `/api/projects/${a.projectId}/personas`, a],
  'observation.create': (a) => ['POST', `/api/projects/${a.projectId}/observations`, a],
  'idea.create': (a) => ['POST', `/api/projects/${a.projectId}/ideas`, a],
  'idea.vote': (a) => ['POST', `/api/ideas/${a.id}/vote`, undefined],
};

/** One REST client: `calls` writes one after the other, votes on its own ideas only. */
async function restClient(session: HttpSession, projectId: string, calls: number) {
  const ideas: string[] = [];
  for (let i = 0; i < calls; i++) {
    const { name, args } = workshopWrite(projectId, i, ideas);
    const route = REST_ROUTE[name] as (a: Record<string, unknown>) => [string, string, unknown];
    const [method, path, body] = route(args);
    await session.call(method, path, body);
  }
}

/** `rows` REST calls from REST_CONNECTIONS clients at once, in a project of their own; rows/s. */
async function timeRest(session: HttpSession, rows: number, label = 'rest') {
  const project = await session.call<{ id: string }>('POST', '/api/projects', {
    name: 'Bench REST',
  });
  const perClient = Math.ceil(rows / REST_CONNECTIONS);
  const start = performance.now();
  await Promise.all(
    Array.from({ length: REST_CONNECTIONS }, () => restClient(session, project.id, perClient)),
  );
  const took = seconds(start);
  const calls = perClient * REST_CONNECTIONS;
  console.log(
    `  ${label}: ${calls} calls over ${REST_CONNECTIONS} connections in ${took.toFixed(2)} s (${perSecond(calls, took)})`,
  );
  return calls / took;
}

/** Steps 1–3 once; `restFirst` alternates the order between rounds. */
async function round(session: HttpSession, restFirst: boolean) {
  const rest = restFirst ? await timeRest(session, REST_ROWS) : 0;
  const push = await timePush(session, 'push', workshopWrites(PUSH_ROWS));
  const refused = await timePush(
    session,
    `push, 1 in ${REJECT_EVERY} refused`,
    withRefusals(workshopWrites(PUSH_ROWS)),
  );
  return { push, refused, rest: restFirst ? rest : await timeRest(session, REST_ROWS) };
}

const rate = (rows: number) => `${Math.round(rows).toLocaleString('en')}/s`;

const app = await startApp();
try {
  // The first account is the administrator: no plan limits on the bench's projects.
  const session = new HttpSession(app.url);
  const userId = await session.signUp('bench-sync@example.com');

  console.log('warm-up (not counted):');
  await timePush(session, 'push', workshopWrites(WARM_UP_ROWS));
  await timeRest(session, WARM_UP_ROWS / 5);

  // 1–3. Sync push, without and with refusals in the batches; one REST call per row,
  // REST_CONNECTIONS clients at once (each its own connection)
  const rounds = [];
  for (let i = 0; i < SYNC_ROUNDS; i++) {
    console.log(`round ${i + 1} of ${SYNC_ROUNDS}:`);
    rounds.push(await round(session, i % 2 === 1));
  }
  const pushRate = median(rounds.map((r) => r.push));
  const refusedRate = median(rounds.map((r) => r.refused));
  const restRate = median(rounds.map((r) => r.rest));
  console.log(
    `medians: push ${rate(pushRate)}, with refusals ${rate(refusedRate)}, rest ${rate(restRate)}`,
  );

  // 4. A first pull of a 20,000-row project, by a user whose one project it is
  const projects = await session.call<{ id: string }[]>('GET', '/api/projects');
  for (const project of projects) await session.call('DELETE', `/api/projects/${project.id}`);
  await pushWrites(session, projectOfRows(PULL_ROWS).writes);
  const pull = await timeFirstPull(session);
  console.log(
    `pull: ${pull.rows} rows in ${pull.pages} pages in ${pull.seconds.toFixed(2)} s (${perSecond(pull.rows, pull.seconds)})`,
  );

  const device = new SyncClient({
    db: new TrilhaDatabase(userId, { indexedDB: new IDBFactory(), IDBKeyRange }),
    fetch: (url, init = {}) =>
      fetch(`${app.url}${url}`, { ...init, headers: { ...init.headers, ...session.headers } }),
  });
  const deviceStart = performance.now();
  await device.pull();
  const deviceSeconds = seconds(deviceStart);
  const stored =
    (await device.db.projects.count()) +
    (await device.db.observations.count()) +
    (await device.db.personas.count()) +
    (await device.db.ideas.count());
  console.log(
    `pull into a device (fake-indexeddb): ${stored} rows in ${deviceSeconds.toFixed(2)} s (${perSecond(stored, deviceSeconds)})`,
  );
  console.log(`sync-with-refusals-vs-rest: ${(refusedRate / restRate).toFixed(1)}x`);
  console.log(`sync-vs-rest: ${(pushRate / restRate).toFixed(1)}x`);
} finally {
  await app.stop();
}
