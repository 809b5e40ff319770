import type { Message } from '@trilha/shared';
import { createStore } from 'zustand/vanilla';
import type { StoredRejection } from './database';

/** Why sync is not flowing right now, in a form the header can explain to the user. */
export type SyncProblem =
  | 'unauthenticated' // the session ended: sign in again (local changes are kept)
  | 'outdated' // the server speaks a newer protocol: update the app (the queue waits)
  | 'quota' // the device is out of storage
  | 'unavailable' // the server cannot reach its database for a moment; retrying with backoff
  | 'server'; // the server failed; retrying with backoff

export interface SyncStatus {
  online: boolean;
  syncing: boolean;
  /** Changes made here that the server has not confirmed yet. */
  pendingCount: number;
  /** When the last full push and pull succeeded (ISO), or null; kept across reloads. */
  lastSyncAt: string | null;
  /** Whether a full push and pull has succeeded since this client was opened (this page load). */
  syncedSinceOpen: boolean;
  problem: SyncProblem | null;
  /** What to tell the user about the problem, as a code with parameters (docs/decisions/0018). */
  problemMessage: Message | null;
  /** Changes the server refused, newest first, for the user to read. */
  rejected: StoredRejection[];
}

export const initialSyncStatus = (online = true): SyncStatus => ({
  online,
  syncing: false,
  pendingCount: 0,
  lastSyncAt: null,
  syncedSinceOpen: false,
  problem: null,
  problemMessage: null,
  rejected: [],
});

/** A small vanilla zustand store: the web app reads it with `useStore`, tests read it directly. */
export const createSyncStatusStore = (online = true) =>
  createStore<SyncStatus>()(() => initialSyncStatus(online));
export type SyncStatusStore = ReturnType<typeof createSyncStatusStore>;
