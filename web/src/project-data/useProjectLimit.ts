import { useAuth } from '../lib/auth-store';
import { useSubscription } from '../lib/current-plan';
import { type ReachedLimit, reachedLimit } from '../lib/plan-limit';
import { nothingDrawn, useLocalQuery } from './useLocalQuery';

/**
 * Whether the account may create one more project, decided on this device — offline too — from
 * the cached plan and the projects it owns in the local database (shared projects are their
 * owner's), counted on the ownerId index. null: go ahead. Mounted once per page (a live query):
 * pass its answer down to whatever creates projects there.
 */
export function useProjectLimit(): ReachedLimit | null {
  const summary = useSubscription();
  const userId = useAuth((state) => state.user?.id);
  const owned = useLocalQuery(
    async (db) => (userId ? db.projects.where('ownerId').equals(userId).count() : 0),
    nothingDrawn,
    [userId],
  );
  return reachedLimit(summary, 'maxProjects', owned ?? 0);
}
