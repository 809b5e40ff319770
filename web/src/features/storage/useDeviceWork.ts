import { nothingDrawn, useLocalQuery } from '../../project-data/useLocalQuery';

export interface DeviceWork {
  /** Projects held on this device. */
  projects: number;
  /** Changes queued for the server (the sync client's outbox). */
  pending: number;
}

/**
 * What this device holds, read live from its database. Undefined while it has not answered (or
 * signed out): the sync status reports 0 pending before it has counted, which must not be
 * mistaken for "all sent".
 */
export function useDeviceWork(): DeviceWork | undefined {
  return useLocalQuery(
    async (db) => {
      const [projects, pending] = await Promise.all([db.projects.count(), db.outbox.count()]);
      return { projects, pending };
    },
    nothingDrawn,
    [],
  );
}
