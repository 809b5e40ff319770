import { useLiveQuery } from 'dexie-react-hooks';
import { type DependencyList, useMemo } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { type UserSync, useUserSync } from './SyncProvider';

type Db = UserSync['db'];

/** The `fromDrawn` of a query no page is drawn with: nothing to start from. */
export const nothingDrawn = (): undefined => undefined;

/**
 * The one way a screen reads the signed-in user's database (features and pages never call
 * useLiveQuery themselves): a live query — it answers again whenever what it read changes —
 * that starts from what `fromDrawn` makes of the rows a page was drawn with (drawn-project.ts;
 * `nothingDrawn` for a read no page is drawn with) while those are all there is to read: on
 * the server, while the page hydrates — a part whose code came late may hydrate after the
 * database opened — and while the database is not open. So those renders match the page's
 * HTML, and what was drawn stays until the database answers (useLiveQuery keeps its last result
 * while a new query runs), with nothing flashing in between. `deps` are what both functions read.
 */
export function useLocalQuery<T>(
  read: (db: Db) => Promise<T>,
  fromDrawn: () => T | undefined,
  deps: DependencyList,
): T | undefined {
  const db = useUserSync()?.db;
  const hydrated = useHydrated();
  const fromPage = !db || !hydrated;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` are the caller's.
  const drawn = useMemo(() => (fromPage ? fromDrawn() : undefined), [fromPage, ...deps]);
  return useLiveQuery(() => (db ? read(db) : drawn), [db, drawn, ...deps], drawn);
}
