import { nothingDrawn, useLocalQuery } from '../../project-data/useLocalQuery';
import type { TimeSpentRow } from './time-spent-summary';

/**
 * The signed-in person's time rows on this device: theirs only (a pull brings no one else's,
 * docs/decisions/0028), including what is counted and not yet synced.
 */
export function useTimeSpentRows(): TimeSpentRow[] | undefined {
  return useLocalQuery((db) => db.timeSpent.toArray(), nothingDrawn, []);
}
