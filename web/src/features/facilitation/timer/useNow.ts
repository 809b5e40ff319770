import { useEffect, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { pageDataFor } from '../../../prerender/page-data';

export const TICK_MS = 250;

const pageVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * The current time, refreshed every TICK_MS until `until` (an instant, or null for "do not
 * tick") and only while the page is visible: a paused or finished timer, or a tab in the
 * background, costs nothing.
 *
 * A page the server drew shows the clock as it was when drawn (PageData's `drawnAt`), and so
 * must the render that hydrates it, a second or more later: a running timer drawn at 4:27 and
 * hydrated at 4:25 was a mismatch, which React logs and answers by drawing the part anew.
 * Once hydrated, the device's clock takes over (the effect below reads it at once).
 */
export function useNow(until: number | null): number {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  const [visible, setVisible] = useState(pageVisible);

  useEffect(() => {
    const onChange = () => setVisible(pageVisible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  useEffect(() => {
    setNow(Date.now());
    if (until === null || !visible || Date.now() >= until) return;
    const interval = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) clearInterval(interval);
    }, TICK_MS);
    return () => clearInterval(interval);
  }, [until, visible]);

  return hydrated ? now : (pageDataFor('drawnAt') ?? now);
}
