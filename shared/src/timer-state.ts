import { TIMER_DURATION_MAX_MS, TIMER_STEP_MS, type Timer } from './schemas/facilitation';

/**
 * A timer's countdown from its synced state (docs/decisions/0016): only the start time and the
 * time left at that start travel, and each device counts with its own clock. Every change
 * returns the whole state (startedAt, remainingMs, durationMs), so last-writer-wins on the row
 * never mixes two devices' halves.
 */
export type TimerState = Pick<Timer, 'startedAt' | 'remainingMs' | 'durationMs'>;

const REMAINING_MAX = TIMER_DURATION_MAX_MS * 2;

export const isTimerRunning = (timer: TimerState): boolean => timer.startedAt !== null;

/** Milliseconds left at `now` (never negative). */
export function timerRemainingMs(timer: TimerState, now: number): number {
  if (timer.startedAt === null) return timer.remainingMs;
  const elapsed = Math.max(0, now - Date.parse(timer.startedAt));
  return Math.max(0, timer.remainingMs - elapsed);
}

const stateOf = (timer: TimerState, startedAt: string | null, remainingMs: number): TimerState => ({
  durationMs: timer.durationMs,
  startedAt,
  remainingMs: Math.min(REMAINING_MAX, Math.max(0, Math.round(remainingMs))),
});

/** Start or resume; a timer at zero starts again from its duration. */
export function startTimer(timer: TimerState, now: number): TimerState {
  const left = timerRemainingMs(timer, now);
  return stateOf(timer, new Date(now).toISOString(), left > 0 ? left : timer.durationMs);
}

export function pauseTimer(timer: TimerState, now: number): TimerState {
  return stateOf(timer, null, timerRemainingMs(timer, now));
}

/** +1 minute, running or not. */
export function addTimerMinute(timer: TimerState, now: number): TimerState {
  const left = timerRemainingMs(timer, now) + TIMER_STEP_MS;
  return stateOf(timer, isTimerRunning(timer) ? new Date(now).toISOString() : null, left);
}

export function resetTimer(timer: TimerState): TimerState {
  return stateOf(timer, null, timer.durationMs);
}

/** A new duration resets the countdown to it. */
export function setTimerDuration(durationMs: number): TimerState {
  return { durationMs, startedAt: null, remainingMs: durationMs };
}

/** 'mm:ss', or 'h:mm:ss' from an hour; rounds up so the display reaches 0:00 at zero. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mm = hours > 0 ? String(minutes).padStart(2, '0') : String(minutes);
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}
