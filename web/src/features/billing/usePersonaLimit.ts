import { useLiveQuery } from 'dexie-react-hooks';
import { useSubscription } from '../../lib/current-plan';
import { useUserSync } from '../sync/SyncProvider';
import { type ReachedLimit, reachedLimit } from './plan-limit';

/**
 * Whether one more persona fits in the project under the account's plan, decided on this
 * device from the cached plan and the project's personas in the local database (offline too).
 * null: go ahead. Show <PlanLimitNotice reached={...} /> instead of the create form otherwise.
 */
export function usePersonaLimit(projectId: string): ReachedLimit | null {
  const summary = useSubscription();
  const db = useUserSync()?.db;
  const personas = useLiveQuery(
    async () => (db ? db.personas.where('projectId').equals(projectId).count() : 0),
    [db, projectId],
    0,
  );
  return reachedLimit(summary, 'maxPersonasPerProject', personas);
}
