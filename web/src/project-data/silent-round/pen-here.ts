import { NOTE_COLORS, type NoteColor } from '@trilha/shared';
import { useCallback, useSyncExternalStore } from 'react';

// What this device remembers per project for the notes it writes next (issue 33): who holds the
// pen on a shared tablet, and the colour last chosen. Device-local on purpose (localStorage):
// the tablet on table 2 has its own writer and colour, whatever table 3's does.

const WRITER = 'trilha:pen-writer:';
const COLOR = 'trilha:pen-color:';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(WRITER) || event.key.startsWith(COLOR))
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (error) {
    // Private mode with no storage: the choice lasts until the next read only.
    console.warn('could not remember the pen of this device', error);
  }
  notify();
}

/** The person holding the pen on this device for a project; null when nobody is picked. */
export function penWriter(projectId: string): string | null {
  const name = read(WRITER + projectId)?.trim();
  return name ? name : null;
}

export function setPenWriter(projectId: string, name: string | null) {
  write(WRITER + projectId, name?.trim() ? name.trim() : null);
}

/** The colour new notes of a project take on this device (null: the palette's first). */
export function penColor(projectId: string): NoteColor | null {
  const stored = read(COLOR + projectId);
  return (NOTE_COLORS as readonly string[]).includes(stored ?? '') ? (stored as NoteColor) : null;
}

export function setPenColor(projectId: string, color: NoteColor | null) {
  write(COLOR + projectId, color);
}

/** The writer picked on this device, live. */
export function usePenWriter(projectId: string): [string | null, (name: string | null) => void] {
  const get = useCallback(() => penWriter(projectId), [projectId]);
  const value = useSyncExternalStore(subscribe, get, () => null);
  const set = useCallback((name: string | null) => setPenWriter(projectId, name), [projectId]);
  return [value, set];
}

/** The colour of the next note on this device, live. */
export function usePenColor(
  projectId: string,
): [NoteColor | null, (color: NoteColor | null) => void] {
  const get = useCallback(() => penColor(projectId), [projectId]);
  const value = useSyncExternalStore(subscribe, get, () => null);
  const set = useCallback((color: NoteColor | null) => setPenColor(projectId, color), [projectId]);
  return [value, set];
}
