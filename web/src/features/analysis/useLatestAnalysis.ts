import { newestFirst } from '@trilha/shared';
import { nothingDrawn, useLocalQuery } from '../../project-data/useLocalQuery';
import type { GeneratedAnalysis } from './analysis-api';

/**
 * The project's last analysis from the local database (synced like its records, so it is
 * there offline): `undefined` while reading, `null` when there is none yet.
 */
export function useLatestAnalysis(projectId: string): GeneratedAnalysis | null | undefined {
  return useLocalQuery(
    async (db) => {
      const analyses = await db.aiAnalyses.where('projectId').equals(projectId).toArray();
      return analyses.sort(newestFirst)[0] ?? null;
    },
    nothingDrawn,
    [projectId],
  );
}
