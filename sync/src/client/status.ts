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
  /** The last RECENT_REJECTIONS changes the server refused, newest first, for the user to read. */
  rejected: StoredRejection[];
  /** How many changes the server refused in all (the device keeps each until it is read). */
  rejectedCount: number;
}

/**
 * How many refusals the status carries: the header lists ten. The device keeps them all, and a
 * viewer's or a locked room's device gathers thousands in a day; the status is read after every
 * change and every sync, so it reads only these and counts the rest.
 */
export const RECENT_REJECTIONS = 10;

export const initialSyncStatus = (online = true): SyncStatus => ({
  online,
  syncing: false,
  pendingCount: 0,
  lastSyncAt: null,
  syncedSinceOpen: false,
  problem: null,
  problemMessage: null,
  rejected: [],
  rejectedCount: 0,
});

/** A small vanilla zustand store: the web app reads it with `useStore`, tests read it directly. */
export const createSyncStatusStore = (online = true) =>
  createStore<SyncStatus>()(() => initialSyncStatus(online));
export type SyncStatusStore = ReturnType<typeof createSyncStatusStore>;
