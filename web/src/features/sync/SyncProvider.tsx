import type { openUserSync } from '@trilha/sync/client';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useAuth } from '../auth/auth-store';

export type UserSync = ReturnType<typeof openUserSync>;

const SyncContext = createContext<UserSync | null>(null);

/**
 * Opens the signed-in user's own local database and starts the sync engine; on sign-out or a
 * change of user it stops the engine and closes the database — never deletes it, so work not
 * yet synced is still there when that user signs in again. Loaded only once someone is signed
 * in, so the landing page does not download Dexie.
 */
export function SyncProvider({ children }: { children: ReactNode }) {
  const userId = useAuth((state) => state.user?.id);
  const [sync, setSync] = useState<UserSync | null>(null);

  useEffect(() => {
    if (!userId) {
      setSync(null);
      return;
    }
    let opened: UserSync | undefined;
    let cancelled = false;
    void import('@trilha/sync/client').then(({ openUserSync }) => {
      if (cancelled) return;
      opened = openUserSync(userId);
      opened.engine.start();
      setSync(opened);
    });
    return () => {
      cancelled = true;
      opened?.engine.stop();
      opened?.db.close();
      setSync(null);
    };
  }, [userId]);

  return <SyncContext.Provider value={sync}>{children}</SyncContext.Provider>;
}

/** The signed-in user's database, client and engine; null while opening or when signed out. */
export function useUserSync(): UserSync | null {
  return useContext(SyncContext);
}

/** For tests: provide a ready UserSync (over fake-indexeddb). */
export const SyncContextProvider = SyncContext.Provider;
