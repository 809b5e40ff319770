import type { ChildEntity, ChildRow } from '@trilha/sync';
import { useMemo } from 'react';
import { useRecords } from '../../../project-data/records';

/**
 * The records of another kind a tool's records link to (a prototype's idea, a test plan's
 * prototype): the options of the link's picker, and each one's name for the cards.
 */
export interface LinkTargets {
  options: { value: string; label: string }[];
  names: ReadonlyMap<string, string>;
}

/**
 * The project's records of `entity` as link targets, named by `nameOf` (keep it stable: a
 * function of the module). Looked up by id on each card: a scan of every target per card would
 * cost cards × targets.
 */
export function useLinkTargets<E extends ChildEntity>(
  entity: E,
  projectId: string,
  nameOf: (row: ChildRow<E>) => string,
): LinkTargets {
  const rows = useRecords(entity, projectId).rows;
  return useMemo(() => {
    const targets = (rows ?? []).map((row) => ({ value: row.id, label: nameOf(row) }));
    return {
      options: targets,
      names: new Map(targets.map((target) => [target.value, target.label])),
    };
  }, [rows, nameOf]);
}
