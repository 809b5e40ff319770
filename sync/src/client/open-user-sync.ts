import { TrilhaDatabase } from './database';
import { LiveEvents } from './live-events';
import { browserSyncLock } from './lock';
import { createSyncStatusStore } from './status';
import { SyncClient } from './sync-client';
import { SyncEngine } from './sync-engine';

/**
 * Everything the web app needs for one signed-in user: their own database, a client that
 * pushes and pulls one tab at a time, and an engine driven by the browser's online/offline
 * events. Call `engine.start()` once signed in and `engine.stop()` on sign-out (the database
 * stays: unsynced work is never deleted by signing out).
 */
/** navigator.onLine, read through globalThis so this module compiles without the DOM types. */
const browserIsOnline = () =>
  (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine ?? true;

export function openUserSync(
  userId: string,
  options: { baseUrl?: string; authorName?: string } = {},
) {
  const db = new TrilhaDatabase(userId);
  const lock = browserSyncLock(userId);
  const client = new SyncClient({
    db,
    fetch: (input, init) => fetch(input, init),
    status: createSyncStatusStore(browserIsOnline()),
    authorName: options.authorName ?? '',
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
    ...(lock ? { lock } : {}),
  });
  // In a page, globalThis is the window that receives 'online' and 'offline'.
  const engine = new SyncEngine(client, {
    events: globalThis as unknown as EventTarget,
    isOnline: browserIsOnline,
    // Without EventSource (tests, very old browsers) the periodic pull does the job alone.
    ...(typeof EventSource === 'undefined'
      ? {}
      : {
          openLiveEvents: (onChange: () => void) =>
            new LiveEvents({ url: `${options.baseUrl ?? ''}/api/sync/events`, onChange }).start(),
        }),
  });
  return { db, client, engine };
}
