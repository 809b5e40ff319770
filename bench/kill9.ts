/**
 * npm run bench:kill9 -- --rounds 20 [--tree] [--data-dir DIR] — does the embedded database
 * survive a server killed while it writes? (issue 34, decision 0030)
 *
 * One DATA_DIR for every round. Each round starts `api/src/server.ts` on it (the embedded
 * default, or what EMBEDDED_DATABASE in this environment selects), first checks that every write
 * acknowledged in the earlier rounds is there (a fresh device's full pull), then has WRITERS
 * devices push one note each, back to back, and after a random 0.3–2.3 s sends SIGKILL to the
 * server — to the server alone (what `kill -9 <pid>` does: an embedded PostgreSQL it started
 * lives on, to be recovered by the next start), or with --tree to it and every process it
 * started at the same instant (a crash that takes the database's processes too, like the OOM
 * killer or a killed process group). A write counts as acknowledged once its push answered with
 * nothing refused. After the last round, one more start checks the last round's writes and stops
 * the server with SIGTERM, which must leave none of its processes behind.
 *
 * Printed: per round, whether the folder opened, the start time, writes acknowledged, writes
 * missing; then the totals. Exit code 1 if a start failed or an acknowledged write is missing.
 */

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isAlive } from '../api/src/db/postmaster';
import { type ServerProcess, startServerProcess } from '../api/test/server-process';
import { HttpSession } from './lib/http-session';
import { processTree } from './lib/process-tree';
import { median, quantile } from './lib/stats';
import { ideaCreate, pullSince, pushBatch } from './lib/workshop';

const { values: flags } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    tree: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
  },
});
const ROUNDS = Number(flags.rounds);
const WRITERS = 4;
const EMAIL = 'bench-kill9@example.com';
const APP_URL = 'http://trilha.bench';

const ownFolder = flags['data-dir'] === undefined;
const dataDir = flags['data-dir']
  ? resolve(flags['data-dir'])
  : mkdtempSync(join(tmpdir(), 'trilha-kill9-'));

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Every idea id acknowledged so far, each with the round that wrote it. */
const acknowledged = new Map<string, number>();

async function start(): Promise<{ server: ServerProcess; ms: number } | { failure: string }> {
  const started = performance.now();
  try {
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      DATABASE_SCHEMA: undefined,
      APP_URL,
    });
    return { server, ms: performance.now() - started };
  } catch (error) {
    return { failure: error instanceof Error ? error.message : String(error) };
  }
}

/** A signed-in device: the account is made on the first start, signed into afterwards. */
async function signIn(origin: string, first: boolean): Promise<HttpSession> {
  const session = new HttpSession(origin);
  if (first) await session.signUp(EMAIL);
  else await session.call('POST', '/api/auth/login', { username: EMAIL, password: 'Bench1234' });
  return session;
}

/** The acknowledged ideas a fresh device's full pull does not return. */
async function missing(session: HttpSession): Promise<string[]> {
  const present = new Set<string>();
  await pullSince(session, '', (page) => {
    for (const change of page.changes)
      if ('row' in change && change.entity === 'ideas') present.add(String(change.row.id));
  });
  return [...acknowledged.keys()].filter((id) => !present.has(id));
}

/** A device pushing one idea at a time until `stop` says so. */
async function writer(session: HttpSession, projectId: string, round: number, stop: () => boolean) {
  const clientId = crypto.randomUUID();
  for (let n = 1; !stop(); n++) {
    const id = crypto.randomUUID();
    try {
      const { rejected } = await pushBatch(session, clientId, n, [ideaCreate(projectId, n, id)]);
      if (rejected.length === 0) acknowledged.set(id, round);
    } catch {
      return; // the server is gone: this write was never acknowledged
    }
  }
}

/** A process's command line, empty once it is gone. */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}

async function waitGone(pids: number[]) {
  while (pids.some(isAlive)) await sleep(20);
}

console.log(
  `kill -9 of a writing server, ${ROUNDS} rounds on ${dataDir} (EMBEDDED_DATABASE=${process.env.EMBEDDED_DATABASE ?? 'default'}; ${flags.tree ? 'the server and every process it started' : 'the server process alone'}); load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
const startTimes: number[] = [];
let projectId = '';
let opened = 0;
/** Acknowledged writes some start did not find (each counted once). */
const lost = new Set<string>();
let failedStart = '';
for (let round = 1; round <= ROUNDS + 1; round++) {
  const last = round > ROUNDS;
  const started = await start();
  if ('failure' in started) {
    failedStart = started.failure;
    console.log(`round ${round}: the folder did NOT open:\n${started.failure}`);
    break;
  }
  const { server, ms } = started;
  opened += 1;
  startTimes.push(ms);
  const session = await signIn(server.origin, round === 1);
  const gone = await missing(session);
  for (const id of gone) lost.add(id);
  if (round === 1) {
    projectId = crypto.randomUUID();
    await pushBatch(session, crypto.randomUUID(), 1, [
      { name: 'project.create', args: { id: projectId, name: 'Kill -9' } },
    ]);
  }
  if (last) {
    const tree = processTree(server.pid);
    await server.stop();
    await sleep(500);
    const left = tree.filter((pid) => isAlive(pid) && commandOf(pid) !== '');
    console.log(
      `final start: ${ms.toFixed(0)} ms, ${gone.length} acknowledged writes missing; SIGTERM left ${left.length} of its ${tree.length} processes running${left.length ? `: ${left.map(commandOf).join('; ')}` : ''}`,
    );
    if (left.length > 0) failedStart ||= 'processes left after SIGTERM';
    break;
  }
  let stopping = false;
  const before = acknowledged.size;
  const writing = Array.from({ length: WRITERS }, () =>
    writer(session, projectId, round, () => stopping),
  );
  await sleep(300 + Math.random() * 2000);
  const victims = flags.tree ? processTree(server.pid) : [server.pid];
  for (const pid of victims) process.kill(pid, 'SIGKILL');
  stopping = true;
  await Promise.all(writing);
  await waitGone([server.pid]);
  console.log(
    `round ${round}: opened in ${ms.toFixed(0)} ms, ${gone.length} earlier writes missing; ${acknowledged.size - before} writes acknowledged, then SIGKILL to ${victims.length} process(es)`,
  );
}

console.log(
  `opened ${opened} of ${ROUNDS + 1} starts; start time median ${median(startTimes).toFixed(0)} ms, max ${quantile(startTimes, 1).toFixed(0)} ms; ${acknowledged.size} writes acknowledged, ${lost.size} missing at a later start${failedStart ? '; FAILED' : ''}`,
);
if (ownFolder && !failedStart) rmSync(dataDir, { recursive: true, force: true });
process.exit(failedStart || lost.size > 0 ? 1 : 0);
