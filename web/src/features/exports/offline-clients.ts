import { newId } from '@trilha/shared';
import { SyncClient, TrilhaDatabase } from '@trilha/sync/client';
import { afterEach } from 'vitest';

/**
 * For tests: a device's database and sync client with no network (every request fails as
 * offline), each database deleted after its test. Call at the top of a test file.
 */
export function offlineClients() {
  const opened: TrilhaDatabase[] = [];
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.delete();
  });
  return function newClient() {
    const db = new TrilhaDatabase(newId());
    opened.push(db);
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    return { db, client: new SyncClient({ db, fetch: offline }) };
  };
}
