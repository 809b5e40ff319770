import type { openUserSync } from '@trilha/sync/client';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { sessionEnded, useAuth } from '../lib/auth-store';
import { pageDataFor } from '../prerender/page-data';
import { drawnProjectPull, forgetDrawnProject } from './drawn-project';

export type UserSync = ReturnType<typeof openUserSync>;

type SyncHolder = StoreApi<UserSync | null>;

const holderOf = (sync: UserSync | null): SyncHolder => createStore<UserSync | null>(() => sync);

/**
 * The context holds a store that keeps the user's sync, never the sync itself: the store stays
 * the same object while the sync opens and closes. A context whose value changes while a page
 * drawn by the server is still hydrating makes React give up the parts not hydrated yet and
 * draw them anew (it cannot tell whether they read it) — a signed-in page would lose what was
 * drawn for it as soon as the sync opened. Readers subscribe to the store instead.
 */
const SyncContext = createContext<SyncHolder>(holderOf(null));

/**
 * Opens the signed-in user's own local database and starts the sync engine; on sign-out or a
 * change of user it stops the engine and closes the database — never deletes it, so work not
 * yet synced is still there when that user signs in again. Loaded only once someone is signed
 * in, so the landing page does not download Dexie.
 */
export function SyncProvider({ children }: { children: ReactNode }) {
  const userId = useAuth((state) => state.user?.id);
  const userName = useAuth((state) => state.user?.name) ?? '';
  const [holder] = useState(() => holderOf(null));
  const sync = useStore(holder);

  // What this device signs its new records with until the server's own stamp comes back
  // (docs/decisions/0020): the card shows its author at once, and a renamed user's next ones.
  useEffect(() => {
    if (sync) sync.client.authorName = userName;
  }, [sync, userName]);

  // A room's guest's session ends only with the room (docs/decisions/0020): when their sync
  // meets it (a 401, at the poke the closing sends) there is no signing in again to wait for,
  // as a member's sync waits; the page says the room was closed.
  useEffect(
    () =>
      sync?.client.status.subscribe((status) => {
        const guest = useAuth.getState().user?.role === 'guest';
        if (guest && status.problem === 'unauthenticated') sessionEnded();
      }),
    [sync],
  );

  useEffect(() => {
    // What the page was drawn with is its user's only: not for whoever signs in next.
    if (pageDataFor('signedInAs')?.id !== userId) forgetDrawnProject();
    if (!userId) {
      holder.setState(null, true);
      return;
    }
    let opened: UserSync | undefined;
    let cancelled = false;
    void import('@trilha/sync/client').then(async ({ openUserSync }) => {
      if (cancelled) return;
      const sync = openUserSync(userId, { authorName: useAuth.getState().user?.name ?? '' });
      opened = sync;
      await takeDrawnProject(sync);
      if (cancelled) return;
      sync.engine.start();
      holder.setState(sync, true);
    });
    return () => {
      cancelled = true;
      opened?.engine.stop();
      opened?.db.close();
      holder.setState(null, true);
    };
  }, [holder, userId]);

  return <SyncContext.Provider value={holder}>{children}</SyncContext.Provider>;
}

/**
 * A project page drawn by the server for this user (drawn-project.ts) goes into the database
 * as its first pull before any screen reads it: a screen then finds in the database what it
 * drew, and the sync that starts next goes on from there instead of pulling the project again.
 * Failing that, the sync brings the project as on any first visit.
 */
async function takeDrawnProject(sync: UserSync): Promise<void> {
  const pull = drawnProjectPull();
  if (!pull) return;
  try {
    await sync.client.takeDrawnPull(pull);
  } catch (error) {
    console.warn('sync: could not keep the project the page was drawn with', error);
  }
}

/** The signed-in user's database, client and engine; null while opening or when signed out. */
export function useUserSync(): UserSync | null {
  return useStore(useContext(SyncContext));
}

/** For tests: provide a ready UserSync (over fake-indexeddb). */
export function SyncContextProvider(props: { value: UserSync | null; children: ReactNode }) {
  const [holder] = useState(() => holderOf(props.value));
  useEffect(() => holder.setState(props.value, true), [holder, props.value]);
  return <SyncContext.Provider value={holder}>{props.children}</SyncContext.Provider>;
}
