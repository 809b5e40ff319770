import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserSync } from '../../../project-data/SyncProvider';

/**
 * Applies one captured note's mutation (locally, queued for sync like any edit). Resolves null
 * when saved, or the message the capture field shows under the text it keeps: no toast per
 * note, a room captures dozens in a row.
 */
export function useCaptureSave() {
  const { t } = useTranslation('facilitation');
  const client = useUserSync()?.client;
  return useCallback(
    async (name: string, args: unknown): Promise<string | null> => {
      try {
        if (!client) throw new Error('the local database is not open');
        await client.mutate(name, args);
        return null;
      } catch (error) {
        console.error(`${name} failed`, error);
        return t('capture.errors.saveFailed');
      }
    },
    [client, t],
  );
}
