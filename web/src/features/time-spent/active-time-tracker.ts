import { TIME_SPENT_ADD_MAX_SECONDS } from '@trilha/shared';
import { ActiveTimeMeter } from './active-time-meter';

/** How often counted time is handed over while the page stays open (and on every hide). */
export const FLUSH_EVERY_MS = 60_000;

/** What the person does that says they are there. Passive: a scroll is never slowed down. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface ActiveTimeTrackerOptions {
  doc: Document;
  now: () => number;
  /** Receives counted seconds, at most TIME_SPENT_ADD_MAX_SECONDS at a time, and their day. */
  flush: (seconds: number, day: string) => void;
}

/** The device's local calendar date, 'YYYY-MM-DD': the day the person lived those seconds. */
export function localDay(at: number): string {
  const date = new Date(at);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Counts the active time of a page while it is mounted (the Page Visibility API says when it is
 * hidden) and hands it over every minute, when the page is hidden or left (`pagehide`: a tab
 * closed), and when tracking stops. Returns the function that stops it.
 */
export function trackActiveTime({ doc, now, flush }: ActiveTimeTrackerOptions): () => void {
  const meter = new ActiveTimeMeter(now(), doc.visibilityState !== 'hidden');
  const handOver = () => {
    const at = now();
    let seconds = meter.take(at);
    while (seconds > 0) {
      const part = Math.min(seconds, TIME_SPENT_ADD_MAX_SECONDS);
      flush(part, localDay(at));
      seconds -= part;
    }
  };
  const onInput = () => meter.input(now());
  const onVisibility = () => {
    const visible = doc.visibilityState !== 'hidden';
    meter.setVisible(visible, now());
    if (!visible) handOver();
  };
  const view = doc.defaultView;
  for (const type of INPUT_EVENTS)
    doc.addEventListener(type, onInput, { passive: true, capture: true });
  doc.addEventListener('visibilitychange', onVisibility);
  view?.addEventListener('pagehide', handOver);
  const timer = setInterval(handOver, FLUSH_EVERY_MS);
  return () => {
    clearInterval(timer);
    for (const type of INPUT_EVENTS) doc.removeEventListener(type, onInput, { capture: true });
    doc.removeEventListener('visibilitychange', onVisibility);
    view?.removeEventListener('pagehide', handOver);
    handOver();
  };
}
