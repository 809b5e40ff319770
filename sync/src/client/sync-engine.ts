import { requestPersistentStorage } from './lock';
import type { SyncClient } from './sync-client';

export interface SyncEngineOptions {
  /** Where 'online' and 'offline' events arrive (window in the browser). */
  events?: EventTarget;
  /** Whether the device believes it is online (navigator.onLine in the browser). */
  isOnline?: () => boolean;
  /** A pull now and then brings other devices' work even when nothing is typed here. */
  pullIntervalMs?: number;
  /** Quiet time after a local change before pushing, so a burst of typing is one push. */
  pushDelayMs?: number;
  maxBackoffMs?: number;
  /**
   * Opens the server's live event stream, calling `onChange` when another device's write may be
   * waiting (LiveEvents in the browser); absent in tests and where EventSource does not exist.
   */
  openLiveEvents?: (onChange: () => void) => { stop(): void };
}

/**
 * When to sync: soon after a local change, when the network comes back, every so often, and
 * after failures with exponential backoff. It stops on problems that retrying cannot fix (the
 * session ended, the app is outdated) until `resume()`; the queue waits meanwhile.
 */
export class SyncEngine {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private interval: ReturnType<typeof setInterval> | undefined;
  private running = false;
  private current: Promise<void> = Promise.resolve();
  private again = false;
  private failures = 0;
  private stopped = true;
  private live: { stop(): void } | undefined;
  private readonly options: Required<Omit<SyncEngineOptions, 'events' | 'openLiveEvents'>> &
    Pick<SyncEngineOptions, 'events' | 'openLiveEvents'>;

  constructor(
    readonly client: SyncClient,
    options: SyncEngineOptions = {},
  ) {
    this.options = {
      isOnline: () => true,
      pullIntervalMs: 30_000,
      pushDelayMs: 300,
      maxBackoffMs: 60_000,
      ...options,
    };
  }

  private readonly onOnline = () => {
    this.client.status.setState({ online: true });
    this.failures = 0;
    this.schedule(0);
  };

  private readonly onOffline = () => {
    this.client.status.setState({ online: false });
  };

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.client.status.setState({ online: this.options.isOnline() });
    this.client.onLocalChange = () => this.schedule(this.options.pushDelayMs);
    this.options.events?.addEventListener('online', this.onOnline);
    this.options.events?.addEventListener('offline', this.onOffline);
    this.interval = setInterval(() => this.schedule(0), this.options.pullIntervalMs);
    // Pokes are already debounced: sync at once.
    this.live = this.options.openLiveEvents?.(() => this.schedule(0));
    void this.client.refreshStatus();
    // A workshop's notes must survive the browser's storage pressure.
    void requestPersistentStorage();
    this.schedule(0);
  }

  stop(): void {
    this.stopped = true;
    this.client.onLocalChange = undefined;
    this.options.events?.removeEventListener('online', this.onOnline);
    this.options.events?.removeEventListener('offline', this.onOffline);
    clearInterval(this.interval);
    clearTimeout(this.timer);
    this.live?.stop();
    this.live = undefined;
  }

  /** After signing in again or updating: try again now. */
  resume(): void {
    this.failures = 0;
    this.client.status.setState({ problem: null, problemMessage: null });
    this.schedule(0);
  }

  /** Resolves when the sync under way, if any, has ended. */
  idle(): Promise<void> {
    return this.current;
  }

  /** Sync now (or right after the sync in progress). Resolves when that sync has ended. */
  async syncNow(): Promise<void> {
    clearTimeout(this.timer);
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    this.current = this.client.sync().then(
      () => {
        this.failures = 0;
      },
      () => {
        this.failures += 1;
      },
    );
    await this.current;
    this.running = false;
    // A sync whose exchanges were done before the network dropped still ends well and marks the
    // device online, after the 'offline' event; nothing would correct it until the network
    // came back, and the header would say 'Sincronizado' on a device without wifi.
    if (!this.options.isOnline()) this.client.status.setState({ online: false });
    if (this.again) {
      this.again = false;
      this.schedule(0);
    } else if (this.failures > 0) {
      this.schedule(Math.min(this.options.maxBackoffMs, 1000 * 2 ** (this.failures - 1)));
    }
  }

  private schedule(delayMs: number): void {
    const { problem } = this.client.status.getState();
    if (this.stopped || problem === 'unauthenticated' || problem === 'outdated') return;
    if (!this.options.isOnline()) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.syncNow(), delayMs);
  }
}
