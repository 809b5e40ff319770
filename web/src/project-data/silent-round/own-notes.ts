/**
 * The notes this device wrote during a silent round: they show face up here and face down
 * everywhere else until the reveal. Device-local on purpose (localStorage, keyed by user and
 * round), never synced: a note is "own" to the tablet it was typed on, even for the same
 * account signed in on two tablets.
 *
 * A small store over localStorage so that components re-render when a note is remembered (in
 * this tab, or in another tab through the `storage` event).
 */
const PREFIX = 'trilha:silent-round:';
const keyOf = (userId: string, roundId: string) => `${PREFIX}${userId}:${roundId}`;

const listeners = new Set<() => void>();
const cache = new Map<string, ReadonlySet<string>>();
const EMPTY: ReadonlySet<string> = new Set();

function read(key: string): ReadonlySet<string> {
  const cached = cache.get(key);
  if (cached) return cached;
  let ids: ReadonlySet<string> = EMPTY;
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
    if (Array.isArray(stored)) ids = new Set(stored.filter((id) => typeof id === 'string'));
  } catch {
    // Unreadable entry: no own notes, so they show face down like everyone else's.
  }
  cache.set(key, ids);
  return ids;
}

/** Changes whenever a note is remembered (here or in another tab): the store's snapshot. */
let version = 0;
export const ownNotesVersion = () => version;

const changed = () => {
  version += 1;
  for (const listener of listeners) listener();
};

/** The ids of the notes this device wrote in `roundId` (the same Set until it changes). */
export function ownNotes(userId: string, roundId: string): ReadonlySet<string> {
  return read(keyOf(userId, roundId));
}

export function rememberOwnNote(userId: string, roundId: string, noteId: string) {
  const key = keyOf(userId, roundId);
  const ids = read(key);
  if (ids.has(noteId)) return;
  const next = new Set(ids).add(noteId);
  cache.set(key, next);
  try {
    localStorage.setItem(key, JSON.stringify([...next]));
  } catch (error) {
    // Still remembered for this page's life; only a reload would hide the note here.
    console.warn('could not store an own note of the silent round', error);
  }
  changed();
}

export function subscribeOwnNotes(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) {
      if (event.key) cache.delete(event.key);
      else cache.clear();
      version += 1;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Tests: forget what was read, as a reload would. */
export function clearOwnNotesCache() {
  cache.clear();
}
