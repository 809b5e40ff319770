import { TIME_SPENT_ADD_MAX_SECONDS } from '@trilha/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActiveTimeMeter, IDLE_AFTER_MS } from './active-time-meter';
import { FLUSH_EVERY_MS, localDay, trackActiveTime } from './active-time-tracker';

const MINUTE = 60_000;
const T0 = new Date(2026, 10, 27, 9, 0, 0).getTime(); // a Friday, 09:00 local time

describe('ActiveTimeMeter', () => {
  it('counts visible time, keeping the fraction of a second for next time', () => {
    const meter = new ActiveTimeMeter(T0, true);
    expect(meter.take(T0 + 2_500)).toBe(2);
    expect(meter.take(T0 + 3_000)).toBe(1);
  });

  it('stops counting while the page is hidden, and counts again once shown', () => {
    const meter = new ActiveTimeMeter(T0, true);
    meter.setVisible(false, T0 + MINUTE);
    meter.setVisible(true, T0 + 10 * MINUTE);
    expect(meter.take(T0 + 11 * MINUTE)).toBe(2 * 60);
  });

  it('stops counting after five minutes without input, and counts again from the next one', () => {
    const meter = new ActiveTimeMeter(T0, true);
    meter.input(T0 + MINUTE);
    // Idle from T0+1 min: counts up to T0+6 min, nothing until the next input at T0+60 min.
    meter.input(T0 + 60 * MINUTE);
    expect(meter.take(T0 + 61 * MINUTE)).toBe((1 + IDLE_AFTER_MS / MINUTE + 1) * 60);
  });

  it('counts nothing for a page opened hidden', () => {
    const meter = new ActiveTimeMeter(T0, false);
    meter.input(T0 + MINUTE);
    expect(meter.take(T0 + 2 * MINUTE)).toBe(0);
  });
});

describe('trackActiveTime', () => {
  let visibility: DocumentVisibilityState = 'visible';
  let now = T0;
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    now = T0;
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const setVisibility = (state: DocumentVisibilityState) => {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const advance = (ms: number) => {
    now += ms;
    vi.advanceTimersByTime(ms);
  };

  it('hands counted seconds over every minute, with their local day', () => {
    const flush = vi.fn();
    const stop = trackActiveTime({ doc: document, now: () => now, flush });
    advance(FLUSH_EVERY_MS);
    expect(flush).toHaveBeenCalledWith(60, '2026-11-27');
    stop();
  });

  it('hands the time over when the page is hidden, and counts none while hidden', () => {
    const flush = vi.fn();
    const stop = trackActiveTime({ doc: document, now: () => now, flush });
    advance(20_000);
    setVisibility('hidden');
    expect(flush).toHaveBeenLastCalledWith(20, '2026-11-27');
    flush.mockClear();
    advance(10 * FLUSH_EVERY_MS);
    expect(flush).not.toHaveBeenCalled();
    stop();
    expect(flush).not.toHaveBeenCalled();
  });

  it('stops counting an idle page, and a key press starts it again', () => {
    const flush = vi.fn();
    const stop = trackActiveTime({ doc: document, now: () => now, flush });
    advance(30 * MINUTE);
    const idleTotal = flush.mock.calls.reduce((sum, [seconds]) => sum + seconds, 0);
    expect(idleTotal).toBe(IDLE_AFTER_MS / 1000);
    flush.mockClear();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    advance(FLUSH_EVERY_MS);
    expect(flush).toHaveBeenCalledWith(60, '2026-11-27');
    stop();
  });

  it('hands over what is left when it stops (the project page unmounted)', () => {
    const flush = vi.fn();
    const stop = trackActiveTime({ doc: document, now: () => now, flush });
    advance(15_000);
    stop();
    expect(flush).toHaveBeenCalledWith(15, '2026-11-27');
  });

  it('never hands over more than one mutation may carry', () => {
    const flush = vi.fn();
    const stop = trackActiveTime({ doc: document, now: () => now, flush });
    // A page whose timers were held back (a frozen tab) while someone kept working in it.
    for (let minute = 0; minute < 70; minute++) {
      now += MINUTE;
      document.dispatchEvent(new Event('pointerdown'));
    }
    stop();
    expect(flush.mock.calls.map(([seconds]) => seconds)).toEqual([
      TIME_SPENT_ADD_MAX_SECONDS,
      70 * 60 - TIME_SPENT_ADD_MAX_SECONDS,
    ]);
  });
});

describe('localDay', () => {
  it('is the device’s calendar date, not UTC’s', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59).getTime())).toBe('2026-01-05');
    expect(localDay(new Date(2026, 0, 6, 0, 1).getTime())).toBe('2026-01-06');
  });
});
