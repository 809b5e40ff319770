import { Suspense, useEffect, useState } from 'react';
import { StorageNotice } from './StorageNotice';
import {
  askPersistOnce,
  isInstalledApp,
  isSafariWebKit,
  type PersistState,
  storageApi,
  storageWarning,
  trackPendingSince,
} from './storage-keep';
import { useDeviceWork } from './useDeviceWork';

/** The notice's clock: the age of the waiting work crosses its thresholds without a re-render. */
const TICK_MS = 30_000;

function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Mounted once in the layout: asks for persistent storage once this device holds work, keeps
 * the time the oldest unsynced change has waited, and shows the notice when the browser may
 * clear that work. Renders nothing signed out or when there is nothing to say.
 */
export function StorageKeeper() {
  const work = useDeviceWork();
  const [persist, setPersist] = useState<PersistState | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const loaded = work !== undefined;
  const hasWork = loaded && (work.projects > 0 || work.pending > 0);

  useEffect(() => {
    if (!loaded) return;
    let live = true;
    void askPersistOnce(storageApi(), localStore(), hasWork).then((state) => {
      if (live) setPersist(state);
    });
    return () => {
      live = false;
    };
  }, [loaded, hasWork]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  if (work === undefined || persist === null) return null;
  // Idempotent (it only sets the time at the first pending change and clears it at none), so
  // it can run while rendering: the time is there on the very render that shows the count.
  const pendingSince = trackPendingSince(work.pending, Date.now(), localStore());
  const warning = storageWarning({
    persist,
    installed: isInstalledApp(),
    pendingCount: work.pending,
    pendingSince,
    now,
    safari: isSafariWebKit(globalThis.navigator?.userAgent ?? ''),
  });
  if (!warning) return null;
  // The layout has no Suspense above this: loading the notice's texts must not blank the page.
  return (
    <Suspense fallback={null}>
      <StorageNotice warning={warning} now={now} />
    </Suspense>
  );
}
