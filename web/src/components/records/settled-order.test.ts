import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { ANIMATED_LIST_MAX, SETTLE_MS, useSettledOrder } from './settled-order';

interface Row {
  id: string;
  votes: number;
}
const byVotes = (a: Row, b: Row) => b.votes - a.votes || a.id.localeCompare(b.id);
const rowsOf = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `r${String(i).padStart(4, '0')}`, votes: 0 }));
const vote = (rows: Row[], id: string) =>
  rows.map((row) => (row.id === id ? { ...row, votes: row.votes + 1 } : row));

describe('useSettledOrder', () => {
  // jsdom has no view transitions: a stand-in that runs the update, and counts.
  let startViewTransition: Mock<(update: () => void) => void>;
  beforeEach(() => {
    vi.useFakeTimers();
    startViewTransition = vi.fn((update: () => void) => update());
    Object.defineProperty(document, 'startViewTransition', {
      value: startViewTransition,
      configurable: true,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'startViewTransition');
  });

  function votingOn(count: number) {
    let rows = rowsOf(count);
    const hook = renderHook(({ current }) => useSettledOrder(current, byVotes), {
      initialProps: { current: rows },
    });
    const last = rows.at(-1)?.id ?? '';
    act(() => hook.result.current.holdOrder());
    rows = vote(rows, last);
    hook.rerender({ current: rows });
    return { hook, last };
  }

  it('holds the order while votes land, then settles into it with an animation', () => {
    const { hook, last } = votingOn(5);
    expect(hook.result.current.rows?.at(-1)?.id).toBe(last);
    act(() => vi.advanceTimersByTime(SETTLE_MS));
    expect(hook.result.current.rows?.[0]?.id).toBe(last);
    expect(startViewTransition).toHaveBeenCalledTimes(1);
  });

  it('settles a long list without a view transition, which would freeze the page', () => {
    const { hook, last } = votingOn(ANIMATED_LIST_MAX + 1);
    act(() => vi.advanceTimersByTime(SETTLE_MS));
    expect(hook.result.current.rows?.[0]?.id).toBe(last);
    expect(startViewTransition).not.toHaveBeenCalled();
  });
});
