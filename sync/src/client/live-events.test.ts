import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EventSourceLike, LiveEvents } from './live-events';

/** Stands in for the browser's EventSource: the test fires its events and errors. */
class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, (() => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

let onChange: ReturnType<typeof vi.fn<() => void>>;
let live: LiveEvents;
const latest = () => FakeEventSource.opened.at(-1) as FakeEventSource;

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  onChange = vi.fn<() => void>();
  live = new LiveEvents({
    url: '/api/sync/events',
    onChange,
    createEventSource: (url) => new FakeEventSource(url),
  }).start();
});

afterEach(() => {
  live.stop();
  vi.useRealTimers();
});

describe('LiveEvents', () => {
  it('pulls once for a burst of pokes, after the debounce', () => {
    expect(latest().url).toBe('/api/sync/events');
    latest().fire('poke');
    latest().fire('poke');
    latest().fire('resync');
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onChange).toHaveBeenCalledTimes(1);
    latest().fire('poke');
    vi.advanceTimersByTime(100);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('catches up when the stream is (re)opened', () => {
    latest().fire('ready');
    vi.advanceTimersByTime(100);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('reconnects after an error with a growing backoff, reset once the stream is up', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // no jitter
    const first = latest();
    first.onerror?.();
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    latest().onerror?.();
    vi.advanceTimersByTime(1_999);
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(3);
    latest().fire('ready');
    latest().onerror?.();
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.opened).toHaveLength(4);
  });

  it('never waits more than the maximum, with jitter around it', () => {
    expect(live.backoffMs(20, 0.5)).toBe(30_000);
    expect(live.backoffMs(20, 0)).toBe(22_500);
    expect(live.backoffMs(20, 1)).toBe(37_500);
  });

  it('stops: closes the stream and neither pulls nor reconnects any more', () => {
    const source = latest();
    source.fire('poke');
    live.stop();
    expect(source.closed).toBe(true);
    source.onerror?.();
    vi.advanceTimersByTime(60_000);
    expect(onChange).not.toHaveBeenCalled();
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
