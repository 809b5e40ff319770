import { lazy, Suspense } from 'react';

// Loaded beside the first screen, not before it: registering the service worker waits for the
// page to load anyway, so this code stays out of the landing page's initial JavaScript.
const UpdatePrompt = lazy(async () => ({ default: (await import('./UpdatePrompt')).UpdatePrompt }));

/** Registers the service worker and offers each new version of the app (see UpdatePrompt). */
export function PwaUpdater() {
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
