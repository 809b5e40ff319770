import { type CheckpointContext, checkpoint, type Sabotage } from './checkpoint';
import { closeEpisode, type Episode, openEpisode, signUpPeople } from './episode';
import { FAULTS, type FaultKind, type FaultStage } from './faults';
import { type Invariant, InvariantViolation } from './invariants';
import { Ledger } from './ledger';
import { CONTENT_OPERATIONS } from './operations';
import { Random } from './random';
import { isExplained, RefusalLog, type Role } from './refusals';
import { Servers } from './servers';

export interface SimulationOptions {
  ops: number;
  devices: number;
  seed: number;
  /** Operations per episode (a fresh project); default 2000. */
  episodeOps?: number;
  /** Operations between checkpoints within an episode; default 500. */
  checkpointEvery?: number;
  /** A device syncs every this many operations, the devices in turn; default 4. */
  syncEvery?: number;
  /** Share of operations that are faults rather than work; default 0.15. */
  faultRate?: number;
  sabotage?: Sabotage;
  /** Servers to run on, left running (a test file's several runs share them); else its own. */
  servers?: Servers;
  /** Where progress lines go (every progressMs, default 10 s). */
  progress?: (line: string) => void;
  progressMs?: number;
}

export interface SimulationSummary {
  seed: number;
  ops: number;
  devices: number;
  episodes: number;
  opsByKind: Record<string, number>;
  faults: Record<string, number>;
  refusalsByCode: Record<string, number>;
  refusals: number;
  /** Digest of every refusal in order: a replay of the seed gives the same. */
  refusalDigest: string;
  syncs: number;
  checkpoints: number;
  checksPassed: number;
  wallMs: number;
  /** Where the time went: setup (servers, episodes), work, faults, syncs, checkpoints. */
  timeMs: Record<string, number>;
}

/** A run that broke: where, and how to replay it. */
export class SimulationFailure extends Error {
  constructor(
    readonly options: SimulationOptions,
    readonly op: number,
    readonly invariant: Invariant | 'crash',
    readonly failure: unknown,
  ) {
    super(
      `seed ${options.seed}, operation ${op}: ${failure instanceof Error ? failure.message : String(failure)}`,
    );
    this.name = 'SimulationFailure';
  }

  /** The command that replays the run up to the failing operation. */
  get replay(): string {
    const { seed, devices, episodeOps, checkpointEvery, syncEvery } = this.options;
    const extra = [
      episodeOps && `--episode-ops ${episodeOps}`,
      checkpointEvery && `--checkpoint-every ${checkpointEvery}`,
      syncEvery && `--sync-every ${syncEvery}`,
    ].filter(Boolean);
    return `npm run sim -- --ops ${this.op + 1} --devices ${devices} --seed ${seed} ${extra.join(' ')}`.trim();
  }
}

/** The simulated clock: an operation is a second, from 2100 (after any real clock, see 0032). */
const T0 = Date.UTC(2100, 0, 1);
/** The owner's second tablet runs 5 s ahead: two presses of 'Próximo passo' at two clocks. */
const SKEW_MS = [0, 5_000];

/** Each role's operations and weights: what a device of that role is drawn to do. */
function weightsByRole(): Record<Role, Record<string, number>> {
  const byRole = { owner: {}, editor: {}, viewer: {}, guest: {} } as Record<
    Role,
    Record<string, number>
  >;
  for (const [name, kind] of Object.entries(CONTENT_OPERATIONS))
    for (const role of kind.roles) byRole[role][name] = kind.weight;
  return byRole;
}

/**
 * The heap after an episode (after a full GC when node runs with --expose-gc): a long run's memory
 * must stay flat across episodes, since each episode starts from a fresh project and devices.
 */
function memoryLine(seed: number, episode: number, op: number): string {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
  return `[sim] seed ${seed}: episode ${episode} closed at operation ${op}, heap ${mb(heapUsed)} MB, ${mb(rss)} MB RSS`;
}

const increment = (counts: Record<string, number>, key: string, by = 1) => {
  counts[key] = (counts[key] ?? 0) + by;
};

/**
 * The seeded simulation of issue 34 (docs/decisions/0032): episodes of a room on the hub —
 * owner, editor, viewer and guests on their devices — doing the room's work through the real
 * mutators while the network, the tabs, the storage and the server fail; the hub meets its
 * cloud; at checkpoints everyone syncs and the invariants are checked.
 */
export async function runSimulation(options: SimulationOptions): Promise<SimulationSummary> {
  const started = Date.now();
  const {
    ops,
    devices,
    seed,
    episodeOps = 2000,
    checkpointEvery = 500,
    syncEvery = 4,
    faultRate = 0.15,
  } = options;
  if (devices < 2) throw new Error('--devices must be at least 2');
  const random = new Random(seed);
  const log = new RefusalLog();
  const summary: SimulationSummary = {
    seed,
    ops,
    devices,
    episodes: 0,
    opsByKind: {},
    faults: {},
    refusalsByCode: {},
    refusals: 0,
    refusalDigest: '',
    syncs: 0,
    checkpoints: 0,
    checksPassed: 0,
    wallMs: 0,
    timeMs: {},
  };
  let mark = performance.now();
  /** Adds the time since the last lap to `part`. */
  const lap = (part: string) => {
    const now = performance.now();
    increment(summary.timeMs, part, now - mark);
    mark = now;
  };
  const weights = weightsByRole();
  const faultWeights = Object.fromEntries(Object.entries(FAULTS).map(([k, f]) => [k, f.weight]));
  let episode: Episode | undefined;
  let unexplained: InvariantViolation | undefined;
  const ledger = new Ledger((refusal) => {
    log.record(refusal);
    const role = episode?.seats[refusal.device]?.role ?? 'owner';
    if (!isExplained(role, refusal.code))
      unexplained ??= new InvariantViolation(
        'refusals-deterministic',
        `the ${role}'s ${refusal.name} was refused with ${refusal.code} (by the ${refusal.by}), which nothing explains`,
      );
  });

  const servers = options.servers ?? (await Servers.start());
  let op = 0;
  let lastProgress = Date.now();
  let opsAtProgress = 0;
  try {
    const people = await signUpPeople(servers);
    lap('setup');
    while (op < ops) {
      const clock = (device: number) => T0 + op * 1000 + (SKEW_MS[device] ?? 0);
      const current = await openEpisode(servers, people, random, devices, {
        op,
        at: new Date(clock(0)).toISOString(),
        ledger,
      });
      episode = current;
      summary.episodes++;
      lap('setup');
      const stage: FaultStage = {
        op,
        episode: current,
        ledger,
        random,
        clock,
        servers,
        ownerId: people.owner.id,
        count: (kind: FaultKind, by = 1) => increment(summary.faults, kind, by),
      };
      const check = async (final: boolean) => {
        const context: CheckpointContext = {
          servers,
          people,
          episode: current,
          ledger,
          random,
          sabotage: options.sabotage,
          final,
        };
        lap('work');
        summary.checksPassed += await checkpoint(context);
        summary.checkpoints++;
        lap('checkpoints');
        if (unexplained) throw unexplained;
      };
      const end = Math.min(ops, op + episodeOps);
      for (; op < end; op++) {
        stage.op = op;
        const device = random.int(devices);
        const d = current.devices[device];
        const role = current.seats[device]?.role;
        if (!d || !role) throw new Error(`no device ${device}`);
        if (random.chance(faultRate)) {
          const kind = random.weighted(faultWeights);
          lap('work');
          await FAULTS[kind]?.run(stage, device, d);
          increment(summary.opsByKind, `fault:${kind}`);
          lap('faults');
        } else {
          const kind = random.weighted(weights[role]);
          await CONTENT_OPERATIONS[kind]?.run(stage, device, d);
          increment(summary.opsByKind, kind);
        }
        if (unexplained) throw unexplained;
        // Devices sync in turn every few operations, as a room's tablets do on their own.
        if (op % syncEvery === 0) {
          lap('work');
          await current.devices[(op / syncEvery) % devices]?.trySync();
          summary.syncs++;
          lap('syncs');
        }
        if ((op + 1) % checkpointEvery === 0 && op + 1 < end) await check(false);
        if (options.progress && Date.now() - lastProgress >= (options.progressMs ?? 10_000)) {
          const rate = ((op + 1 - opsAtProgress) * 1000) / (Date.now() - lastProgress);
          options.progress(
            `[sim] seed ${seed}: ${op + 1}/${ops} operations, ${rate.toFixed(0)} ops/s, episode ${summary.episodes}, ${summary.checksPassed} checks passed, ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB RSS`,
          );
          lastProgress = Date.now();
          opsAtProgress = op + 1;
        }
      }
      op = end - 1;
      await check(true);
      op = end;
      await closeEpisode(people, current);
      ledger.clear();
      lap('setup');
      options.progress?.(memoryLine(seed, summary.episodes, op));
    }
  } catch (error) {
    const invariant = error instanceof InvariantViolation ? error.invariant : 'crash';
    throw new SimulationFailure(options, Math.min(op, ops - 1), invariant, error);
  } finally {
    if (!options.servers) await servers.close();
  }
  summary.refusals = log.total;
  summary.refusalsByCode = Object.fromEntries([...log.byCode].sort());
  summary.refusalDigest = log.digest();
  summary.wallMs = Date.now() - started;
  return summary;
}
