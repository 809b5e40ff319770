import { useEffect } from 'react';
import { useUserSync } from '../../project-data/SyncProvider';
import { trackActiveTime } from './active-time-tracker';

/**
 * Counts the person's active time on the project while its page is mounted, into their own time
 * rows through the sync queue (`timeSpent.add`): on the device at once, on the server and their
 * other devices once synced (docs/decisions/0028). Everyone's own time counts, a viewer's and a
 * room guest's too. Nothing is shown on failure: a lost minute is not worth interrupting work.
 */
export function useActiveTimeTracking(projectId: string): void {
  const client = useUserSync()?.client;
  useEffect(() => {
    if (!client) return;
    return trackActiveTime({
      doc: document,
      now: Date.now,
      flush: (seconds, day) => {
        client.mutate('timeSpent.add', { projectId, day, seconds }).catch((error: unknown) => {
          console.warn('timeSpent.add failed', error);
        });
      },
    });
  }, [client, projectId]);
}
