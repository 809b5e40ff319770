import type { Sql } from '../db/connect';

/**
 * A poke says "this project changed" and nothing more: the client pulls to learn what. `userIds`
 * adds people who no longer see the project but must hear of it (a removed member's devices
 * pull, and drop it).
 */
export interface Poke {
  projectId: string;
  userIds?: string[];
}

/** A poke, or `resync`: pokes may have been missed (a lost LISTEN connection), pull everything. */
export type LiveSignal = { kind: 'poke'; poke: Poke } | { kind: 'resync' };
export type SignalListener = (signal: LiveSignal) => void;

/** Carries pokes from the process where a write committed to every process serving streams. */
export interface PokeBus {
  publish(pokes: readonly Poke[]): Promise<void>;
  subscribe(listener: SignalListener): () => void;
  /**
   * Resolves once pokes published from now on reach this process's listeners. A stream says
   * `ready` (and its client catches up with a pull) only after this: a write between the two
   * is then either in that pull or heard as a poke, never lost in between.
   */
  listening(): Promise<void>;
}

class Listeners {
  private readonly listeners = new Set<SignalListener>();
  add(listener: SignalListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  emit(signal: LiveSignal): void {
    for (const listener of this.listeners) listener(signal);
  }
}

/** The embedded database serves one process: pokes never leave its memory. */
export class InProcessPokeBus implements PokeBus {
  private readonly listeners = new Listeners();

  async publish(pokes: readonly Poke[]): Promise<void> {
    for (const poke of pokes) this.listeners.emit({ kind: 'poke', poke });
  }

  subscribe(listener: SignalListener): () => void {
    return this.listeners.add(listener);
  }

  async listening(): Promise<void> {}
}

/** NOTIFY payloads must stay under 8,000 bytes: about 100 project ids per notification. */
const POKES_PER_NOTIFY = 100;

/** Pokes for the same project merged into one, reaching everyone any of them was for. */
export function mergePokes(pokes: Iterable<Poke>): Poke[] {
  const byProject = new Map<string, Set<string>>();
  for (const { projectId, userIds = [] } of pokes) {
    const users = byProject.get(projectId) ?? new Set();
    for (const userId of userIds) users.add(userId);
    byProject.set(projectId, users);
  }
  return [...byProject].map(([projectId, users]) =>
    users.size > 0 ? { projectId, userIds: [...users] } : { projectId },
  );
}

/**
 * Pokes through Postgres LISTEN/NOTIFY, so every API process on one database hears every write.
 * postgres.js keeps ONE dedicated listening connection per pool and listens again after it
 * reconnects; notifications sent meanwhile are lost, so a reconnect is passed on as `resync`.
 * The process that publishes hears its own notifications too: one path for local and remote.
 *
 * One NOTIFY at a time per process: the pokes published while one is on its way are merged and
 * go out together right after it. A lone poke waits for nothing; ten rooms' 150 pushes a second
 * cost a handful of NOTIFYs (each a statement, a transaction and a wake-up of every listening
 * process) instead of 150 (issue 34). The listeners throttle a project's pokes to one per 200
 * ms anyway, so the merge loses nothing they would use.
 */
export class PostgresPokeBus implements PokeBus {
  private readonly listeners = new Listeners();
  private started: Promise<void> | undefined;
  /** The NOTIFYs on their way. */
  private sending: Promise<void> | undefined;
  /** The pokes that go out when `sending` is done, and the promise of their NOTIFY. */
  private next: { pokes: Poke[]; sent: Promise<void> } | undefined;

  constructor(
    private readonly sql: Sql,
    private readonly channel: string,
  ) {}

  /** Resolves once a NOTIFY carrying these pokes has been sent; rejects if it failed. */
  publish(pokes: readonly Poke[]): Promise<void> {
    if (!this.sending) return this.send(pokes);
    if (!this.next) {
      const waiting: Poke[] = [];
      const sendNext = () => {
        this.next = undefined;
        return this.send(waiting);
      };
      this.next = { pokes: waiting, sent: this.sending.then(sendNext, sendNext) };
    }
    this.next.pokes.push(...pokes);
    return this.next.sent;
  }

  private send(pokes: readonly Poke[]): Promise<void> {
    const sending = this.notify(mergePokes(pokes));
    this.sending = sending;
    const done = () => {
      if (this.sending === sending) this.sending = undefined;
    };
    sending.then(done, done);
    return sending;
  }

  private async notify(pokes: readonly Poke[]): Promise<void> {
    for (let start = 0; start < pokes.length; start += POKES_PER_NOTIFY) {
      await this.sql.notify(
        this.channel,
        JSON.stringify(pokes.slice(start, start + POKES_PER_NOTIFY)),
      );
    }
  }

  subscribe(listener: SignalListener): () => void {
    this.started ??= this.listen();
    return this.listeners.add(listener);
  }

  /** Resolves when LISTEN is in place, or when it failed (logged; devices still pull every 30 s). */
  listening(): Promise<void> {
    this.started ??= this.listen();
    return this.started;
  }

  /**
   * LISTEN, once. If it cannot start (the database is down), the failure is logged and the next
   * stream to open tries again; meanwhile devices still pull every 30 s.
   */
  private listen(): Promise<void> {
    let listenedBefore = false;
    const started = this.sql.listen(
      this.channel,
      (payload) => {
        for (const poke of parsePokes(payload)) this.listeners.emit({ kind: 'poke', poke });
      },
      () => {
        if (listenedBefore) this.listeners.emit({ kind: 'resync' });
        listenedBefore = true;
      },
    );
    return started.then(
      () => {},
      (error: unknown) => {
        console.warn('live updates: LISTEN failed; will retry with the next stream', error);
        this.started = undefined;
      },
    );
  }
}

function parsePokes(payload: string): Poke[] {
  try {
    const parsed: unknown = JSON.parse(payload);
    return Array.isArray(parsed)
      ? parsed.filter((poke): poke is Poke => typeof poke?.projectId === 'string')
      : [];
  } catch {
    return []; // Not ours (someone else NOTIFYing on the channel): nothing to do.
  }
}
