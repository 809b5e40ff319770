/**
 * Keeping the device's IndexedDB (unsynced work included) from being cleared by the browser:
 * when to ask for persistent storage, and when to warn that it may be cleared. No UI here.
 */

/** What the browser says of this site's storage. 'unavailable': no StorageManager (plain http://, old browsers). */
export type PersistState = 'granted' | 'denied' | 'unavailable';

/** The part of `navigator.storage` this module uses (a stand-in in tests). */
export type StorageApi = Pick<StorageManager, 'persist' | 'persisted' | 'estimate'>;

/** Minimal key-value store (localStorage in the app). */
export type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's answer to persist(), kept so the request is made once per device. */
export const PERSIST_ANSWER_KEY = 'trilha-storage-persist-answer';
/**
 * When this device's pending changes went from none to some (ms since epoch). Outbox entries
 * carry no time (sync/src/client/database.ts), and the sync schema stays as it is.
 */
export const PENDING_SINCE_KEY = 'trilha-storage-pending-since';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Safari's warning shows once the oldest unsynced change is this old: well before its 7 days. */
export const SAFARI_WARNING_AFTER_MS = DAY_MS;
/**
 * A change normally waits only a moment before it is pushed: the notice waits this long so it
 * does not flash on every tap while online.
 */
export const WARNING_GRACE_MS = 2 * 60 * 1000;

/** The StorageManager, or null where it is missing (not a secure context, old browsers). */
export function storageApi(
  nav: Partial<Navigator> | undefined = globalThis.navigator,
): StorageApi | null {
  const storage = nav?.storage;
  if (
    !storage ||
    typeof storage.persisted !== 'function' ||
    typeof storage.persist !== 'function'
  ) {
    return null;
  }
  return storage;
}

function safeGet(store: KeyValue | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeSet(store: KeyValue | null, key: string, value: string | null): void {
  try {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Private mode or a full disk: the worst case is asking again next time.
  }
}

/** Whether the storage is persisted now, without asking for it. Never throws. */
export async function readPersistState(storage: StorageApi | null): Promise<PersistState> {
  if (!storage) return 'unavailable';
  try {
    return (await storage.persisted()) ? 'granted' : 'denied';
  } catch {
    return 'unavailable';
  }
}

/**
 * Asks the browser to persist this site's storage — once per device, and only when the device
 * holds work worth keeping (`hasWork`: a project or a queued change). `persisted()` is asked
 * first: a granted storage needs no request. Never throws.
 */
export async function askPersistOnce(
  storage: StorageApi | null,
  store: KeyValue | null,
  hasWork: boolean,
): Promise<PersistState> {
  const now = await readPersistState(storage);
  if (now !== 'denied' || !storage) return now;
  if (!hasWork || safeGet(store, PERSIST_ANSWER_KEY) !== null) return now;
  let granted = false;
  try {
    granted = await storage.persist();
  } catch {
    granted = false;
  }
  safeSet(store, PERSIST_ANSWER_KEY, granted ? 'granted' : 'denied');
  return granted ? 'granted' : 'denied';
}

/**
 * Keeps the "first pending since" time: set when pending changes appear, cleared when none are
 * left, unchanged otherwise. Returns the time (ms) or null when nothing is pending.
 */
export function trackPendingSince(
  pendingCount: number,
  now: number,
  store: KeyValue | null,
): number | null {
  if (pendingCount <= 0) {
    safeSet(store, PENDING_SINCE_KEY, null);
    return null;
  }
  const kept = Number(safeGet(store, PENDING_SINCE_KEY));
  if (Number.isFinite(kept) && kept > 0) return kept;
  safeSet(store, PENDING_SINCE_KEY, String(now));
  return now;
}

/** Safari (WebKit without Chrome's or Firefox's tokens) on iPhone, iPad, or a Mac; touch Macs are iPads. */
export function isSafariWebKit(userAgent: string): boolean {
  const webkit =
    /AppleWebKit/.test(userAgent) &&
    !/CriOS|Chrome|Chromium|FxiOS|Firefox|EdgiOS|Edg\//.test(userAgent);
  return webkit && /iPhone|iPad|iPod|Macintosh/.test(userAgent);
}

/** Whether the app runs installed (home screen or desktop app window). */
export function isInstalledApp(win: Window | undefined = globalThis.window): boolean {
  if (!win) return false;
  if ((win.navigator as Navigator & { standalone?: boolean }).standalone === true) return true;
  return win.matchMedia?.('(display-mode: standalone)').matches === true;
}

export interface WarningInput {
  persist: PersistState;
  installed: boolean;
  pendingCount: number;
  /** When pending changes first appeared (ms), or null. */
  pendingSince: number | null;
  now: number;
  safari: boolean;
}

export interface StorageWarning {
  pendingCount: number;
  since: number;
  /** Say that Safari clears the site's data after 7 days without use. */
  safariDeadline: boolean;
}

/**
 * Whether to warn that the browser may clear unsynced work: storage not persisted, app not
 * installed, and changes waiting for longer than a moment. Null: nothing to say.
 */
export function storageWarning(input: WarningInput): StorageWarning | null {
  const { persist, installed, pendingCount, pendingSince, now, safari } = input;
  if (persist === 'granted' || installed || pendingCount <= 0 || pendingSince === null) return null;
  const age = now - pendingSince;
  if (age < WARNING_GRACE_MS) return null;
  return {
    pendingCount,
    since: pendingSince,
    safariDeadline: safari && age >= SAFARI_WARNING_AFTER_MS,
  };
}
