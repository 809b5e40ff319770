import type { PullResponse } from '@trilha/sync';
import { type EventSourceLike, LiveEvents } from '@trilha/sync/client';
import { EventStreamReader } from '../../api/test/event-stream';
import { HttpSession } from './http-session';
import { ideaCreate, observationCreate, pullSince, pushBatch, type Write } from './workshop';

// A guest's device in a room, as bench:room and bench:load simulate it: the live event stream
// through the web's own LiveEvents, a pull on each poke, a note every so often, some votes.

export const sleepUntil = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/** What the devices of a run count, together. */
export class RoomStats {
  /** Each note written, by id: its author and when its push started. */
  readonly notes = new Map<string, { author: number; startedAt: number }>();
  /** For each note, from its push's start until each OTHER device's pull returned it. */
  readonly propagation: number[] = [];
  /** Each summons by its `summonedAt`: when its push started. */
  readonly summons = new Map<string, number>();
  readonly summonPropagation: number[] = [];
  /** How long each push took, from its start to its answer. */
  readonly pushTimes: number[] = [];
  readonly errors = {
    push: 0,
    refused: 0,
    pull: 0,
    stream: 0,
    behindSchedule: 0,
    firstRefusal: '',
    firstFailure: '',
  };
  pushes = 0;
  pullRequests = 0;

  failed(kind: 'push' | 'pull', error: unknown): void {
    this.errors[kind] += 1;
    this.errors.firstFailure ||= `${kind}: ${error instanceof Error ? error.message : String(error)}`;
  }

  refused(rejected: readonly { name: string; code?: string | undefined }[]): void {
    this.errors.refused += rejected.length;
    if (rejected[0]) this.errors.firstRefusal ||= `${rejected[0].name}: ${rejected[0].code}`;
  }

  /** The errors line: failed calls, refusals, dropped streams, pairs never pulled. */
  describeErrors(expectedPairs: number, drainSeconds: number): string {
    const { errors } = this;
    return `${errors.push} failed pushes, ${errors.refused} refused mutations, ${errors.pull} failed pulls, ${errors.stream} event streams dropped, ${expectedPairs - this.propagation.length} pairs never pulled within ${drainSeconds} s, ${errors.behindSchedule} notes more than an interval behind schedule${errors.firstRefusal ? `; first refusal ${errors.firstRefusal}` : ''}${errors.firstFailure ? `; first failure ${errors.firstFailure}` : ''}`;
  }

  errorCount(expectedPairs: number): number {
    const { errors } = this;
    return (
      errors.push +
      errors.refused +
      errors.pull +
      errors.stream +
      (expectedPairs - this.propagation.length)
    );
  }
}

/**
 * The browser's EventSource over the session's fetch: Node has none, and a browser sends the
 * session cookie by itself. Only what `LiveEvents` uses (EventSourceLike); events are read with
 * the tests' EventStreamReader.
 */
class FetchEventSource implements EventSourceLike {
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, (() => void)[]>();
  private readonly aborted = new AbortController();

  constructor(
    url: string,
    private readonly session: HttpSession,
    private readonly stats: RoomStats,
  ) {
    void this.listen(url);
  }

  addEventListener(type: string, listener: () => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.aborted.abort();
  }

  private async listen(url: string) {
    try {
      const response = await this.session.fetch(url, {
        headers: this.session.headers,
        signal: this.aborted.signal,
      });
      if (response.status !== 200) throw new Error(`events: ${response.status}`);
      const events = new EventStreamReader(response);
      for (;;) {
        const { event } = await events.next(2 ** 31 - 1);
        for (const listener of this.listeners.get(event) ?? []) listener();
      }
    } catch {
      if (this.aborted.signal.aborted) return;
      this.stats.errors.stream += 1;
      this.onerror?.();
    }
  }
}

/** When a device writes: a note every `everyMs` from `start + offsetMs` until `end`. */
export interface Schedule {
  start: number;
  end: number;
  offsetMs: number;
  everyMs: number;
  /** Also votes +1 on an idea of someone else's half-way between its notes. */
  votes: boolean;
}

export class Device {
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

  /** `index` is unique in the run (it tells a device's own notes); `name` is shown in the room. */
  constructor(
    readonly index: number,
    origin: string,
    private readonly stats: RoomStats,
    localAddress?: string,
  ) {
    this.session = new HttpSession(origin, localAddress);
  }

  async join(code: string, name: string) {
    await this.session.call('POST', `/api/rooms/${code}/join`, { name });
  }

  /** Opens the event stream; its `ready` makes the first pull. */
  listen() {
    this.live = new LiveEvents({
      url: `${this.session.origin}/api/sync/events`,
      onChange: () => void this.pull(),
      createEventSource: (url) => new FetchEventSource(url, this.session, this.stats),
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
          this.stats.pullRequests += pulled.pages;
        } catch (error) {
          this.stats.failed('pull', error);
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
      const note = this.stats.notes.get(id);
      if (!note || note.author === this.index || this.seen.has(id)) continue;
      this.seen.add(id);
      this.stats.propagation.push(now - note.startedAt);
      if (change.entity === 'ideas') this.othersIdeas.push(id);
    }
  }

  /** A summons this device pulled: the room's control record with a summonedAt it had not seen. */
  private summoned(summonedAt: string, now: number) {
    const started = this.stats.summons.get(summonedAt);
    if (started === undefined || this.summonsSeen.has(summonedAt)) return;
    this.summonsSeen.add(summonedAt);
    this.stats.summonPropagation.push(now - started);
  }

  private async push(write: Write) {
    const firstId = this.nextMutationId;
    this.nextMutationId += 1;
    this.stats.pushes += 1;
    const started = performance.now();
    try {
      const { rejected } = await pushBatch(this.session, this.clientId, firstId, [write]);
      this.stats.pushTimes.push(performance.now() - started);
      this.stats.refused(rejected);
    } catch (error) {
      this.stats.failed('push', error);
    }
  }

  /** Notes (ideas and observations in turn) on `schedule`; some devices vote between them. */
  async work(projectId: string, schedule: Schedule) {
    const { start, end, offsetMs, everyMs, votes } = schedule;
    for (let i = 0; ; i++) {
      const at = start + offsetMs + i * everyMs;
      if (at >= end) return;
      if (performance.now() > at + everyMs) this.stats.errors.behindSchedule += 1;
      await sleepUntil(at);
      const id = crypto.randomUUID();
      this.stats.notes.set(id, { author: this.index, startedAt: performance.now() });
      const n = this.index * 1000 + i;
      await this.push(
        (this.index + i) % 2 === 0
          ? ideaCreate(projectId, n, id)
          : observationCreate(projectId, n, id),
      );
      if (!votes) continue;
      await sleepUntil(at + everyMs / 2);
      const idea = this.othersIdeas[Math.floor(Math.random() * this.othersIdeas.length)];
      if (idea) await this.push({ name: 'idea.vote', args: { id: idea, delta: 1 } });
    }
  }
}
