import { isTimerRunning, type TimerState } from '@trilha/shared';
import { useEffect } from 'react';
import { ringAlarm } from './alarm-sound';

/**
 * How late a device may still ring: a device that opens the project (or wakes up) long after
 * the end stays quiet, since a beep minutes later would only confuse the room.
 */
export const RING_GRACE_MS = 10_000;

const storageKey = (timerId: string) => `trilha:timer-rang:${timerId}`;

/**
 * Claims the ring of one end (a timer and the instant it reaches zero) for this device: true
 * the first time only. Kept in localStorage, so a reload after zero — or a second tab — does
 * not ring again, while a reload before zero still rings at zero.
 */
export function claimRing(timerId: string, endAt: number): boolean {
  try {
    if (localStorage.getItem(storageKey(timerId)) === String(endAt)) return false;
    localStorage.setItem(storageKey(timerId), String(endAt));
  } catch {
    // Storage unavailable (private mode quota): ring, at worst twice after a reload.
  }
  return true;
}

/** The instant a running timer reaches zero (device clock), or null when it is not running. */
export function timerEndAt(timer: TimerState): number | null {
  return isTimerRunning(timer) && timer.startedAt !== null
    ? Date.parse(timer.startedAt) + timer.remainingMs
    : null;
}

/**
 * Rings once per device when the running timer reaches zero. A scheduled timeout rather than
 * the display's tick, so it rings even while the tab is in the background.
 */
export function useTimerAlarm(
  timer: (TimerState & { id: string }) | null | undefined,
  ring: () => void = ringAlarm,
) {
  const id = timer?.id;
  const endAt = timer ? timerEndAt(timer) : null;
  useEffect(() => {
    if (id === undefined || endAt === null) return;
    const delay = endAt - Date.now();
    if (delay < -RING_GRACE_MS) return;
    const timeout = setTimeout(
      () => {
        if (claimRing(id, endAt)) ring();
      },
      Math.max(0, delay),
    );
    return () => clearTimeout(timeout);
  }, [id, endAt, ring]);
}
