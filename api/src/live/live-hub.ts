import type { Sql } from '../db/connect';
import { projectAudience } from '../sharing/repository';
import type { LiveSignal, PokeBus } from './poke-bus';

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

  constructor(
    private readonly sql: Sql,
    private readonly bus: PokeBus,
  ) {}

  connect(userId: string, sink: Sink): () => void {
    this.unsubscribe ??= this.bus.subscribe((signal) => void this.deliver(signal));
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

  private async deliver(signal: LiveSignal): Promise<void> {
    if (this.sinks.size === 0) return;
    if (signal.kind === 'resync') {
      for (const userSinks of this.sinks.values())
        for (const sink of userSinks) sink({ event: 'resync', data: '{}' });
      return;
    }
    const { projectId, userIds = [] } = signal.poke;
    let audience: string[];
    try {
      audience = await projectAudience(this.sql, projectId);
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
