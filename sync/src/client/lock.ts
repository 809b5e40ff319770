/** The bits of `navigator` used here, typed locally so this module also compiles without DOM. */
interface NavigatorFeatures {
  locks?: { request<T>(name: string, task: () => Promise<T>): Promise<T> };
  storage?: { persisted(): Promise<boolean>; persist?(): Promise<boolean> };
}
const browserNavigator = () => (globalThis as { navigator?: NavigatorFeatures }).navigator;

/**
 * Push and pull in one tab at a time (navigator.locks); the other tabs see the result through
 * IndexedDB. Without the Locks API (old browsers, Node, and every page that is not a secure
 * context: the app at http://<laptop address> on a room's hotspot) the SyncClient's in-page
 * lock applies, and two tabs of one person may sync at the same time. That is safe, only
 * wasteful: the server applies a mutation id once per device (two tabs pushing the same queue
 * apply it once, decision 0005), the queue is settled up to the highest id the server names,
 * each pulled page goes in with its rebase in one IndexedDB transaction, and a page that lands
 * after a newer one sets the cursor back, so the next pull brings the newer rows again.
 */
export function browserSyncLock(userId: string) {
  const locks = browserNavigator()?.locks;
  if (!locks) return undefined;
  return <T>(task: () => Promise<T>): Promise<T> => locks.request(`trilha-sync-${userId}`, task);
}

/**
 * Asks the browser not to evict this origin's data under storage pressure. Nothing to ask where
 * the page is not a secure context (navigator.storage is missing there): false.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = browserNavigator()?.storage;
  if (!storage?.persist) return false;
  try {
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    return false;
  }
}
