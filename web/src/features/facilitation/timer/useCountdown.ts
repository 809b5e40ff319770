import { isTimerRunning, type TimerState, timerRemainingMs } from '@trilha/shared';
import { useNow } from './useNow';
import { FRESH_TIMER } from './useProjectTimer';
import { timerEndAt } from './useTimerAlarm';

export type CountdownPhase = 'ready' | 'running' | 'paused' | 'ended';

export interface Countdown {
  remainingMs: number;
  phase: CountdownPhase;
}

/** What a timer shows now: its time left, ticking while it runs, and where it stands. */
export function useCountdown(timer: TimerState | null | undefined): Countdown {
  const state = timer ?? FRESH_TIMER;
  const now = useNow(timerEndAt(state));
  const remainingMs = timerRemainingMs(state, now);
  return { remainingMs, phase: countdownPhase(state, remainingMs) };
}

export function countdownPhase(timer: TimerState, remainingMs: number): CountdownPhase {
  if (remainingMs === 0) return 'ended';
  if (isTimerRunning(timer)) return 'running';
  return remainingMs === timer.durationMs ? 'ready' : 'paused';
}
