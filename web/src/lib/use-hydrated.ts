import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while React takes over a page rendered at build time (and while rendering one), true
 * from then on — at once when the page is drawn in the browser from scratch. For controls that
 * must not act before the page's script owns them (a form would submit natively).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
