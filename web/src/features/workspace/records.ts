import type { ChildEntity, ChildRow } from '@trilha/sync';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { notify } from '../../lib/notify';
import { useUserSync } from '../sync/SyncProvider';

/**
 * The live records of one kind in one project, straight from this device's database: they
 * update the moment anything (this tab, another tab, a sync pull) changes them. `undefined`
 * while loading.
 */
export function useRecords<E extends ChildEntity>(
  entity: E,
  projectId: string,
  order?: (a: ChildRow<E>, b: ChildRow<E>) => number,
): ChildRow<E>[] | undefined {
  const db = useUserSync()?.db;
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const rows = (await db
      .entityTable(entity)
      .where('projectId')
      .equals(projectId)
      .toArray()) as ChildRow<E>[];
    return order ? rows.sort(order) : rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }, [db, entity, projectId]);
}

/** Texts of the toasts of one change (spec section 8). */
export interface ChangeToasts {
  success?: string;
  successMessage?: string;
  /** The fixed message of the destructive 'Erro' toast. */
  error: string;
}

/**
 * Applies a mutation locally (queued for sync) and shows the spec's toast. Resolves true on
 * success, so a dialog can close and reset; on failure the dialog stays as it is.
 */
export function useChange() {
  const client = useUserSync()?.client;
  return useCallback(
    async (name: string, args: unknown, toasts: ChangeToasts): Promise<boolean> => {
      try {
        if (!client) throw new Error('the local database is not open');
        await client.mutate(name, args);
        if (toasts.success)
          notify({ title: toasts.success, message: toasts.successMessage, kind: 'success' });
        return true;
      } catch (error) {
        console.error(`${name} failed`, error);
        notify({ title: 'Erro', message: toasts.error, kind: 'error' });
        return false;
      }
    },
    [client],
  );
}

/**
 * The fields of an edit whose values differ from the stored row: an update sends only those,
 * so edits of different fields on two devices both survive (field-level last-writer-wins).
 * Lists compare by value.
 */
export function changedFields<T extends object>(before: object, after: T): Partial<T> {
  const stored = before as Record<string, unknown>;
  const changes: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    if (JSON.stringify(stored[key]) !== JSON.stringify(after[key])) changes[key] = after[key];
  }
  return changes;
}
