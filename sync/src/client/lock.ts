/** The bits of `navigator` used here, typed locally so this module also compiles without DOM. */
interface NavigatorFeatures {
  locks?: { request<T>(name: string, task: () => Promise<T>): Promise<T> };
  storage?: { persisted(): Promise<boolean>; persist?(): Promise<boolean> };
}
const browserNavigator = () => (globalThis as { navigator?: NavigatorFeatures }).navigator;

/**
 * Push and pull in one tab at a time (navigator.locks); the other tabs see the result through
 * IndexedDB. Without the Locks API (old browsers, Node) the SyncClient's in-page lock applies.
 */
export function browserSyncLock(userId: string) {
  const locks = browserNavigator()?.locks;
  if (!locks) return undefined;
  return <T>(task: () => Promise<T>): Promise<T> => locks.request(`trilha-sync-${userId}`, task);
}

/** Asks the browser not to evict this origin's data under storage pressure. */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = browserNavigator()?.storage;
  if (!storage?.persist) return false;
  try {
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    return false;
  }
}
