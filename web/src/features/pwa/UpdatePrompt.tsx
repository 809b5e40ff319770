import { lazy, Suspense, useEffect, useState } from 'react';
import { captureInstallPrompt } from './install-prompt';
import { serviceWorkerUpdates, type UpdateSource } from './sw-updates';

// This chunk is requested as the app first renders, before the page's load event; Chromium
// checks installability only after it, so listening from here catches the offer while keeping
// it out of the landing page's first download (docs/decisions/0010).
if (typeof window !== 'undefined') captureInstallPrompt();

// The offer's notification (Mantine's notification stack) is downloaded only when a new version
// is waiting, which a first visit never has.
const UpdateOffer = lazy(async () => ({ default: (await import('./UpdateOffer')).UpdateOffer }));

/** Registers the service worker and offers each new version of the app once it is waiting. */
export function UpdatePrompt({ updates = serviceWorkerUpdates }: { updates?: UpdateSource }) {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => updates.watch(() => setWaiting(true)), [updates]);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdateOffer updates={updates} />
    </Suspense>
  );
}
