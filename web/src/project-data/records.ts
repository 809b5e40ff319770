import { newestFirst, newId } from '@trilha/shared';
import type { ChildEntity, ChildRow } from '@trilha/sync';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../lib/notify';
import { drawnRowsOf } from './drawn-project';
import { useUserSync } from './SyncProvider';
import { useLocalQuery } from './useLocalQuery';

/** The live records of one kind in one project, as a list screen needs them. */
export interface RecordQuery<T> {
  /** `undefined` while loading, and after a failed read. */
  rows: T[] | undefined;
  /** The read failed (the local database could not be read). */
  failed: boolean;
  /** Reads again after a failure. */
  retry(): void;
}

type Order<E extends ChildEntity> = (a: ChildRow<E>, b: ChildRow<E>) => number;

/**
 * The live records of one kind in one project, straight from this device's database: they
 * update the moment anything (this tab, another tab, a sync pull) changes them.
 *
 * A row that did not change keeps its object from the previous read, so the cards of a list,
 * memoized on their row, re-render only when their own record changed.
 */
export function useRecords<E extends ChildEntity>(
  entity: E,
  projectId: string,
  order: Order<E> = newestFirst,
): RecordQuery<ChildRow<E>> {
  const [attempt, setAttempt] = useState(0);
  const previous = useRef(new Map<string, ChildRow<E>>());
  const result = useLocalQuery<{ rows: ChildRow<E>[] } | { failed: true }>(async (db) => {
    try {
      const rows = (await db
        .entityTable(entity)
        .where('projectId')
        .equals(projectId)
        .toArray()) as ChildRow<E>[];
      return { rows: rows.map((row) => unchangedOr(previous.current, row)).sort(order) };
    } catch (error) {
      console.error(`reading ${entity} failed`, error);
      return { failed: true };
    }
  }, () => {
    const drawn = drawnRowsOf(entity, projectId) as ChildRow<E>[] | undefined;
    return drawn && { rows: [...drawn].sort(order) };
  }, [entity, projectId, attempt]);
  const rows = result && 'rows' in result ? result.rows : undefined;
  useEffect(() => {
    if (rows) previous.current = new Map(rows.map((row) => [row.id, row]));
  }, [rows]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { rows, failed: Boolean(result && 'failed' in result), retry };
}

/** The previous object of a row when nothing in it changed (its time stamp and its votes). */
function unchangedOr<T extends { id: string; updatedAt: string }>(
  previous: Map<string, T>,
  row: T,
): T {
  const before = previous.get(row.id);
  const votes = (value: T) => (value as { votes?: number }).votes;
  return before && before.updatedAt === row.updatedAt && votes(before) === votes(row)
    ? before
    : row;
}

/** Texts of the toasts of one change (spec section 8). */
export interface ChangeToasts {
  success?: string;
  successMessage?: string;
  /** The fixed message of the destructive 'Erro' toast. */
  error: string;
}

/** One change of a batch (see useChanges). */
export interface PlannedChange {
  name: string;
  args: unknown;
}

/**
 * Applies mutations locally, all or none, in one transaction (queued for sync), and shows the
 * spec's toast. Resolves true on success, so a dialog can close and reset; on failure the
 * dialog stays as it is.
 */
export function useChanges() {
  const client = useUserSync()?.client;
  return useCallback(
    async (changes: readonly PlannedChange[], toasts: ChangeToasts): Promise<boolean> => {
      try {
        if (!client) throw new Error('the local database is not open');
        await client.mutateAll(changes);
        if (toasts.success)
          notify({ title: toasts.success, message: toasts.successMessage, kind: 'success' });
        return true;
      } catch (error) {
        console.error(`${changes.map((change) => change.name).join(', ')} failed`, error);
        notify({ title: 'Erro', message: toasts.error, kind: 'error' });
        return false;
      }
    },
    [client],
  );
}

/** One mutation applied locally, with its toast (see useChanges). */
export function useChange() {
  const changes = useChanges();
  return useCallback(
    (name: string, args: unknown, toasts: ChangeToasts): Promise<boolean> =>
      changes([{ name, args }], toasts),
    [changes],
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

/** The toasts of saving one kind of record (spec section 8). */
export interface SaveToasts {
  created: string;
  createError: string;
  updated: string;
  updateError: string;
}

/** What a new record belongs to: its project, or (a test result) its test plan. */
export type RecordOwner = { projectId: string } | { testPlanId: string };

/**
 * Saves a dialog's values: creates a record of its owner (with a new id, records are born
 * offline), or updates the record being edited with only the fields that changed. An edit that
 * changes nothing writes nothing and shows no toast: an empty change would still travel to the
 * server and wake every other device of the project for nothing.
 */
export function useSaveRecord<T extends { id: string }, V extends object>(
  mutation: string,
  owner: RecordOwner,
  toasts: SaveToasts,
) {
  const change = useChange();
  return async (editing: T | undefined, values: V): Promise<boolean> => {
    if (!editing) {
      return change(
        `${mutation}.create`,
        { id: newId(), ...owner, ...values },
        { success: toasts.created, error: toasts.createError },
      );
    }
    const changes = changedFields(editing, values);
    if (Object.keys(changes).length === 0) return true;
    return change(
      `${mutation}.update`,
      { id: editing.id, changes },
      { success: toasts.updated, error: toasts.updateError },
    );
  };
}
