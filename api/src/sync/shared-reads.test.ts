import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharedReads } from './shared-reads';

describe('SharedReads', () => {
  afterEach(() => vi.useRealTimers());

  /** How many entries the cache holds, read through its one private field. */
  const size = (reads: SharedReads<number>) =>
    (reads as unknown as { entries: Map<string, unknown> }).entries.size;

  it('shares one read between callers within the TTL, and reads again after it', async () => {
    vi.useFakeTimers();
    const reads = new SharedReads<number>(2_000);
    const load = vi.fn(async () => 1);
    await reads.read('a', load);
    await reads.read('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_001);
    await reads.read('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops expired entries at the next read, not only once the bound is passed', async () => {
    vi.useFakeTimers();
    const reads = new SharedReads<number>(2_000, 512);
    for (let i = 0; i < 100; i++) await reads.read(`page ${i}`, async () => i);
    expect(size(reads)).toBe(100);
    vi.advanceTimersByTime(2_001);
    await reads.read('fresh', async () => 0);
    expect(size(reads)).toBe(1);
  });

  it('keeps at most its bound, dropping the oldest', async () => {
    const reads = new SharedReads<number>(60_000, 3);
    for (let i = 0; i < 5; i++) await reads.read(`page ${i}`, async () => i);
    expect(size(reads)).toBe(3);
    const load = vi.fn(async () => 9);
    await reads.read('page 4', load); // the newest is kept
    expect(load).not.toHaveBeenCalled();
    await reads.read('page 0', load); // the oldest was dropped
    expect(load).toHaveBeenCalledTimes(1);
  });
});
