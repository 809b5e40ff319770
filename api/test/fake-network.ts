import type { App } from '../src/app';

/**
 * The network between a hub and its cloud in API tests: requests go straight to the cloud app
 * under test, and a test can cut the line, or lose the answer to the next request of a path
 * (the cloud did the work; the hub never hears of it — what a hub killed mid-upload, or a
 * hotspot dropping out, leaves behind).
 */
export class FakeNetwork {
  /** The cloud cannot be reached at all. */
  down = false;
  private readonly answersToLose = new Map<string, number>();
  private readonly beforeRequests: { path: string; run: () => Promise<void> }[] = [];
  /** Requests the cloud received, by path. */
  readonly received: string[] = [];

  constructor(private readonly cloud: () => App) {}

  /** The next `count` answers to requests whose path starts with `path` never arrive. */
  loseAnswers(path: string, count = 1): void {
    this.answersToLose.set(path, (this.answersToLose.get(path) ?? 0) + count);
  }

  /** Runs `run` once, just before the next request to a path starting with `path` is served. */
  beforeNext(path: string, run: () => Promise<void>): void {
    this.beforeRequests.push({ path, run });
  }

  readonly fetch = async (input: string, init?: RequestInit): Promise<Response> => {
    if (this.down) throw new TypeError('fetch failed (the line is cut)');
    const path = new URL(input).pathname;
    const before = this.beforeRequests.findIndex((hook) => path.startsWith(hook.path));
    if (before >= 0) await this.beforeRequests.splice(before, 1)[0]?.run();
    this.received.push(path);
    const bindings = { incoming: { socket: { remoteAddress: '2001:db8::cafe' } } };
    const response = await this.cloud().request(input, init ?? {}, bindings);
    for (const [prefix, count] of this.answersToLose) {
      if (count > 0 && path.startsWith(prefix)) {
        this.answersToLose.set(prefix, count - 1);
        await response.arrayBuffer();
        throw new TypeError('fetch failed (the answer was lost)');
      }
    }
    return response;
  };
}
