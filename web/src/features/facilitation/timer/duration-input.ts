import { TIMER_DURATION_MAX_MS, TIMER_DURATION_MIN_MS } from '@trilha/shared';

/** The preset durations of the timer panel, in minutes. */
export const TIMER_PRESET_MINUTES = [3, 5, 10, 15] as const;

export type DurationError = 'format' | 'range';

/**
 * A typed duration: 'mm:ss' (minutes may pass 59: '90:00') or whole minutes ('7'). Returns the
 * milliseconds, or why it is refused.
 */
export function parseDuration(text: string): { ms: number } | { error: DurationError } {
  const match = /^\s*(\d{1,3})(?::([0-5]\d))?\s*$/.exec(text);
  if (!match) return { error: 'format' };
  const ms = (Number(match[1]) * 60 + Number(match[2] ?? 0)) * 1000;
  if (ms < TIMER_DURATION_MIN_MS || ms > TIMER_DURATION_MAX_MS) return { error: 'range' };
  return { ms };
}
