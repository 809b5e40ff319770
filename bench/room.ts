/**
 * npm run bench:room -- --devices 30 --seconds 60 — a workshop room on one hub, then brought to
 * the cloud (issue 31, docs/decisions/0020 and 0021). Two app servers (`api/src/server.ts`, each
 * in its own process on a fresh embedded database, or on DATABASE_URL in a schema of its own):
 * the cloud, started first, and the hub, started with UPSTREAM_URL naming it, so every mutation
 * the hub applies is also kept in its outbox, as on a real hub. A facilitator opens a room on a
 * project of the hub; DEVICES guests join it with their names, each holding the live event
 * stream through the web's own `LiveEvents` (pokes debounced as in a browser) and pulling over
 * the sync protocol on each poke. For SECONDS, each guest pushes a note (an idea or an
 * observation) every EVERY seconds, its start spread over the first interval; one guest in
 * three also votes +1 on an idea of someone else's half-way between its notes.
 *
 * Meanwhile the facilitator summons the room ('Trazer todos para cá', issue 33) every SUMMON_EVERY
 * seconds: one push of the project's control record with a new `summonedAt`, which each device
 * meets in its next pull, as a browser that follows the facilitator does.
 *
 * Printed: propagation — for each note, from its push's start until each OTHER device's pull
 * returned it — p50/p95/p99 over every (note, device) pair; errors (failed calls, refused
 * mutations, stream drops, pairs never seen); the summons' propagation to every device, the
 * same way; pushes/s; the hub's CPU (from /proc/<pid>/stat,
 * over the writing period) and its resident memory (/proc/<pid>/status); and the machine's load.
 *
 * Then the cloud half, once the devices have drained: the facilitator's hub account links to
 * its account in the cloud (same e-mail, same plan), which starts a round by itself (push the
 * outbox, pull the cloud's changes), and rounds follow every 5 s. Printed: the time from the
 * link until the hub says nothing is pending and the cloud holds the room's records, both
 * processes' CPU over it, and on each side the room project's ideas, observations and votes and
 * a sha256 over its sorted records (id, text, votes, author's name): EQUAL or DIFFERENT.
 */

import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { SubscriptionPlan } from '@trilha/shared';
import type { PullResponse } from '@trilha/sync';
import { roomControlChange, roomControlId } from '@trilha/sync';
import { type EventSourceLike, LiveEvents } from '@trilha/sync/client';
import { connectPostgres } from '../api/src/db/connect';
import { EventStreamReader } from '../api/test/event-stream';
import { type ServerProcess, startServerProcess } from '../api/test/server-process';
import { BENCH_PASSWORD, HttpSession } from './lib/http-session';
import { type TreeMemory, treeCpuSeconds, treeMemory } from './lib/process-tree';
import { quantile } from './lib/stats';
import { ideaCreate, observationCreate, pullSince, pushBatch, type Write } from './lib/workshop';

const { values: flags } = parseArgs({
  options: {
    devices: { type: 'string', default: '30' },
    seconds: { type: 'string', default: '60' },
    every: { type: 'string', default: '2' },
    'summon-every': { type: 'string', default: '5' },
  },
});
const DEVICES = Number(flags.devices);
const SECONDS = Number(flags.seconds);
const EVERY_MS = Number(flags.every) * 1000;
const SUMMON_EVERY_MS = Number(flags['summon-every']) * 1000;
/** After the last note, how long the devices may take to pull what is left. */
const DRAIN_MS = 15_000;
/** After the link, how long the hub may take to bring the room to the cloud. */
const CLOUD_TIMEOUT_MS = 180_000;
// Both servers' APP_URL. The bench calls them at http://127.0.0.1:<port>, as the hub calls the
// cloud (UPSTREAM_URL): a server takes its own addresses as its origin too (OwnAddresses).
const APP_URL = 'http://trilha.bench';
const FACILITATOR_EMAIL = 'bench-room-facilitator@example.com';

const sleepUntil = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

// ---- The hub's process, read from /proc ---------------------------------------------------------

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU seconds the process has used, user and system, all its threads. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** The process's resident memory now, in MiB. */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

// ---- What the run counts ----------------------------------------------------------------------

interface Note {
  author: number;
  startedAt: number;
}

const notes = new Map<string, Note>();
const propagation: number[] = [];
/** Each summons by its `summonedAt`: when its push started. */
const summons = new Map<string, number>();
const summonPropagation: number[] = [];
/** How long each push took, from its start to its answer. */
const pushTimes: number[] = [];
const errors = {
  push: 0,
  refused: 0,
  pull: 0,
  stream: 0,
  behindSchedule: 0,
  firstRefusal: '',
  firstFailure: '',
};
let pushes = 0;
let pullRequests = 0;

function failed(kind: 'push' | 'pull', error: unknown) {
  errors[kind] += 1;
  errors.firstFailure ||= `${kind}: ${error instanceof Error ? error.message : String(error)}`;
}

// ---- A guest's device ---------------------------------------------------------------------------

/**
 * The browser's EventSource over fetch: Node has none, and a browser sends the session cookie
 * by itself. Only what `LiveEvents` uses (EventSourceLike); events are read with the tests'
 * EventStreamReader.
 */
class FetchEventSource implements EventSourceLike {
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, (() => void)[]>();
  private readonly aborted = new AbortController();

  constructor(url: string, headers: Record<string, string>) {
    void this.listen(url, headers);
  }

  addEventListener(type: string, listener: () => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.aborted.abort();
  }

  private async listen(url: string, headers: Record<string, string>) {
    try {
      const response = await fetch(url, { headers, signal: this.aborted.signal });
      if (response.status !== 200) throw new Error(`events: ${response.status}`);
      const events = new EventStreamReader(response);
      for (;;) {
        const { event } = await events.next(2 ** 31 - 1);
        for (const listener of this.listeners.get(event) ?? []) listener();
      }
    } catch {
      if (this.aborted.signal.aborted) return;
      errors.stream += 1;
      this.onerror?.();
    }
  }
}

class Device {
  readonly session: HttpSession;
  private readonly clientId = crypto.randomUUID();
  private nextMutationId = 1;
  private cursor = '';
  private pulling: Promise<void> | undefined;
  private pullAgain = false;
  private live: LiveEvents | undefined;
  /** Ideas of others this device has pulled: what it votes on. */
  private readonly othersIdeas: string[] = [];
  private readonly seen = new Set<string>();
  private readonly summonsSeen = new Set<string>();
  pulls = 0;

  constructor(
    readonly index: number,
    origin: string,
  ) {
    this.session = new HttpSession(origin);
  }

  async join(code: string) {
    await this.session.call('POST', `/api/rooms/${code}/join`, {
      name: `Pessoa ${this.index + 1}`,
    });
  }

  /** Opens the event stream; its `ready` makes the first pull. */
  listen() {
    this.live = new LiveEvents({
      url: `${this.session.origin}/api/sync/events`,
      onChange: () => void this.pull(),
      createEventSource: (url) => new FetchEventSource(url, this.session.headers),
    }).start();
  }

  stop() {
    this.live?.stop();
  }

  /** One pull at a time, as the sync client does; a poke during a pull pulls again after it. */
  pull(): Promise<void> {
    if (this.pulling) {
      this.pullAgain = true;
      return this.pulling;
    }
    this.pulling = (async () => {
      do {
        this.pullAgain = false;
        try {
          const pulled = await pullSince(this.session, this.cursor, (page) => this.received(page));
          this.cursor = pulled.cursor;
          this.pulls += 1;
          pullRequests += pulled.pages;
        } catch (error) {
          failed('pull', error);
        }
      } while (this.pullAgain);
      this.pulling = undefined;
    })();
    return this.pulling;
  }

  private received(page: PullResponse) {
    const now = performance.now();
    for (const change of page.changes) {
      if (!('row' in change)) continue;
      if (change.entity === 'roomControls') {
        this.summoned(String(change.row.summonedAt), now);
        continue;
      }
      if (change.entity !== 'ideas' && change.entity !== 'observations') continue;
      const id = String(change.row.id);
      const note = notes.get(id);
      if (!note || note.author === this.index || this.seen.has(id)) continue;
      this.seen.add(id);
      propagation.push(now - note.startedAt);
      if (change.entity === 'ideas') this.othersIdeas.push(id);
    }
  }

  /** A summons this device pulled: the room's control record with a summonedAt it had not seen. */
  private summoned(summonedAt: string, now: number) {
    const started = summons.get(summonedAt);
    if (started === undefined || this.summonsSeen.has(summonedAt)) return;
    this.summonsSeen.add(summonedAt);
    summonPropagation.push(now - started);
  }

  private async push(write: Write) {
    const firstId = this.nextMutationId;
    this.nextMutationId += 1;
    pushes += 1;
    const started = performance.now();
    try {
      const { rejected } = await pushBatch(this.session, this.clientId, firstId, [write]);
      pushTimes.push(performance.now() - started);
      errors.refused += rejected.length;
      if (rejected[0]) errors.firstRefusal ||= `${rejected[0].name}: ${rejected[0].code}`;
    } catch (error) {
      failed('push', error);
    }
  }

  /** A note every EVERY_MS from `start` (spread by device) until `end`; some devices vote. */
  async work(projectId: string, start: number, end: number) {
    const offset = (this.index / DEVICES) * EVERY_MS;
    const votes = this.index % 3 === 0;
    for (let i = 0; ; i++) {
      const at = start + offset + i * EVERY_MS;
      if (at >= end) return;
      if (performance.now() > at + EVERY_MS) errors.behindSchedule += 1; // behind its own schedule
      await sleepUntil(at);
      const id = crypto.randomUUID();
      notes.set(id, { author: this.index, startedAt: performance.now() });
      const n = this.index * 1000 + i;
      await this.push(
        (this.index + i) % 2 === 0
          ? ideaCreate(projectId, n, id)
          : observationCreate(projectId, n, id),
      );
      if (!votes) continue;
      await sleepUntil(at + EVERY_MS / 2);
      const idea = this.othersIdeas[Math.floor(Math.random() * this.othersIdeas.length)];
      if (idea) await this.push({ name: 'idea.vote', args: { id: idea, delta: 1 } });
    }
  }
}

/**
 * The facilitator's 'Trazer todos para cá' every SUMMON_EVERY_MS from `start` until `end`: the
 * mutations the browser sends (roomControlChange: the control record made on first use, then
 * `summonedAt` and the focus), pushed as one batch from the facilitator's own device.
 */
async function summonRoom(session: HttpSession, projectId: string, start: number, end: number) {
  const clientId = crypto.randomUUID();
  let nextMutationId = 1;
  let control: { id: string } | null = null;
  for (let at = start + SUMMON_EVERY_MS / 2; at < end; at += SUMMON_EVERY_MS) {
    await sleepUntil(at);
    const summonedAt = new Date().toISOString();
    const writes = roomControlChange(projectId, control, {
      summonedAt,
      focusTool: 'ideas',
      focusAt: summonedAt,
    }) as Write[];
    summons.set(summonedAt, performance.now());
    try {
      const { rejected } = await pushBatch(session, clientId, nextMutationId, writes);
      errors.refused += rejected.length;
      if (rejected[0]) errors.firstRefusal ||= `${rejected[0].name}: ${rejected[0].code}`;
      control = { id: roomControlId(projectId) };
    } catch (error) {
      failed('push', error);
    }
    nextMutationId += writes.length;
  }
}

// ---- The servers ---------------------------------------------------------------------------------

/** An app server in its own process on a fresh database, with `env` added to its environment. */
async function startTrilha(env: Record<string, string> = {}): Promise<{
  server: ServerProcess;
  label: string;
  stop(): Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `bench_${randomBytes(5).toString('hex')}`;
    const server = await startServerProcess({
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      APP_URL,
      ...env,
    });
    return {
      server,
      label: 'Postgres (DATABASE_URL)',
      async stop() {
        await server.stop();
        const admin = connectPostgres(url, { poolSize: 1 });
        await admin.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.end();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'trilha-bench-room-'));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    APP_URL,
    DATABASE_URL: undefined,
    DATABASE_SCHEMA: undefined,
    ...env,
  });
  return {
    server,
    label: `embedded database, EMBEDDED_DATABASE=${process.env.EMBEDDED_DATABASE ?? 'default'}`,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The facilitator: not the database's first account (the administrator, whose projects no plan
 * limits), on the smallest plan whose room takes DEVICES guests. A paid plan never tried starts
 * as a 7-day trial with no payment provider (choosePlan), as on /pricing.
 */
async function facilitator(origin: string): Promise<{ session: HttpSession; plan: string }> {
  await new HttpSession(origin).signUp('bench-room-admin@example.com');
  const session = new HttpSession(origin);
  await session.signUp(FACILITATOR_EMAIL);
  const plans = await session.call<SubscriptionPlan[]>('GET', '/api/subscription-plans');
  const fits = plans
    .filter((plan) => plan.maxRoomGuests === null || plan.maxRoomGuests >= DEVICES)
    .sort((a, b) => a.priceMonthly - b.priceMonthly);
  const plan = fits[0];
  if (!plan) throw new Error(`no plan takes ${DEVICES} guests`);
  if (plan.priceMonthly === 0) return { session, plan: plan.name };
  const answer = await session.call<{ url?: string }>('POST', '/api/create-checkout-session', {
    planId: plan.id,
    billingPeriod: 'monthly',
  });
  if (answer.url) throw new Error(`choosing ${plan.name} asked for a payment page`);
  return { session, plan: `${plan.name} (its 7-day trial, chosen through the API)` };
}

// ---- The cloud half ---------------------------------------------------------------------------

/** What a server holds of the room's project, counted and hashed alike on the hub and the cloud. */
interface RoomRecords {
  ideas: number;
  observations: number;
  votes: number;
  /** sha256 over the sorted records: (entity, id, text, votes, author's name). */
  hash: string;
}

/** What every note of the room has, as the REST calls give it. */
interface SignedRecord {
  id: string;
  authorName: string;
}

async function roomRecords(session: HttpSession, projectId: string): Promise<RoomRecords> {
  const [ideas, observations] = await Promise.all([
    session.call<(SignedRecord & { title: string; description: string; votes: number })[]>(
      'GET',
      `/api/projects/${projectId}/ideas`,
    ),
    session.call<(SignedRecord & { behavior: string })[]>(
      'GET',
      `/api/projects/${projectId}/observations`,
    ),
  ]);
  const records = [
    ...ideas.map((idea) => [
      'ideas',
      idea.id,
      `${idea.title}\n${idea.description}`,
      idea.votes,
      idea.authorName,
    ]),
    ...observations.map((note) => ['observations', note.id, note.behavior, 0, note.authorName]),
  ]
    .map((record) => JSON.stringify(record))
    .sort();
  return {
    ideas: ideas.length,
    observations: observations.length,
    votes: ideas.reduce((total, idea) => total + idea.votes, 0),
    hash: createHash('sha256').update(records.join('\n')).digest('hex'),
  };
}

/** GET /api/upstream/status on the hub. */
interface UpstreamStatus {
  linked: boolean;
  pending: number;
  lastError: { code: string } | null;
}

/**
 * Links the facilitator's hub account to the same person's cloud account and waits until the
 * hub has nothing pending and the cloud holds what the hub holds of the project (or until
 * CLOUD_TIMEOUT_MS). The link starts a round by itself; the hub's rounds then run every 5 s.
 */
async function bringToCloud(hubSession: HttpSession, cloudSession: HttpSession, projectId: string) {
  const hubRecords = await roomRecords(hubSession, projectId);
  const started = performance.now();
  await hubSession.call('POST', '/api/upstream/link', {
    username: FACILITATOR_EMAIL,
    password: BENCH_PASSWORD,
  });
  let status: UpstreamStatus;
  let cloudRecords: RoomRecords | undefined;
  for (;;) {
    status = await hubSession.call<UpstreamStatus>('GET', '/api/upstream/status');
    // Nothing pending means the cloud answered every push: the project is there.
    if (status.pending === 0) cloudRecords = await roomRecords(cloudSession, projectId);
    if (cloudRecords?.hash === hubRecords.hash) break;
    if (performance.now() - started > CLOUD_TIMEOUT_MS) break;
    await sleepUntil(performance.now() + 100);
  }
  const seconds = (performance.now() - started) / 1000;
  // The hub once more, after its rounds: what came back from the cloud must have changed nothing.
  return { seconds, status, hub: await roomRecords(hubSession, projectId), cloud: cloudRecords };
}

const counts = (records: RoomRecords | undefined) =>
  records
    ? `${records.ideas} ideas, ${records.observations} observations, ${records.votes} votes; sha256 ${records.hash.slice(0, 16)}…`
    : 'nothing yet';

const ms = (value: number) => `${value.toFixed(0)} ms`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const cloud = await startTrilha();
const hub = await startTrilha({ UPSTREAM_URL: cloud.server.origin });
const pid = hub.server.pid;
const devices = Array.from({ length: DEVICES }, (_, i) => new Device(i, hub.server.origin));
try {
  const owner = await facilitator(hub.server.origin);
  const project = await owner.session.call<{ id: string }>('POST', '/api/projects', {
    name: 'Oficina',
  });
  const room = await owner.session.call<{ code: string }>(
    'POST',
    `/api/projects/${project.id}/room`,
  );
  for (const device of devices) await device.join(room.code);
  for (const device of devices) device.listen();
  while (devices.some((device) => device.pulls === 0)) await sleepUntil(performance.now() + 50);

  console.log(
    `room: ${DEVICES} guests on one hub (${hub.label}), a note every ${EVERY_MS / 1000} s for ${SECONDS} s each, 1 in 3 voting; facilitator's plan: ${owner.plan}`,
  );
  console.log(`load average before: ${load()}`);
  const rssIdle = rssMiB(pid);
  let rssPeak = rssIdle;
  // The hub with the processes it started (an embedded PostgreSQL's): its whole footprint.
  const treeIdle = treeMemory(pid);
  let treePeak: TreeMemory = treeIdle;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMiB(pid));
    const tree = treeMemory(pid);
    if (tree.pssMiB > treePeak.pssMiB) treePeak = tree;
  }, 500);
  const benchCpuStart = process.cpuUsage();
  const cpuStart = cpuSeconds(pid);
  const treeCpuStart = treeCpuSeconds(pid);
  const start = performance.now();
  const end = start + SECONDS * 1000;
  await Promise.all([
    ...devices.map((device) => device.work(project.id, start, end)),
    summonRoom(owner.session, project.id, start, end),
  ]);
  const wall = (performance.now() - start) / 1000;
  const hubCpu = cpuSeconds(pid) - cpuStart;
  const hubTreeCpu = treeCpuSeconds(pid) - treeCpuStart;
  const benchCpu = process.cpuUsage(benchCpuStart);
  const loadAfter = load();

  const expected = notes.size * (DEVICES - 1);
  const expectedSummons = summons.size * DEVICES;
  const drainUntil = performance.now() + DRAIN_MS;
  while (
    (propagation.length < expected || summonPropagation.length < expectedSummons) &&
    performance.now() < drainUntil
  )
    await sleepUntil(performance.now() + 100);
  clearInterval(sampler);
  const rssEnd = rssMiB(pid);
  const treeEnd = treeMemory(pid);

  console.log(
    `propagation to every other device: p50 ${ms(quantile(propagation, 0.5))}, p95 ${ms(quantile(propagation, 0.95))}, p99 ${ms(quantile(propagation, 0.99))}, max ${ms(quantile(propagation, 1))} (${propagation.length} of ${expected} (note, device) pairs)`,
  );
  console.log(
    `summons ('Trazer todos para cá') to every device: p50 ${ms(quantile(summonPropagation, 0.5))}, p95 ${ms(quantile(summonPropagation, 0.95))}, p99 ${ms(quantile(summonPropagation, 0.99))}, max ${ms(quantile(summonPropagation, 1))} (${summonPropagation.length} of ${expectedSummons} (summons, device) pairs)`,
  );
  console.log(
    `pushes: ${pushes} (${notes.size} notes, ${pushes - notes.size} votes) in ${wall.toFixed(1)} s, ${(pushes / wall).toFixed(1)}/s; each push p50 ${ms(quantile(pushTimes, 0.5))}, p95 ${ms(quantile(pushTimes, 0.95))}, p99 ${ms(quantile(pushTimes, 0.99))}`,
  );
  console.log(
    `pulls: ${pullRequests} requests, ${(pullRequests / ((performance.now() - start) / 1000)).toFixed(1)}/s over the writing and the drain`,
  );
  console.log(
    `errors: ${errors.push} failed pushes, ${errors.refused} refused mutations, ${errors.pull} failed pulls, ${errors.stream} event streams dropped, ${expected - propagation.length} pairs never pulled within ${DRAIN_MS / 1000} s, ${errors.behindSchedule} notes more than an interval behind schedule${errors.firstRefusal ? `; first refusal ${errors.firstRefusal}` : ''}${errors.firstFailure ? `; first failure ${errors.firstFailure}` : ''}`,
  );
  console.log(
    `hub CPU: ${hubCpu.toFixed(1)} s in ${wall.toFixed(1)} s (${((100 * hubCpu) / wall).toFixed(0)}% of one core); RSS ${rssIdle.toFixed(0)} MiB before, ${rssPeak.toFixed(0)} MiB peak, ${rssEnd.toFixed(0)} MiB after`,
  );
  const tree = (memory: TreeMemory) =>
    `${memory.processes} processes, RSS sum ${memory.rssMiB.toFixed(0)} MiB, PSS ${memory.pssMiB.toFixed(0)} MiB`;
  console.log(
    `hub with the processes it started: CPU ${hubTreeCpu.toFixed(1)} s; memory before ${tree(treeIdle)}; peak (by PSS) ${tree(treePeak)}; after ${tree(treeEnd)}`,
  );
  console.log(
    `load generator (this process) CPU: ${((benchCpu.user + benchCpu.system) / 1e6).toFixed(1)} s; load average after: ${loadAfter} (${availableParallelism()} cores)`,
  );

  const cloudAccount = await facilitator(cloud.server.origin);
  const hubCpuBefore = cpuSeconds(pid);
  const cloudCpuBefore = cpuSeconds(cloud.server.pid);
  const brought = await bringToCloud(owner.session, cloudAccount.session, project.id);
  const equal = brought.cloud?.hash === brought.hub.hash;
  console.log(
    `cloud (a second process, ${cloud.label}): from the link to nothing pending on the hub and the room in the cloud, ${brought.seconds.toFixed(1)} s${equal ? '' : ` — not reached within ${CLOUD_TIMEOUT_MS / 1000} s`} (status checked every 100 ms; pending ${brought.status.pending}, last error ${brought.status.lastError?.code ?? 'none'}); CPU over it: hub ${(cpuSeconds(pid) - hubCpuBefore).toFixed(1)} s, cloud ${(cpuSeconds(cloud.server.pid) - cloudCpuBefore).toFixed(1)} s`,
  );
  console.log(`  hub:   ${counts(brought.hub)} (${notes.size} notes written)`);
  console.log(`  cloud: ${counts(brought.cloud)}`);
  console.log(`  content: ${equal ? 'EQUAL' : 'DIFFERENT'}`);
} finally {
  for (const device of devices) device.stop();
  await hub.stop();
  await cloud.stop();
}
