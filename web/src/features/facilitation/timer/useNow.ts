import { useEffect, useState } from 'react';

export const TICK_MS = 250;

const pageVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * The current time, refreshed every TICK_MS until `until` (an instant, or null for "do not
 * tick") and only while the page is visible: a paused or finished timer, or a tab in the
 * background, costs nothing.
 */
export function useNow(until: number | null): number {
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

  return now;
}
