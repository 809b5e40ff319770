/** The part of the browser's EventSource this module uses (tests pass a fake). */
export interface EventSourceLike {
  addEventListener(type: string, listener: () => void): void;
  close(): void;
  onerror: (() => void) | null;
}

export interface LiveEventsOptions {
  /** GET /api/sync/events of the server. */
  url: string;
  /** Called when the server says something may have changed: pull. Already debounced. */
  onChange: () => void;
  createEventSource?: (url: string) => EventSourceLike;
  /** Pokes arriving within this time are one pull (a burst of writes on another device). */
  debounceMs?: number;
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

/**
 * Listens to the server's pokes (docs/decisions/0014). `ready` (the stream is up, after a
 * reconnect too: pokes may have been missed), `poke` and `resync` all ask for a pull. A broken
 * stream is reopened with exponential backoff and jitter instead of EventSource's own fixed
 * retry, so a server restart is not met by every device at the same second. The engine's
 * periodic pull stays the fallback when no stream can be opened at all.
 */
export class LiveEvents {
  private source: EventSourceLike | undefined;
  private debounce: ReturnType<typeof setTimeout> | undefined;
  private reconnect: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private stopped = true;
  private readonly options: Required<LiveEventsOptions>;

  constructor(options: LiveEventsOptions) {
    this.options = {
      createEventSource: (url) => new EventSource(url) as unknown as EventSourceLike,
      debounceMs: 100,
      minBackoffMs: 1_000,
      maxBackoffMs: 30_000,
      ...options,
    };
  }

  start(): this {
    if (!this.stopped) return this;
    this.stopped = false;
    this.open();
    return this;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.debounce);
    clearTimeout(this.reconnect);
    this.source?.close();
    this.source = undefined;
  }

  /** The delay before the next reconnection attempt (exposed for tests). */
  backoffMs(failures: number, random = Math.random()): number {
    const { minBackoffMs, maxBackoffMs } = this.options;
    const base = Math.min(maxBackoffMs, minBackoffMs * 2 ** Math.max(0, failures - 1));
    return Math.round(base * (0.75 + random * 0.5));
  }

  private open(): void {
    const source = this.options.createEventSource(this.options.url);
    this.source = source;
    source.addEventListener('ready', () => {
      this.failures = 0;
      this.changed();
    });
    source.addEventListener('poke', () => this.changed());
    source.addEventListener('resync', () => this.changed());
    source.onerror = () => {
      source.close();
      if (this.stopped || this.source !== source) return;
      this.failures += 1;
      this.reconnect = setTimeout(() => {
        if (!this.stopped) this.open();
      }, this.backoffMs(this.failures));
    };
  }

  private changed(): void {
    if (this.debounce !== undefined) return;
    this.debounce = setTimeout(() => {
      this.debounce = undefined;
      if (!this.stopped) this.options.onChange();
    }, this.options.debounceMs);
  }
}
