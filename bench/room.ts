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

import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { roomControlChange, roomControlId } from '@trilha/sync';
import { BENCH_PASSWORD, type HttpSession } from './lib/http-session';
import { cores, cpuSeconds, loadAverage, ProcessWatch, rssMiB } from './lib/proc';
import { Device, RoomStats, sleepUntil } from './lib/room-device';
import { quantile } from './lib/stats';
import {
  facilitator as benchFacilitator,
  openRoom,
  signUpAdministrator,
  startTrilha,
} from './lib/trilha-server';
import { pushBatch, type Write } from './lib/workshop';

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
const FACILITATOR_EMAIL = 'bench-room-facilitator@example.com';

const stats = new RoomStats();
const { notes, propagation, summons, summonPropagation, pushTimes } = stats;

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
      stats.refused(rejected);
      control = { id: roomControlId(projectId) };
    } catch (error) {
      stats.failed('push', error);
    }
    nextMutationId += writes.length;
  }
}

/** The facilitator, on the smallest plan whose room takes DEVICES guests. */
async function facilitator(origin: string) {
  await signUpAdministrator(origin);
  return benchFacilitator(origin, FACILITATOR_EMAIL, DEVICES);
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
const load = loadAverage;

const databaseUrl = process.env.DATABASE_URL;
const cloud = await startTrilha(databaseUrl);
const hub = await startTrilha(databaseUrl, { UPSTREAM_URL: cloud.server.origin });
const pid = hub.server.pid;
const devices = Array.from({ length: DEVICES }, (_, i) => new Device(i, hub.server.origin, stats));
try {
  const owner = await facilitator(hub.server.origin);
  const room = await openRoom(owner.session, 'Oficina');
  const project = { id: room.projectId };
  for (const device of devices) await device.join(room.code, `Pessoa ${device.index + 1}`);
  for (const device of devices) device.listen();
  while (devices.some((device) => device.pulls === 0)) await sleepUntil(performance.now() + 50);

  console.log(
    `room: ${DEVICES} guests on one hub (${hub.label}), a note every ${EVERY_MS / 1000} s for ${SECONDS} s each, 1 in 3 voting; facilitator's plan: ${owner.plan}`,
  );
  console.log(`load average before: ${load()}`);
  // The hub alone, and with the processes it started (an embedded PostgreSQL): its footprint.
  const hubWatch = new ProcessWatch('hub', [pid]).start();
  const hubTreeWatch = new ProcessWatch('hub', [pid], { tree: true }).start();
  const benchCpuStart = process.cpuUsage();
  const start = performance.now();
  const end = start + SECONDS * 1000;
  await Promise.all([
    ...devices.map((device) =>
      device.work(project.id, {
        start,
        end,
        offsetMs: (device.index / DEVICES) * EVERY_MS,
        everyMs: EVERY_MS,
        votes: device.index % 3 === 0,
      }),
    ),
    summonRoom(owner.session, project.id, start, end),
  ]);
  const wall = (performance.now() - start) / 1000;
  const hubCpu = hubWatch.cpu().seconds;
  const hubTreeCpu = hubTreeWatch.cpu();
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
  hubWatch.stop();
  hubTreeWatch.stop();
  const rssEnd = rssMiB(pid);

  console.log(
    `propagation to every other device: p50 ${ms(quantile(propagation, 0.5))}, p95 ${ms(quantile(propagation, 0.95))}, p99 ${ms(quantile(propagation, 0.99))}, max ${ms(quantile(propagation, 1))} (${propagation.length} of ${expected} (note, device) pairs)`,
  );
  console.log(
    `summons ('Trazer todos para cá') to every device: p50 ${ms(quantile(summonPropagation, 0.5))}, p95 ${ms(quantile(summonPropagation, 0.95))}, p99 ${ms(quantile(summonPropagation, 0.99))}, max ${ms(quantile(summonPropagation, 1))} (${summonPropagation.length} of ${expectedSummons} (summons, device) pairs)`,
  );
  console.log(
    `pushes: ${stats.pushes} (${notes.size} notes, ${stats.pushes - notes.size} votes) in ${wall.toFixed(1)} s, ${(stats.pushes / wall).toFixed(1)}/s; each push p50 ${ms(quantile(pushTimes, 0.5))}, p95 ${ms(quantile(pushTimes, 0.95))}, p99 ${ms(quantile(pushTimes, 0.99))}`,
  );
  console.log(
    `pulls: ${stats.pullRequests} requests, ${(stats.pullRequests / ((performance.now() - start) / 1000)).toFixed(1)}/s over the writing and the drain`,
  );
  console.log(`errors: ${stats.describeErrors(expected, DRAIN_MS / 1000)}`);
  console.log(
    `hub CPU: ${hubCpu.toFixed(1)} s in ${wall.toFixed(1)} s (${((100 * hubCpu) / wall).toFixed(0)}% of one core); RSS ${hubWatch.rssBefore.toFixed(0)} MiB before, ${hubWatch.rssPeak.toFixed(0)} MiB peak, ${rssEnd.toFixed(0)} MiB after`,
  );
  console.log(
    `hub with the processes it started: CPU ${hubTreeCpu.seconds.toFixed(1)} s (${(100 * hubTreeCpu.share).toFixed(0)}% of one core); PSS ${hubTreeWatch.rssBefore.toFixed(0)} MiB before, ${hubTreeWatch.rssPeak.toFixed(0)} MiB peak`,
  );
  console.log(
    `load generator (this process) CPU: ${((benchCpu.user + benchCpu.system) / 1e6).toFixed(1)} s; load average after: ${loadAfter} (${cores()} cores)`,
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
