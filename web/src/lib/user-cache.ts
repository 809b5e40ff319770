import { useEffect } from 'react';
import type { z } from 'zod';
import { create } from 'zustand';
import { apiGet, isNetworkError } from './api';
import { useAuth } from './auth-store';

/** A parse for userStorage and serverCopy: what the schema accepts, else undefined. */
export const trustedBy =
  <T>(schema: z.ZodType<T>) =>
  (value: unknown): T | undefined => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };

/**
 * A value kept on this device per user (localStorage entry `${name}:${userId}`), so that what
 * it tells is known offline. Only a value `parse` accepts is trusted: an old copy, a copy edited
 * by hand or a full storage read as "not kept", never as an error.
 */
export function userStorage<T>(name: string, parse: (value: unknown) => T | undefined) {
  const key = (userId: string) => `${name}:${userId}`;
  return {
    read(userId: string): T | undefined {
      try {
        const text = localStorage.getItem(key(userId));
        return text ? parse(JSON.parse(text)) : undefined;
      } catch {
        return undefined;
      }
    },
    write(userId: string, value: T): void {
      try {
        localStorage.setItem(key(userId), JSON.stringify(value));
      } catch (error) {
        // Storage full or disabled: only the offline copy is lost; the server keeps the value.
        console.warn(`${name}: not kept on this device`, error);
      }
    },
  };
}

export interface ServerCopyOptions<T> {
  /** The localStorage entry's prefix. */
  name: string;
  /** The GET path that answers the value. */
  path: string;
  /** Checks the kept copy; undefined: not trusted. */
  parse(value: unknown): T | undefined;
  /** The value from the server's answer (by default `parse`); undefined: an unexpected answer. */
  fromAnswer?(answer: unknown): T | undefined;
}

/** A screen that shows the value reads it again when the copy is older than this. */
const FRESH_FOR_MS = 30_000;

/**
 * A per-user copy of something only the server knows (the plan, the shared projects' roles):
 * kept on this device, shown at once — offline too — and read again from the server when a
 * screen that shows it mounts with no copy or one older than FRESH_FOR_MS, or when told to
 * (`refresh`, after the user changed it).
 */
export function serverCopy<T>(options: ServerCopyOptions<T>) {
  const storage = userStorage(options.name, options.parse);
  const fromAnswer = options.fromAnswer ?? options.parse;
  const useStore = create<{ userId: string | null; value: T | undefined }>()(() => ({
    userId: null,
    value: undefined,
  }));
  const inFlight = new Map<string, Promise<T | undefined>>();
  /** When each user's value was last read from the server. */
  const readAt = new Map<string, number>();

  /** Puts a value the server just gave in place (kept, and shown if that user is signed in). */
  function store(userId: string, value: T): void {
    storage.write(userId, value);
    if (useStore.getState().userId === userId) useStore.setState({ value });
  }

  /**
   * Reads the value from the server and keeps it. Throws when the request fails (isNetworkError
   * tells "offline"); undefined for an unexpected answer, which leaves the kept copy alone.
   * Concurrent callers share one request.
   */
  function fetchFresh(userId: string): Promise<T | undefined> {
    const running = inFlight.get(userId);
    if (running) return running;
    const request = apiGet<unknown>(options.path)
      .then((answer) => {
        const value = fromAnswer(answer);
        if (value === undefined) {
          console.warn(`GET ${options.path}: unexpected answer; keeping the copy on this device`);
          return undefined;
        }
        store(userId, value);
        readAt.set(userId, Date.now());
        return value;
      })
      .finally(() => inFlight.delete(userId));
    inFlight.set(userId, request);
    return request;
  }

  /** fetchFresh that never throws: offline (or on a failure) the kept copy answers. */
  function refresh(userId: string): Promise<T | undefined> {
    return fetchFresh(userId).then(
      (value) => value ?? storage.read(userId),
      (error: unknown) => {
        if (!isNetworkError(error)) console.error(`GET ${options.path} failed`, error);
        return storage.read(userId);
      },
    );
  }

  /** The signed-in user's value: the kept copy at once, refreshed when stale. */
  function useValue(): T | undefined {
    const userId = useAuth((state) => state.user?.id ?? null);
    useEffect(() => {
      if (useStore.getState().userId !== userId) {
        useStore.setState({ userId, value: userId ? storage.read(userId) : undefined });
      }
      const unknown = useStore.getState().value === undefined;
      if (userId && (unknown || Date.now() - (readAt.get(userId) ?? 0) > FRESH_FOR_MS)) {
        void refresh(userId);
      }
    }, [userId]);
    return useStore((state) => (state.userId === userId ? state.value : undefined));
  }

  return { useValue, store, fetchFresh, refresh };
}
