import { startTransition, useEffect, useState } from 'react';
import type { z } from 'zod';
import { isNetworkError } from './api';

/**
 * The one layer for what only the server knows (docs/decisions/0019): a kind of server data is
 * declared once with `serverState`, read by id (a user, a project, an admin path; '' for one
 * of its kind) with `useValue`, and read again with `refresh` — after a change — or `invalidate`.
 *
 * - One request at a time per id, shared by every reader and caller; but `refresh` and
 *   `invalidate` never take the answer of a read that began before them (it may predate the
 *   change), they wait for the next one.
 * - Readers of one id share what is known while any of them is mounted; when the last one
 *   goes, the memory copy goes with it and the next reader starts from the device copy.
 * - `keep: 'device'` keeps a copy on this device (localStorage `${name}:${id}`, or `${name}`
 *   for id '') that a reader is given at once, offline too; a `DeviceCopy` of the kind's own
 *   keeps it elsewhere (the library's articles are a Dexie table).
 * - Offline (navigator.onLine false) nothing is asked: the read fails at once as a network
 *   error; a reader whose read failed so is read again when the connection comes back, and
 *   one that failed on the network while online, after a growing wait (waitForNetwork).
 * - A server's answer is drawn as a React transition (large lists are drawn in slices).
 */

/** Where a kind keeps its copy on this device; async for IndexedDB. */
export interface DeviceCopy<T> {
  read(id: string): T | undefined | Promise<T | undefined>;
  write(id: string, value: T): void | Promise<void>;
}

export interface ServerStateOptions<T> {
  /** The kind's name: the device copy's localStorage prefix, and its name in the console. */
  name: string;
  /** Reads the value of `id` from the server; throws as the request helper does. */
  fetch(id: string): Promise<T>;
  /** 'memory' (the default): nothing kept past the last reader. */
  keep?: 'memory' | 'device' | DeviceCopy<T>;
  /** For 'device': checks the kept copy; undefined is "not kept" (old, or edited by hand). */
  parse?(value: unknown): T | undefined;
  /** A mounting reader does not ask again within this many ms of the last answer (default 0). */
  freshFor?: number;
}

/** What a reader sees. */
export interface ServerState<T> {
  /** The server's answer, else the copy kept on this device; undefined when neither is known. */
  data: T | undefined;
  /** `data` is the device copy: the server has not answered since the first reader mounted. */
  fromDevice: boolean;
  /** The last read's failure (isNetworkError: offline); undefined while a read runs or after one answered. */
  error: unknown;
  /** A read is running. */
  loading: boolean;
}

/**
 * Where a network-first screen stands: the server's answer shown ('server'); a read running
 * with nothing from the server yet ('loading'); a read the server refused ('refused': not a
 * network error); offline with the device copy shown ('device') or with none ('offline').
 */
export type Shown = 'server' | 'loading' | 'refused' | 'device' | 'offline';

export function shownOf(state: ServerState<unknown>): Shown {
  if (state.data !== undefined && !state.fromDevice) return 'server';
  if (state.loading || state.error === undefined) return 'loading';
  if (!isNetworkError(state.error)) return 'refused';
  return state.data !== undefined ? 'device' : 'offline';
}

type Listener<T> = (state: ServerState<T>, answered: boolean) => void;

interface Entry<T> {
  state: ServerState<T>;
  listeners: Set<Listener<T>>;
}

const IDLE: ServerState<never> = {
  data: undefined,
  fromDevice: false,
  error: undefined,
  loading: false,
};

/** A parse for device copies: what the schema accepts, else undefined. */
export const trustedBy =
  <T>(schema: z.ZodType<T>) =>
  (value: unknown): T | undefined => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };

/** A copy in localStorage, trusted only when `parse` accepts it; best effort both ways. */
function localCopy<T>(name: string, parse: (value: unknown) => T | undefined): DeviceCopy<T> {
  const key = (id: string) => (id ? `${name}:${id}` : name);
  return {
    read(id) {
      try {
        const text = localStorage.getItem(key(id));
        return text ? parse(JSON.parse(text)) : undefined;
      } catch {
        return undefined;
      }
    },
    write(id, value) {
      try {
        localStorage.setItem(key(id), JSON.stringify(value));
      } catch (error) {
        // Storage full or disabled: only the offline copy is lost; the server keeps the value.
        console.warn(`${name}: not kept on this device`, error);
      }
    },
  };
}

/** The readers whose read failed on the network, to read again. */
const waitingForNetwork = new Set<() => void>();
const retryWaiting = () => {
  for (const retry of [...waitingForNetwork]) retry();
};
if (typeof window !== 'undefined') window.addEventListener('online', retryWaiting);

/**
 * A read that failed on the network while the browser says it is online — the room's laptop
 * restarting its server, a hotspot's blip — gets no 'online' event to wake it, and its screen
 * would say it is offline until reloaded. So the waiting readers are read again after a wait
 * that doubles while they keep failing (5 s, 10 s … 1 min), and starts over once none waits.
 * Offline, nothing is tried: the 'online' event does it.
 */
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 60_000;
let retryDelayMs = RETRY_FIRST_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function waitForNetwork(retry: () => void): void {
  waitingForNetwork.add(retry);
  if (retryTimer !== undefined) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    retryDelayMs = Math.min(retryDelayMs * 2, RETRY_MAX_MS);
    if (navigator.onLine) retryWaiting();
  }, retryDelayMs);
}

function stopWaiting(retry: () => void): void {
  waitingForNetwork.delete(retry);
  if (waitingForNetwork.size > 0) return;
  clearTimeout(retryTimer);
  retryTimer = undefined;
  retryDelayMs = RETRY_FIRST_MS;
}

export function serverState<T>(options: ServerStateOptions<T>) {
  const { name, freshFor = 0 } = options;
  const copy: DeviceCopy<T> | undefined =
    options.keep === 'device'
      ? localCopy(name, options.parse ?? ((value) => value as T))
      : typeof options.keep === 'object'
        ? options.keep
        : undefined;
  /** What the mounted readers of each id share. */
  const entries = new Map<string, Entry<T>>();
  /** The read running for each id, mounted readers or not. */
  const running = new Map<string, Promise<T>>();
  /** The read that follows the running one for each id, for callers who came after it began. */
  const following = new Map<string, Promise<T>>();
  /** When each id was last answered by the server (kept past its readers, for freshFor). */
  const answeredAt = new Map<string, number>();

  function set(id: string, change: Partial<ServerState<T>>, answered = false): void {
    const entry = entries.get(id);
    if (!entry) return;
    entry.state = { ...entry.state, ...change };
    for (const listener of entry.listeners) listener(entry.state, answered);
  }

  /** The device copy, never an error (a failing storage reads as "not kept"). */
  function readCopy(id: string): T | undefined | Promise<T | undefined> {
    const failed = (error: unknown) => {
      console.warn(`${name}: could not read the copy on this device`, error);
      return undefined;
    };
    try {
      const kept = copy?.read(id);
      return kept instanceof Promise ? kept.catch(failed) : kept;
    } catch (error) {
      return failed(error);
    }
  }

  /** Keeps `value` on the device, best effort. */
  async function keep(id: string, value: T): Promise<void> {
    try {
      await copy?.write(id, value);
    } catch (error) {
      console.warn(`${name}: not kept on this device`, error);
    }
  }

  /** Puts a value the server gave in place: kept on the device, shown to the id's readers. */
  function store(id: string, value: T): Promise<void> {
    answeredAt.set(id, Date.now());
    set(id, { data: value, fromDevice: false, error: undefined }, true);
    return keep(id, value);
  }

  /**
   * Reads `id` from the server and keeps it; throws when the read fails. One read at a time.
   * `quietly` (reading again after a network failure) leaves the readers' state as it is until
   * the answer: a screen showing its device copy, or saying it is offline, does not turn into a
   * loader at every try.
   */
  function read(id: string, quietly = false): Promise<T> {
    const already = running.get(id);
    if (already) return already;
    if (!quietly) set(id, { loading: true, error: undefined });
    const offline = typeof navigator !== 'undefined' && !navigator.onLine;
    const request = (offline ? Promise.reject(new TypeError('offline')) : options.fetch(id)).then(
      async (value) => {
        running.delete(id);
        answeredAt.set(id, Date.now());
        // One update with the answer, drawn as a transition (no urgent one after it).
        set(id, { data: value, fromDevice: false, error: undefined, loading: false }, true);
        await keep(id, value);
        return value;
      },
      (error: unknown) => {
        running.delete(id);
        if (!isNetworkError(error)) console.warn(`${name}: reading ${id || 'it'} failed`, error);
        set(id, { error, loading: false });
        throw error;
      },
    );
    running.set(id, request);
    return request;
  }

  /**
   * A read that starts no earlier than this call. A read already running may have been answered
   * before the caller's change (an invitation just created, a sync just made) reached the server,
   * so it is not joined: one more read follows it, shared by every caller that came meanwhile.
   */
  function readFromNow(id: string): Promise<T> {
    const current = running.get(id);
    if (!current) return read(id);
    let next = following.get(id);
    if (!next) {
      const settled = () => {
        following.delete(id);
        return read(id);
      };
      next = current.then(settled, settled);
      following.set(id, next);
    }
    return next;
  }

  /** What `reading` answers; on a failure what is known (undefined when nothing is). */
  async function answerOrKnown(id: string, reading: Promise<T>): Promise<T | undefined> {
    try {
      return await reading;
    } catch {
      return entries.get(id)?.state.data ?? readCopy(id);
    }
  }

  /** Reads `id` again after a change, never throwing: see readFromNow and answerOrKnown. */
  const refresh = (id: string) => answerOrKnown(id, readFromNow(id));

  /** Every mounted reader of `id` (of every id, without one) reads again; others when they mount. */
  function invalidate(id?: string): void {
    if (id === undefined) answeredAt.clear();
    else answeredAt.delete(id);
    for (const key of entries.keys()) if (id === undefined || key === id) void refresh(key);
  }

  function entryOf(id: string, initial: T | undefined): Entry<T> {
    const existing = entries.get(id);
    if (existing) return existing;
    const entry: Entry<T> = { state: IDLE, listeners: new Set() };
    entries.set(id, entry);
    if (initial !== undefined) {
      void store(id, initial);
      return entry;
    }
    const kept = readCopy(id);
    if (kept instanceof Promise) {
      // An IndexedDB copy: shown once read, unless the server answered first.
      void kept.then((value) => {
        if (value !== undefined && entries.get(id)?.state.data === undefined)
          set(id, { data: value, fromDevice: true });
      });
    } else if (kept !== undefined) {
      entry.state = { ...IDLE, data: kept, fromDevice: true };
    }
    return entry;
  }

  /**
   * The value of `id` (null: nothing to read, e.g. signed out): the memory or device copy at
   * once, read from the server when the reader mounts — unless it is known and was answered
   * within `freshFor`, or `initial` (what the page was drawn with) is given.
   */
  /**
   * What a reader of `id` is shown before its effect runs — on the server too, so nothing is
   * registered: the shared state, else `initial`, else a device copy that reads at once.
   */
  function peek(id: string | null, initial: T | undefined): ServerState<T> {
    if (id === null) return IDLE;
    const shared = entries.get(id)?.state;
    if (shared) return shared;
    if (initial !== undefined) return { ...IDLE, data: initial };
    const kept = options.keep === 'device' ? (readCopy(id) as T | undefined) : undefined;
    return kept === undefined ? IDLE : { ...IDLE, data: kept, fromDevice: true };
  }

  function useValue(id: string | null, initial?: T): ServerState<T> {
    const now = () => peek(id, initial);
    const [seen, setSeen] = useState(() => ({ id, state: now() }));
    // biome-ignore lint/correctness/useExhaustiveDependencies: `initial` counts on first mount only.
    useEffect(() => {
      if (id === null) {
        setSeen({ id, state: IDLE });
        return;
      }
      const entry = entryOf(id, initial);
      // A mounting reader joins a read already running: nothing changed.
      const ask = () => void answerOrKnown(id, read(id));
      // One whose read failed on the network, when the network may be back (waitForNetwork).
      const askAgain = () => void answerOrKnown(id, read(id, true));
      const listener: Listener<T> = (state, answered) => {
        if (answered) startTransition(() => setSeen({ id, state }));
        else setSeen({ id, state });
        if (isNetworkError(state.error)) waitForNetwork(askAgain);
        else if (!state.loading) stopWaiting(askAgain);
      };
      entry.listeners.add(listener);
      setSeen({ id, state: entry.state });
      const fresh = Date.now() - (answeredAt.get(id) ?? Number.NEGATIVE_INFINITY) < freshFor;
      // Nothing known (a copy cleared, another device's first visit): asked however fresh.
      if ((!fresh || entry.state.data === undefined) && initial === undefined) ask();
      return () => {
        entry.listeners.delete(listener);
        stopWaiting(askAgain);
        if (entry.listeners.size === 0) entries.delete(id);
      };
    }, [id]);
    // Another id than the last render's (another user signed in): never the last one's value.
    return seen.id === id ? seen.state : now();
  }

  return { useValue, read, refresh, store, invalidate };
}
