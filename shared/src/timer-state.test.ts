import { describe, expect, it } from 'vitest';
import { TIMER_DURATION_MAX_MS, TIMER_STEP_MS } from './schemas/facilitation';
import {
  addTimerMinute,
  formatCountdown,
  isTimerRunning,
  pauseTimer,
  resetTimer,
  setTimerDuration,
  startTimer,
  type TimerState,
  timerRemainingMs,
} from './timer-state';

const T0 = Date.UTC(2026, 10, 23, 10, 0, 0);
const FIVE_MINUTES = 5 * 60_000;
const fresh: TimerState = { durationMs: FIVE_MINUTES, startedAt: null, remainingMs: FIVE_MINUTES };

describe('timer state', () => {
  it('a paused timer shows its remaining time, whatever the clock says', () => {
    expect(isTimerRunning(fresh)).toBe(false);
    expect(timerRemainingMs(fresh, T0)).toBe(FIVE_MINUTES);
    expect(timerRemainingMs(fresh, T0 + 10 * 60_000)).toBe(FIVE_MINUTES);
  });

  it('counts down from the start with the reading device’s clock, never below zero', () => {
    const running = startTimer(fresh, T0);
    expect(running).toEqual({
      durationMs: FIVE_MINUTES,
      startedAt: new Date(T0).toISOString(),
      remainingMs: FIVE_MINUTES,
    });
    expect(isTimerRunning(running)).toBe(true);
    expect(timerRemainingMs(running, T0 + 90_000)).toBe(FIVE_MINUTES - 90_000);
    expect(timerRemainingMs(running, T0 + 60 * 60_000)).toBe(0);
    // A device whose clock is behind the starter's shows the full time, not more.
    expect(timerRemainingMs(running, T0 - 5_000)).toBe(FIVE_MINUTES);
  });

  it('pauses with the time left and resumes from it', () => {
    const paused = pauseTimer(startTimer(fresh, T0), T0 + 60_000);
    expect(paused).toEqual({ durationMs: FIVE_MINUTES, startedAt: null, remainingMs: 240_000 });
    const resumed = startTimer(paused, T0 + 10 * 60_000);
    expect(timerRemainingMs(resumed, T0 + 10 * 60_000 + 40_000)).toBe(200_000);
  });

  it('starting a timer at zero starts it again from its duration', () => {
    const finished = pauseTimer(startTimer(fresh, T0), T0 + FIVE_MINUTES + 1_000);
    expect(finished.remainingMs).toBe(0);
    const again = startTimer(finished, T0 + FIVE_MINUTES + 2_000);
    expect(again.remainingMs).toBe(FIVE_MINUTES);
  });

  it('+1 min adds a minute running or paused, and may go past the duration', () => {
    const running = startTimer(fresh, T0);
    const more = addTimerMinute(running, T0 + 30_000);
    expect(more.startedAt).toBe(new Date(T0 + 30_000).toISOString());
    expect(timerRemainingMs(more, T0 + 30_000)).toBe(FIVE_MINUTES - 30_000 + TIMER_STEP_MS);
    expect(addTimerMinute(fresh, T0)).toEqual({
      ...fresh,
      remainingMs: FIVE_MINUTES + TIMER_STEP_MS,
    });
    // A finished running timer gets one more minute, running again.
    const finished = addTimerMinute(running, T0 + FIVE_MINUTES + 5_000);
    expect(timerRemainingMs(finished, T0 + FIVE_MINUTES + 5_000)).toBe(TIMER_STEP_MS);
  });

  it('+1 min stops at the largest remaining time the schema accepts', () => {
    let timer: TimerState = { ...fresh, remainingMs: TIMER_DURATION_MAX_MS * 2 - 1_000 };
    timer = addTimerMinute(timer, T0);
    expect(timer.remainingMs).toBe(TIMER_DURATION_MAX_MS * 2);
  });

  it('reset goes back to the duration, paused; a new duration resets to it', () => {
    const running = addTimerMinute(startTimer(fresh, T0), T0 + 1_000);
    expect(resetTimer(running)).toEqual(fresh);
    expect(setTimerDuration(120_000)).toEqual({
      durationMs: 120_000,
      startedAt: null,
      remainingMs: 120_000,
    });
  });

  it('every change is the whole state: applying the last one alone gives the same timer', () => {
    // Last-writer-wins on the row keeps one device's state whole: no field from another.
    const a = pauseTimer(startTimer(fresh, T0), T0 + 20_000);
    const b = addTimerMinute(startTimer(fresh, T0 + 1_000), T0 + 2_000);
    for (const state of [a, b]) {
      expect(Object.keys(state).sort()).toEqual(['durationMs', 'remainingMs', 'startedAt']);
    }
  });
});

describe('formatCountdown', () => {
  it('shows m:ss, rounding up so zero is reached only at zero', () => {
    expect(formatCountdown(FIVE_MINUTES)).toBe('5:00');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(59_000)).toBe('0:59');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('shows h:mm:ss from an hour', () => {
    expect(formatCountdown(60 * 60_000)).toBe('1:00:00');
    expect(formatCountdown(2 * 60 * 60_000 + 5 * 60_000 + 7_000)).toBe('2:05:07');
  });

  it('shows 0:00 for a negative time rather than "-1:-1"', () => {
    expect(formatCountdown(-1_500)).toBe('0:00');
  });
});
