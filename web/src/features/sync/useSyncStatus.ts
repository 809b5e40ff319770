// The status module alone: the rest of the sync client (Dexie) loads only once signed in.
import { initialSyncStatus, type SyncStatus } from '@trilha/sync/client/status';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { useUserSync } from './SyncProvider';

const idle = createStore<SyncStatus>()(() => initialSyncStatus());

/** The sync status of the signed-in user (online, pending, last sync, problems, refusals). */
export function useSyncStatus(): SyncStatus {
  const sync = useUserSync();
  return useStore(sync?.client.status ?? idle);
}
