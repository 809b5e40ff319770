import { formatMessage } from '@trilha/shared';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { TrilhaDatabase } from './client/database';
import { SyncClient } from './client/sync-client';
import { MutationRejected } from './mutation-rejected';

/**
 * For tests of the mutators on the browser's store: a device of `userId` with its own
 * IndexedDB (fake-indexeddb) and no network, so every mutation is applied locally and queued.
 */
export function offlineDevice(userId: string) {
  const db = new TrilhaDatabase(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
  const client = new SyncClient({
    db,
    fetch: async () => {
      throw new TypeError('offline');
    },
  });
  const mutate = (name: string, args: object) => client.mutate(name, args);
  /** The refusal's message as a pt-BR reader reads it, or 'saved'. */
  const attempt = (name: string, args: object) =>
    mutate(name, args).then(
      () => 'saved',
      (error: unknown) =>
        error instanceof MutationRejected ? formatMessage(error.refusal) : String(error),
    );
  return { db, client, mutate, attempt };
}
