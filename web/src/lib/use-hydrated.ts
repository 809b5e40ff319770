import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while React takes over a page rendered before its script (at build time or by the
 * server), and while rendering one; true from then on — at once when the page is drawn in the
 * browser from scratch. For controls that must not act before the page's script owns them (a
 * form would submit natively), and for parts the server cannot draw as this device will (its
 * screen, its clock): they draw as on the server first, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
