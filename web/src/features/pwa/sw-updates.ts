/**
 * Where new versions of the app come from: the service worker that vite-plugin-pwa builds.
 * PwaUpdater only knows this small interface, so its tests hand it a fake one.
 */
export interface UpdateSource {
  /** Calls `onWaiting` once a new version is installed and waiting; returns an unsubscribe. */
  watch(onWaiting: () => void): () => void;
  /** Activates the waiting version; the page reloads once the new service worker controls it. */
  apply(): Promise<void>;
}

/** Browsers check for a new service worker on navigations; a long-lived tab also checks hourly. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** How often apply() looks whether the new version has been activated (see reloadOnceActive). */
const ACTIVATION_CHECK_MS = 500;

const listeners = new Set<() => void>();
let waiting = false;
let registration: Promise<((reloadPage?: boolean) => Promise<void>) | undefined> | undefined;

function announceWaiting() {
  waiting = true;
  for (const listener of listeners) listener();
}

/** Registers the worker once per page, however many times React mounts the updater. */
function register() {
  registration ??= import('./register-sw').then(
    ({ registerSW }) =>
      registerSW({
        onNeedRefresh: announceWaiting,
        onRegisteredSW(_url, worker) {
          if (!worker) return;
          setInterval(() => {
            // Skip while offline or mid-install: update() would only fail or repeat the work.
            if (navigator.onLine && !worker.installing) worker.update().catch(() => {});
          }, UPDATE_CHECK_INTERVAL_MS);
        },
        onRegisterError(error) {
          // The app still works online without a worker; it just cannot open offline.
          console.warn('Service worker registration failed:', error);
        },
      }),
    (error: unknown) => {
      console.warn('Service worker registration could not load:', error);
      return undefined;
    },
  );
  return registration;
}

export const serviceWorkerUpdates: UpdateSource = {
  watch(onWaiting) {
    // jsdom, old browsers and insecure origins have no service workers: nothing to watch.
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
    listeners.add(onWaiting);
    if (waiting) onWaiting();
    void register();
    return () => {
      listeners.delete(onWaiting);
    };
  },
  async apply() {
    const updateSW = await register();
    // vite-plugin-pwa posts SKIP_WAITING to the waiting worker and reloads on `controlling`.
    await updateSW?.(true);
    void reloadOnceActive();
  },
};

/**
 * vite-plugin-pwa reloads on `controlling`, which does not come if the new worker took control
 * before it listened (another tab activated it). So: reload as soon as no version waits any
 * more — and not before, as a fixed delay did: on a busy device the old worker could still be
 * serving, bringing back the old page under a worker about to delete its files.
 */
async function reloadOnceActive() {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, ACTIVATION_CHECK_MS));
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration?.waiting) {
      window.location.reload();
      return;
    }
  }
}
