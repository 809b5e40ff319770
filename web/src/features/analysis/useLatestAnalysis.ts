import { newestFirst } from '@trilha/shared';
import { useLiveQuery } from 'dexie-react-hooks';
import { useUserSync } from '../../project-data/SyncProvider';
import type { GeneratedAnalysis } from './analysis-api';

/**
 * The project's last analysis from the local database (synced like its records, so it is
 * there offline): `undefined` while reading, `null` when there is none yet.
 */
export function useLatestAnalysis(projectId: string): GeneratedAnalysis | null | undefined {
  const db = useUserSync()?.db;
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const analyses = await db.aiAnalyses.where('projectId').equals(projectId).toArray();
    return analyses.sort(newestFirst)[0] ?? null;
  }, [db, projectId]);
}
