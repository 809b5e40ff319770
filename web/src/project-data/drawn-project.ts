import type { ProjectRole } from '@trilha/shared';
import type { EntityRow, PullResponse, SyncedEntity } from '@trilha/sync';
import { forgetPageData, pageDataFor } from '../prerender/page-data';

type RowsByEntity = Map<string, Record<string, unknown>[]>;

/** Each drawn pull's rows by table, grouped once (a page is drawn with thousands of rows). */
const grouped = new WeakMap<PullResponse, RowsByEntity>();

function rowsByEntity(pull: PullResponse): RowsByEntity {
  let rows = grouped.get(pull);
  if (!rows) {
    rows = new Map();
    for (const change of pull.changes) {
      if ('deleted' in change) continue;
      const list = rows.get(change.entity) ?? [];
      list.push(change.row);
      rows.set(change.entity, list);
    }
    grouped.set(pull, rows);
  }
  return rows;
}

/**
 * The rows of one table of `projectId` the page was drawn with by the server (a signed-in
 * browser with none of the app's storage: PageData.project), exactly as the device's database
 * will hold them once it takes that pull as its first; undefined on any other page, for any
 * other project, and once the user who opened it signed out (forgetDrawnProject). Screens draw
 * from them only while hydrating or while the database is not open (useLocalQuery).
 */
export function drawnRowsOf<E extends SyncedEntity>(
  entity: E,
  projectId: string,
): EntityRow<E>[] | undefined {
  const drawn = pageDataFor('project');
  if (drawn?.id !== projectId) return undefined;
  return (rowsByEntity(drawn.pull).get(entity) ?? []) as EntityRow<E>[];
}

/** The reader's role in `projectId` if the page was drawn with it (see ProjectAccess). */
export function drawnRoleOf(projectId: string): ProjectRole | undefined {
  const drawn = pageDataFor('project');
  return drawn?.id === projectId ? drawn.role : undefined;
}

/** The pull the page was drawn with, for the device to take as its first (see SyncProvider). */
export function drawnProjectPull(): PullResponse | undefined {
  return pageDataFor('project')?.pull;
}

/** The page's user signed out: what it was drawn with is not for whoever comes next. */
export function forgetDrawnProject(): void {
  forgetPageData('project');
}
