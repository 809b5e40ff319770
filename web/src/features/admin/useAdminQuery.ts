import { useCallback, useEffect, useRef, useState } from 'react';
import { apiGet, isNetworkError } from '../../lib/api';

export type QueryState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** The request never reached the server: the admin area needs a connection. */
  | { status: 'offline' }
  | { status: 'error' };

/**
 * A GET for one admin tab. After a change the tab calls `reload`, which refreshes in the
 * background: the table stays on screen instead of flashing a spinner.
 */
export function useAdminQuery<T>(
  path: string,
  onError?: (error: unknown) => void,
): { state: QueryState<T>; reload: () => void } {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger.
  useEffect(() => {
    let active = true;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    apiGet<T>(path).then(
      (data) => {
        if (active) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!active) return;
        if (isNetworkError(error)) {
          setState({ status: 'offline' });
          return;
        }
        console.warn(`admin: GET ${path} failed`, error);
        setState({ status: 'error' });
        onErrorRef.current?.(error);
      },
    );
    return () => {
      active = false;
    };
  }, [path, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
