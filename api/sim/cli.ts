import { parseArgs } from 'node:util';
import { runSimulation, SimulationFailure, type SimulationSummary } from './simulation';

/**
 * `npm run sim -- --ops N --devices D --seed S`: the seeded simulation (docs/decisions/0032). On
 * DATABASE_URL (two schemas) or, without it, two in-memory PGlites. Prints progress every 10 s,
 * a summary at the end, and on a failure the seed, the operation and the command replaying it.
 */
const USAGE = `npm run sim -- [--ops N] [--devices D] [--seed S] [--episode-ops N]
                    [--checkpoint-every N] [--sync-every N]
Runs the seeded simulation (docs/decisions/0032) on DATABASE_URL, or on two in-memory PGlites.`;

function readArguments() {
  try {
    return parseArgs({
      options: {
        ops: { type: 'string', default: '2000' },
        devices: { type: 'string', default: '6' },
        seed: { type: 'string' },
        'episode-ops': { type: 'string' },
        'checkpoint-every': { type: 'string' },
        'sync-every': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    // An unknown or malformed option: say which, and how to call it, not a stack trace.
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exit(2);
  }
}
const { values } = readArguments();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const integer = (name: string, raw: string | undefined) => {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`--${name} must be a whole number, not '${raw}'`);
    process.exit(2);
  }
  return value;
};

/**
 * The simulation's schemas are dropped at its end and it never kills Postgres itself (0032: not
 * modelled), so its connections do not wait for each commit's disk flush (about 1.5 ms a commit
 * on this machine; seed 7 at load 7.6: 83 → 115 ops/s, less when the process is CPU-bound).
 * `synchronous_commit` in DATABASE_URL overrides.
 */
function withoutCommitFlush(url: string): string {
  // Not through `new URL`: it refuses a URL naming a unix socket (`postgres://u@/db?host=/run`).
  if (commitSetting(url) !== null) return url;
  return `${url}${url.includes('?') ? '&' : '?'}synchronous_commit=off`;
}

/** The `synchronous_commit` parameter of a DATABASE_URL, or null. */
function commitSetting(url: string): string | null {
  return new URLSearchParams(url.split('?')[1] ?? '').get('synchronous_commit');
}
if (process.env.DATABASE_URL)
  process.env.DATABASE_URL = withoutCommitFlush(process.env.DATABASE_URL);

const seed = integer('seed', values.seed) ?? Math.floor(Math.random() * 2 ** 31);
const options = {
  ops: integer('ops', values.ops) ?? 2000,
  devices: integer('devices', values.devices) ?? 6,
  seed,
  episodeOps: integer('episode-ops', values['episode-ops']),
  checkpointEvery: integer('checkpoint-every', values['checkpoint-every']),
  syncEvery: integer('sync-every', values['sync-every']),
  progress: (line: string) => console.log(line),
};

function print(summary: SimulationSummary): void {
  const table = (counts: Record<string, number>) =>
    Object.entries(counts)
      .sort(([, a], [, b]) => b - a)
      .map(([key, count]) => `${key} ${count}`)
      .join(', ');
  const seconds = summary.wallMs / 1000;
  console.log(
    `[sim] seed ${summary.seed}: ${summary.ops} operations on ${summary.devices} devices in ${seconds.toFixed(1)} s (${(summary.ops / seconds).toFixed(0)} ops/s), ${summary.episodes} episodes`,
  );
  console.log(`  operations: ${table(summary.opsByKind)}`);
  console.log(`  faults injected: ${table(summary.faults)}`);
  console.log(
    `  refusals (${summary.refusals}, digest ${summary.refusalDigest}): ${table(summary.refusalsByCode)}`,
  );
  const time = Object.entries(summary.timeMs)
    .map(([part, ms]) => `${part} ${(ms / 1000).toFixed(1)} s`)
    .join(', ');
  console.log(`  time: ${time}`);
  console.log(
    `  syncs: ${summary.syncs}; checkpoints: ${summary.checkpoints}; checks passed: ${summary.checksPassed}`,
  );
}

console.log(
  `[sim] seed ${seed}: ${options.ops} operations, ${options.devices} devices, ${process.env.DATABASE_URL ? `Postgres (synchronous_commit=${commitSetting(process.env.DATABASE_URL)})` : 'PGlite'}`,
);
try {
  print(await runSimulation(options));
  process.exit(0);
} catch (error) {
  if (!(error instanceof SimulationFailure)) throw error;
  console.error(`[sim] FAILED (${error.invariant}) ${error.message}`);
  console.error(error.failure instanceof Error ? error.failure.stack : error.failure);
  console.error(`[sim] replay: ${error.replay}`);
  process.exit(1);
}
