/**
 * npm run bench:load -- --rooms 10 --devices 30 --seconds 60 — many rooms at once (issue 34):
 * ROOMS facilitators each open a room on a project of their own, and DEVICES guests join each
 * (ROOMS × DEVICES devices). Every device holds the live event stream through the web's own
 * `LiveEvents` and pulls on each poke; for SECONDS it pushes a note every EVERY seconds (starts
 * spread over the first interval across all devices), and one device in three also votes +1 on
 * an idea of someone else's in between (bench/lib/room-device.ts, as bench:room).
 *
 * Each room's devices connect from a loopback address of their own (127.0.1.<room>), as rooms
 * in different places would, so the per-address limit of joining a room applies per room.
 *
 * With DATABASE_URL, run twice in the same run, for the ratio: PROCESSES API processes behind
 * nginx (deploy/local-replicas.ts, as `npm run replicas`), then one process with no proxy; each
 * on a fresh schema. `--database embedded`: one process on the embedded default (no
 * DATABASE_URL), to compare with Postgres at the same load. `--setups replicas,single` picks.
 *
 * Printed per setup: push latency p50/p95/p99; poke → pull (from a note's push's start to each
 * other device of its room's pull that returned it) p50/p95/p99; errors; each process's CPU (%
 * of a core) and RSS (/proc), nginx's included, this load generator's own CPU and, with a local
 * Postgres the bench may read the data directory of, Postgres's (all its processes); the load
 * average; and whether each goal is MET: push p99 ≤ 500 ms, poke → pull p95 ≤ 1 s, 0 errors.
 * `--pool N` sets DATABASE_POOL_SIZE of every API process. `--cpu-prof DIR` writes each API process's CPU profile (node --cpu-prof) into DIR.
 * BASELINE_ROOT=<another checkout> runs each setup on that checkout's API first, then on this
 * one's, and prints the ratios: a before/after measured on the same machine in the same run.
 * `--runs N` runs each setup (and build) N times, the builds' order alternating from run to run,
 * and prints each one's medians, the goals judged on them: on a two-core machine shared with
 * the load generator, one run's p99 swings by a factor of four.
 */
import { parseArgs } from 'node:util';
import type { ServerProcess } from '../api/test/server-process';
import { type Replicas, startReplicas } from '../deploy/local-replicas';
import { localPostgresPid, postgresWatch } from './lib/postgres-server';
import { childrenOf, cores, loadAverage, ProcessWatch } from './lib/proc';
import { Device, RoomStats, sleepUntil } from './lib/room-device';
import { quantile } from './lib/stats';
import {
  benchSchema,
  facilitator,
  openRoom,
  signUpAdministrator,
  startTrilha,
} from './lib/trilha-server';

const { values: flags } = parseArgs({
  options: {
    rooms: { type: 'string', default: '10' },
    devices: { type: 'string', default: '30' },
    seconds: { type: 'string', default: '60' },
    every: { type: 'string', default: '2' },
    processes: { type: 'string', default: '2' },
    database: { type: 'string', default: process.env.DATABASE_URL ? 'postgres' : 'embedded' },
    setups: { type: 'string', default: 'replicas,single' },
    port: { type: 'string', default: '7150' },
    pool: { type: 'string' },
    'cpu-prof': { type: 'string' },
    runs: { type: 'string', default: '1' },
  },
});
const ROOMS = Number(flags.rooms);
const DEVICES = Number(flags.devices);
const SECONDS = Number(flags.seconds);
const EVERY_MS = Number(flags.every) * 1000;
const PROCESSES = Number(flags.processes);
const RUNS = Math.max(1, Number(flags.runs));
/** After the last note, how long the devices may take to pull what is left. */
const DRAIN_MS = 15_000;
const GOALS = { pushP99Ms: 500, pokeToPullP95Ms: 1_000 };

const databaseUrl = flags.database === 'embedded' ? undefined : process.env.DATABASE_URL;
if (flags.database === 'postgres' && !databaseUrl) {
  console.error('--database postgres needs DATABASE_URL (or use --database embedded)');
  process.exit(1);
}
const nodeArgs = flags['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${flags['cpu-prof']}`] : [];
const BASELINE_ROOT = process.env.BASELINE_ROOT;
/** DATABASE_POOL_SIZE of every API process (the server's default when not given). */
const poolEnv: Record<string, string> = flags.pool ? { DATABASE_POOL_SIZE: flags.pool } : {};
/** The API processes' checkout, and how its figures are named. */
interface Build {
  name: string;
  root?: string;
}

/** What a setup serves the devices from, and the processes to watch. */
interface Setup {
  label: string;
  origin: string;
  watch: ProcessWatch[];
  /** The API processes, whose errors are printed after a run with failures. */
  servers: ServerProcess[];
  stop(): Promise<void>;
}

async function replicasSetup(url: string, build: Build): Promise<Setup> {
  const schema = benchSchema(url);
  let replicas: Replicas;
  try {
    replicas = await startReplicas({
      processes: PROCESSES,
      port: Number(flags.port),
      // The browser's origin is nginx's address, which the processes do not listen on.
      env: {
        ...poolEnv,
        DATABASE_URL: url,
        DATABASE_SCHEMA: schema.name,
        APP_URL: `http://127.0.0.1:${flags.port}`,
      },
      nodeArgs,
      ...(build.root && { root: build.root }),
    });
  } catch (error) {
    await schema.drop();
    throw error;
  }
  return {
    label: `${PROCESSES} API processes on Postgres behind nginx${build.name}`,
    origin: replicas.origin,
    servers: replicas.servers,
    watch: [
      ...replicas.servers.map(
        (server, i) => new ProcessWatch(`API process ${i + 1}`, [server.pid], { tree: true }),
      ),
      new ProcessWatch('nginx (master and workers)', [
        replicas.nginxPid,
        ...childrenOf(replicas.nginxPid),
      ]),
    ],
    async stop() {
      await replicas.stop();
      await schema.drop();
    },
  };
}

async function singleSetup(url: string | undefined, build: Build): Promise<Setup> {
  const trilha = await startTrilha(url, poolEnv, {
    nodeArgs,
    ...(build.root && { root: build.root }),
  });
  return {
    label: `one API process on ${url ? 'Postgres' : 'the embedded default database'}, no proxy${build.name}`,
    origin: trilha.server.origin,
    servers: [trilha.server],
    watch: [new ProcessWatch('API process', [trilha.server.pid], { tree: true })],
    stop: () => trilha.stop(),
  };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const spread = (values: number[]) =>
  `p50 ${ms(quantile(values, 0.5))}, p95 ${ms(quantile(values, 0.95))}, p99 ${ms(quantile(values, 0.99))}, max ${ms(quantile(values, 1))}`;
const verdict = (met: boolean) => (met ? 'MET' : 'NOT MET');

interface Outcome {
  label: string;
  behindSchedule: number;
  pushP99: number;
  pokeToPullP95: number;
  errors: number;
  pushesPerSecond: number;
}

/** The facilitators, their rooms, and DEVICES guests in each, listening; the devices returned. */
async function fillRooms(origin: string, stats: RoomStats) {
  await signUpAdministrator(origin);
  const rooms: { projectId: string; code: string; plan: string }[] = [];
  for (let r = 0; r < ROOMS; r++) {
    const owner = await facilitator(origin, `bench-load-facilitator-${r}@example.com`, DEVICES);
    rooms.push({ ...(await openRoom(owner.session, `Oficina ${r + 1}`)), plan: owner.plan });
  }
  const devices = rooms.flatMap((_, r) =>
    Array.from(
      { length: DEVICES },
      (_, i) => new Device(r * DEVICES + i, origin, stats, `127.0.1.${r + 1}`),
    ),
  );
  const roomOf = (device: Device) =>
    rooms[Math.floor(device.index / DEVICES)] as { projectId: string };
  // Rooms join side by side, each one's guests one after the other.
  await Promise.all(
    rooms.map(async (room, r) => {
      for (const device of devices.slice(r * DEVICES, (r + 1) * DEVICES))
        await device.join(room.code, `Pessoa ${(device.index % DEVICES) + 1}`);
    }),
  );
  for (const device of devices) device.listen();
  while (devices.some((device) => device.pulls === 0)) await sleepUntil(performance.now() + 50);
  return { devices, roomOf, plan: rooms[0]?.plan ?? '' };
}

async function run(setup: Setup): Promise<Outcome> {
  const stats = new RoomStats();
  const { devices, roomOf, plan } = await fillRooms(setup.origin, stats);
  const total = devices.length;
  try {
    console.log(`\n== ${setup.label} (${setup.origin})`);
    console.log(
      `${ROOMS} rooms × ${DEVICES} guests = ${total} devices, each with its event stream; a note every ${EVERY_MS / 1000} s for ${SECONDS} s each, 1 in 3 voting; facilitators' plan: ${plan}`,
    );
    console.log(`load average before: ${loadAverage()}`);
    for (const watch of setup.watch) watch.start();
    const client = new ProcessWatch('load generator (this process)', [process.pid]).start();
    const start = performance.now();
    const end = start + SECONDS * 1000;
    await Promise.all(
      devices.map((device) =>
        device.work(roomOf(device).projectId, {
          start,
          end,
          offsetMs: (device.index / total) * EVERY_MS,
          everyMs: EVERY_MS,
          votes: device.index % 3 === 0,
        }),
      ),
    );
    const wall = (performance.now() - start) / 1000;
    const usage = [...setup.watch, client].map((watch) => watch.describe());
    const loadAfter = loadAverage();

    const expected = stats.notes.size * (DEVICES - 1);
    const drainUntil = performance.now() + DRAIN_MS;
    while (stats.propagation.length < expected && performance.now() < drainUntil)
      await sleepUntil(performance.now() + 100);
    for (const watch of [...setup.watch, client]) watch.stop();

    const pushP99 = quantile(stats.pushTimes, 0.99);
    const pokeToPullP95 = quantile(stats.propagation, 0.95);
    const errors = stats.errorCount(expected) + stats.errors.behindSchedule;
    const pushesPerSecond = stats.pushes / wall;
    console.log(
      `pushes: ${stats.pushes} (${stats.notes.size} notes, ${stats.pushes - stats.notes.size} votes) in ${wall.toFixed(1)} s, ${pushesPerSecond.toFixed(1)}/s; latency ${spread(stats.pushTimes)}`,
    );
    console.log(
      `poke → pull (a note's push to each other device of its room pulling it): ${spread(stats.propagation)} (${stats.propagation.length} of ${expected} pairs)`,
    );
    console.log(
      `pulls: ${stats.pullRequests} requests, ${(stats.pullRequests / ((performance.now() - start) / 1000)).toFixed(1)}/s`,
    );
    console.log(`errors: ${errors} — ${stats.describeErrors(expected, DRAIN_MS / 1000)}`);
    for (const line of usage) console.log(`  ${line}`);
    console.log(`load average after: ${loadAfter} (${cores()} cores)`);
    console.log(
      `goals: push p99 ${ms(pushP99)} ≤ ${GOALS.pushP99Ms} ms ${verdict(pushP99 <= GOALS.pushP99Ms)}; poke → pull p95 ${ms(pokeToPullP95)} ≤ ${GOALS.pokeToPullP95Ms} ms ${verdict(pokeToPullP95 <= GOALS.pokeToPullP95Ms)}; errors ${errors} = 0 ${verdict(errors === 0)}`,
    );
    return {
      label: setup.label,
      behindSchedule: stats.errors.behindSchedule,
      pushP99,
      pokeToPullP95,
      errors,
      pushesPerSecond,
    };
  } finally {
    for (const device of devices) device.stop();
  }
}

/** What the API processes said about failures (5xx, crashes): their output's error lines. */
async function printServerErrors(setup: Setup) {
  for (const [i, server] of setup.servers.entries()) {
    const { code, output } = await server.exited;
    const lines = output.split('\n').filter((line) => /error|warn|exception/i.test(line));
    console.log(`API process ${i + 1} ended with ${code}; its last error lines:`);
    for (const line of lines.slice(-15)) console.log(`  | ${line.slice(0, 300)}`);
  }
}

const wanted = databaseUrl ? flags.setups.split(',') : ['single'];
const builds: Build[] = BASELINE_ROOT
  ? [{ name: ` — baseline (${BASELINE_ROOT})`, root: BASELINE_ROOT }, { name: ' — this checkout' }]
  : [{ name: '' }];
/** The local Postgres server, whose CPU is printed beside the processes'. */
const postgresPid = databaseUrl ? await localPostgresPid(databaseUrl) : undefined;
/** Each setup's and build's outcomes, run after run, in the order the builds were first run. */
const outcomes = new Map<string, Outcome[]>();
for (const kind of wanted) {
  for (let r = 0; r < RUNS; r++) {
    // The builds take turns going first: a run leaves the machine busier (its load average,
    // Postgres dropping the last schema) for whatever follows it.
    const order = r % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order) {
      const setup =
        kind === 'replicas' && databaseUrl
          ? await replicasSetup(databaseUrl, build)
          : await singleSetup(databaseUrl, build);
      if (postgresPid) setup.watch.push(postgresWatch(postgresPid));
      let outcome: Outcome | undefined;
      try {
        outcome = await run(setup);
        const key = `${kind}${build.name}`;
        outcomes.set(key, [...(outcomes.get(key) ?? []), outcome]);
      } finally {
        await setup.stop();
        if (!outcome || outcome.errors > outcome.behindSchedule) await printServerErrors(setup);
      }
    }
  }
}

/** One setup's and build's runs, summed up by their medians. */
function medianOf(runs: Outcome[]): Outcome {
  const median = (pick: (outcome: Outcome) => number) => quantile(runs.map(pick), 0.5);
  return {
    label: runs[0]?.label ?? '',
    behindSchedule: median((outcome) => outcome.behindSchedule),
    pushP99: median((outcome) => outcome.pushP99),
    pokeToPullP95: median((outcome) => outcome.pokeToPullP95),
    errors: median((outcome) => outcome.errors),
    pushesPerSecond: median((outcome) => outcome.pushesPerSecond),
  };
}

const summaries = [...outcomes.values()].map((runs) => {
  const summary = medianOf(runs);
  if (RUNS > 1) {
    const each = (pick: (outcome: Outcome) => number) => runs.map((o) => ms(pick(o))).join(', ');
    console.log(
      `\n== ${summary.label}: medians of ${runs.length} runs\npush p99 ${ms(summary.pushP99)} (${each((o) => o.pushP99)}); poke → pull p95 ${ms(summary.pokeToPullP95)} (${each((o) => o.pokeToPullP95)}); errors ${summary.errors} (${runs.map((o) => o.errors).join(', ')})`,
    );
    console.log(
      `goals on the medians: push p99 ${verdict(summary.pushP99 <= GOALS.pushP99Ms)}; poke → pull p95 ${verdict(summary.pokeToPullP95 <= GOALS.pokeToPullP95Ms)}; errors ${verdict(summary.errors === 0)}`,
    );
  }
  return summary;
});

const ratio = (a: Outcome, b: Outcome) =>
  `\nratio (${a.label} / ${b.label}, same run${RUNS > 1 ? `, medians of ${RUNS}` : ''}): push p99 ${(a.pushP99 / b.pushP99).toFixed(2)}, poke → pull p95 ${(a.pokeToPullP95 / b.pokeToPullP95).toFixed(2)}, pushes/s ${(a.pushesPerSecond / b.pushesPerSecond).toFixed(2)}`;
// Baseline / this checkout per setup, or the setups to each other.
const pairs = BASELINE_ROOT
  ? wanted.map((_, i) => [summaries[2 * i], summaries[2 * i + 1]])
  : [[summaries[0], summaries[1]]];
for (const [a, b] of pairs) if (a && b) console.log(ratio(a, b));
