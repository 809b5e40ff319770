import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PokeThrottle } from './poke-throttle';

describe('PokeThrottle', () => {
  let sent: [string, string[]][];
  let throttle: PokeThrottle;

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    throttle = new PokeThrottle(200, (projectId, userIds) =>
      sent.push([projectId, [...userIds].sort()]),
    );
  });
  afterEach(() => vi.useRealTimers());

  it("sends a quiet project's poke at once", () => {
    throttle.poke('a');
    expect(sent).toEqual([['a', []]]);
  });

  it("merges a window's pokes into one at its end, and never drops the last", () => {
    throttle.poke('a');
    vi.advanceTimersByTime(50);
    throttle.poke('a');
    throttle.poke('a');
    vi.advanceTimersByTime(149);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      ['a', []],
      ['a', []],
    ]);
    // That poke opened a window of its own: nothing came in it, so nothing more is sent...
    vi.advanceTimersByTime(1_000);
    expect(sent).toHaveLength(2);
    // ...and the project is quiet again: the next poke goes at once.
    throttle.poke('a');
    expect(sent).toHaveLength(3);
  });

  it('sends a steady stream of pokes once per window', () => {
    for (let ms = 0; ms < 1_000; ms += 10) {
      throttle.poke('a');
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(200);
    // At 0 ms, then at the end of each 200 ms window that had pokes: 0, 200, ..., 1000.
    expect(sent).toHaveLength(6);
  });

  it('keeps projects apart', () => {
    throttle.poke('a');
    throttle.poke('b');
    throttle.poke('a');
    expect(sent).toEqual([
      ['a', []],
      ['b', []],
    ]);
    vi.advanceTimersByTime(200);
    expect(sent).toEqual([
      ['a', []],
      ['b', []],
      ['a', []],
    ]);
  });

  it('reaches everyone any merged poke was for', () => {
    throttle.poke('a', ['u1']);
    throttle.poke('a', ['u2']);
    throttle.poke('a', ['u3', 'u2']);
    vi.advanceTimersByTime(200);
    expect(sent).toEqual([
      ['a', ['u1']],
      ['a', ['u2', 'u3']],
    ]);
  });
});
