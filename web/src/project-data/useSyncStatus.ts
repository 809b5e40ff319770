// The status module alone: the rest of the sync client (Dexie) loads only once signed in.
import { initialSyncStatus, type SyncStatus } from '@trilha/sync/client/status';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useUserSync } from './SyncProvider';

const idle = createStore<SyncStatus>()(() => initialSyncStatus());
const whole = (status: SyncStatus) => status;

/**
 * The sync status of the signed-in user (online, pending, last sync, problems, refusals), or
 * the part `select` picks: the status changes on every step of a sync and every queued change,
 * and a screen that reads one field re-renders only when that field does.
 */
export function useSyncStatus(): SyncStatus;
export function useSyncStatus<T>(select: (status: SyncStatus) => T): T;
export function useSyncStatus<T>(select?: (status: SyncStatus) => T): T | SyncStatus {
  const sync = useUserSync();
  return useStore<StoreApi<SyncStatus>, T | SyncStatus>(
    sync?.client.status ?? idle,
    select ?? whole,
  );
}
