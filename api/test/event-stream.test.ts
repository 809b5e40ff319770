import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventStreamReader } from './event-stream';

afterEach(() => {
  vi.useRealTimers();
});

describe('EventStreamReader', () => {
  it('leaves no timer behind when the stream fails during a wait', async () => {
    vi.useFakeTimers();
    let fail: (error: Error) => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        fail = (error) => controller.error(error);
      },
    });
    const reader = new EventStreamReader(new Response(body));
    const waiting = reader.next(60_000);
    expect(vi.getTimerCount()).toBe(1);
    fail(new Error('closed'));
    await expect(waiting).rejects.toThrow('closed');
    // A timer left here would keep a bench's process alive for the whole timeout.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads an event and clears its timer', async () => {
    vi.useFakeTimers();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('event: poke\ndata: {}\n\n'));
      },
    });
    const event = await new EventStreamReader(new Response(body)).next(60_000);
    expect(event).toEqual({ event: 'poke', data: '{}' });
    expect(vi.getTimerCount()).toBe(0);
  });
});
