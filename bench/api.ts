/**
 * npm run bench:api — the API under load, the server in its own process (`tsx api/src/server.ts`
 * on a fresh embedded PGlite) and autocannon in this one, so the two do not share an event loop.
 *
 * 1. a new device's full pull of a 50,000-row project (goal ≤ 3 s);
 * 2. `GET /api/projects` (a workshop's PROJECTS projects of PROJECT_ROWS rows each) against
 *    `GET /api/health` (one `SELECT 1`), same connections and duration, one after the other in
 *    the same run: the ratio is what to read on a loaded machine (goal ≥ 20%);
 * 3. the size of one project's list of ideas on the wire, with and without `Accept-Encoding: gzip`.
 */
import { get } from 'node:http';
import autocannon from 'autocannon';
import { startApp } from '../e2e/server';
import { HttpSession } from './lib/http-session';
import { projectOfRows, pushWrites, timeFirstPull } from './lib/workshop';

const PULL_ROWS = Number(process.env.PULL_ROWS ?? 50_000);
const PROJECTS = Number(process.env.PROJECTS ?? 10);
const PROJECT_ROWS = Number(process.env.PROJECT_ROWS ?? 500);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const DURATION = Number(process.env.DURATION ?? 8);

const app = await startApp();
try {
  // The first account is the administrator: no plan limits on the seeded projects.
  const session = new HttpSession(app.url);
  await session.signUp('bench-api@example.com');

  const big = projectOfRows(PULL_ROWS);
  await pushWrites(session, big.writes);
  const pull = await timeFirstPull(session);
  console.log(
    `pull: ${pull.rows} rows in ${pull.pages} pages in ${pull.seconds.toFixed(2)} s (goal ≤ 3 s)`,
  );

  // The big project would dominate the list's counts: the listing is of an ordinary workshop.
  await session.call('DELETE', `/api/projects/${big.projectId}`);
  let lastProject = '';
  for (let i = 0; i < PROJECTS; i++) {
    const project = projectOfRows(PROJECT_ROWS);
    await pushWrites(session, project.writes);
    lastProject = project.projectId;
  }

  const load = (path: string) =>
    autocannon({
      url: `${app.url}${path}`,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { ...session.headers, 'accept-encoding': 'gzip' },
    });
  const health = await load('/api/health');
  const projects = await load('/api/projects');
  for (const [name, result] of [
    ['health', health],
    ['projects', projects],
  ] as const) {
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    console.log(
      `GET /api/${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
  }
  const ratio = projects.requests.average / health.requests.average;
  console.log(`projects-vs-health: ${(ratio * 100).toFixed(0)}% (goal ≥ 20%)`);

  const ideasPath = `/api/projects/${lastProject}/ideas`;
  const identity = await wireBytes(`${app.url}${ideasPath}`, session.headers, 'identity');
  const gzip = await wireBytes(`${app.url}${ideasPath}`, session.headers, 'gzip');
  console.log(
    `GET ${ideasPath.replace(lastProject, ':id')} on the wire: ${identity} B plain, ${gzip} B gzip`,
  );
} finally {
  await app.stop();
}

/** Bytes of a body as sent (node:http does not decode it, unlike fetch). */
function wireBytes(url: string, headers: Record<string, string>, encoding: string) {
  return new Promise<number>((resolve, reject) => {
    get(url, { headers: { ...headers, 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}
