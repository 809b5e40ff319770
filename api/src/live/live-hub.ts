import type { Sql } from '../db/connect';
import { projectAudience } from '../sharing/repository';
import { SharedReads } from '../sync/shared-reads';
import type { LiveSignal, PokeBus } from './poke-bus';
import { PokeThrottle } from './poke-throttle';

/** The window of {@link PokeThrottle}: a busy project pokes its streams 5 times a second at most. */
export const POKE_WINDOW_MS = 200;

/** What a stream is sent: the project that changed, or `resync` (pull everything). */
export type StreamEvent = { event: 'poke'; data: string } | { event: 'resync'; data: string };
type Sink = (event: StreamEvent) => void;

/**
 * The open event streams of this process, by user. A poke from the bus is sent to the streams of
 * the people who see the project (looked up once per poke, and only if someone is connected here).
 */
export class LiveHub {
  private readonly sinks = new Map<string, Set<Sink>>();
  private unsubscribe: (() => void) | undefined;
  /**
   * Who sees a project, read once for the pokes of a quarter of a second: a busy room's 20
   * writes a second would otherwise cost this process 20 reads a second, each waiting for a
   * connection of a pool that pushes and pulls keep busy, and every poke behind its read (issue
   * 34). A poke carries no data, so one sent to someone removed a moment ago reveals nothing;
   * someone added is heard of at the next poke after that moment (their stream's `ready` pull
   * brought them up to date).
   */
  private readonly audiences = new SharedReads<string[]>(250);
  private readonly throttle: PokeThrottle;

  constructor(
    private readonly sql: Sql,
    private readonly bus: PokeBus,
    pokeWindowMs = POKE_WINDOW_MS,
  ) {
    this.throttle = new PokeThrottle(
      pokeWindowMs,
      (projectId, userIds) => void this.pokeStreams(projectId, userIds),
    );
  }

  connect(userId: string, sink: Sink): () => void {
    this.unsubscribe ??= this.bus.subscribe((signal) => this.deliver(signal));
    let userSinks = this.sinks.get(userId);
    if (!userSinks) {
      userSinks = new Set();
      this.sinks.set(userId, userSinks);
    }
    userSinks.add(sink);
    // Safe to call more than once, and touches only this stream: a stream's end is seen both
    // when the client goes and when its heartbeat loop stops, and by then the same person may
    // have opened a new stream (a reload), whose sinks are a new set under the same user id.
    return () => {
      if (!userSinks.delete(sink)) return;
      if (userSinks.size === 0 && this.sinks.get(userId) === userSinks) this.sinks.delete(userId);
    };
  }

  /** Resolves once this process hears pokes; see {@link PokeBus.listening}. */
  listening(): Promise<void> {
    return this.bus.listening();
  }

  private deliver(signal: LiveSignal): void {
    if (this.sinks.size === 0) return;
    if (signal.kind === 'resync') {
      for (const userSinks of this.sinks.values())
        for (const sink of userSinks) sink({ event: 'resync', data: '{}' });
      return;
    }
    this.throttle.poke(signal.poke.projectId, signal.poke.userIds);
  }

  private async pokeStreams(projectId: string, userIds: readonly string[]): Promise<void> {
    let audience: string[];
    try {
      audience = await this.audiences.read(projectId, () => projectAudience(this.sql, projectId));
    } catch (error) {
      console.warn('live updates: could not read who sees a project', error);
      return;
    }
    const data = JSON.stringify({ projectId });
    for (const userId of new Set([...audience, ...userIds])) {
      for (const sink of this.sinks.get(userId) ?? []) sink({ event: 'poke', data });
    }
  }
}
