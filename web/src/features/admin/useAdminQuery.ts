import { useCallback, useEffect, useRef } from 'react';
import { apiGet, isNetworkError } from '../../lib/api';
import { serverState } from '../../lib/server-state';

export type QueryState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** The request never reached the server: the admin area needs a connection. */
  | { status: 'offline' }
  | { status: 'error' };

/** The admin area's reads, by path; kept in memory only, while a tab shows them. */
const adminReads = serverState<unknown>({ name: 'admin', fetch: (path) => apiGet(path) });

/**
 * A GET for one admin tab. After a change the tab calls `reload`, which refreshes in the
 * background: the table stays on screen instead of flashing a spinner.
 */
export function useAdminQuery<T>(
  path: string,
  onError?: (error: unknown) => void,
): { state: QueryState<T>; reload: () => void } {
  const { data, error } = adminReads.useValue(path);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  useEffect(() => {
    if (error !== undefined && !isNetworkError(error)) onErrorRef.current?.(error);
  }, [error]);
  const reload = useCallback(() => void adminReads.refresh(path), [path]);
  const state: QueryState<T> =
    error !== undefined
      ? { status: isNetworkError(error) ? 'offline' : 'error' }
      : data !== undefined
        ? { status: 'ready', data: data as T }
        : { status: 'loading' };
  return { state, reload };
}
