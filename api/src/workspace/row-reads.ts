import type {
  ChildEntity,
  ChildLinkField,
  EntityRow,
  FieldMatch,
  IdStatus,
  SyncedEntity,
} from '@trilha/sync';
import type postgres from 'postgres';
import type { Queryable } from '../db/connect';
import { columnsOf, tableOf, toApiRow } from './tables';

/** An SQL condition on the project aliased `p`: whether the acting user may reach it. */
export type Access = postgres.PendingQuery<postgres.Row[]>;

/** Live records whose project is live and reachable, as the API shows them, by id. */
export async function readLiveRows<E extends SyncedEntity>(
  sql: Queryable,
  entity: E,
  ids: readonly string[],
  access: Access,
): Promise<Map<string, EntityRow<E>>> {
  if (ids.length === 0) return new Map();
  const columns = columnsOf(entity);
  const rows =
    entity === 'projects'
      ? await sql`
          SELECT ${sql(columns.map((column) => `p.${column}`))} FROM projects p
          WHERE p.id IN ${sql(ids)} AND p.deleted_at IS NULL AND ${access}`
      : await sql`
          SELECT ${sql(columns.map((column) => `t.${column}`))} FROM ${sql(tableOf(entity))} t
          JOIN projects p ON p.id = t.project_id
          WHERE t.id IN ${sql(ids)} AND t.deleted_at IS NULL AND p.deleted_at IS NULL AND ${access}`;
  return new Map(rows.map((row) => [String(row.id), toApiRow<EntityRow<E>>(row)]));
}

/** One live record whose project is live and reachable, as the API shows it. */
export async function readLiveRow<E extends SyncedEntity>(
  sql: Queryable,
  entity: E,
  id: string,
  access: Access,
): Promise<EntityRow<E> | undefined> {
  return (await readLiveRows(sql, entity, [id], access)).get(id);
}

/** Whether each id is free, live, deleted, or someone else's; one statement for many ids. */
export async function readIdStatuses(
  sql: Queryable,
  entity: SyncedEntity,
  ids: readonly string[],
  access: Access,
): Promise<Map<string, IdStatus>> {
  const statuses = new Map<string, IdStatus>(ids.map((id) => [id, 'absent']));
  if (ids.length === 0) return statuses;
  const rows =
    entity === 'projects'
      ? await sql`
          SELECT p.id, p.deleted_at IS NOT NULL AS deleted, ${access} AS visible
          FROM projects p WHERE p.id IN ${sql(ids)}`
      : await sql`
          SELECT t.id, (t.deleted_at IS NOT NULL OR p.deleted_at IS NOT NULL) AS deleted,
                 ${access} AS visible
          FROM ${sql(tableOf(entity))} t JOIN projects p ON p.id = t.project_id
          WHERE t.id IN ${sql(ids)}`;
  for (const row of rows) {
    statuses.set(row.id, !row.visible ? 'foreign' : row.deleted ? 'deleted' : 'live');
  }
  return statuses;
}

/**
 * Ids of the live records of `entity` whose `field` points at `parentId`. Access is the
 * parent's: the caller has already read the parent through it.
 */
export async function readChildIds(
  sql: Queryable,
  entity: ChildEntity,
  field: ChildLinkField,
  parentId: string,
): Promise<{ id: string; projectId: string }[]> {
  return sql<{ id: string; projectId: string }[]>`
    SELECT id, project_id FROM ${sql(tableOf(entity))}
    WHERE ${sql(field)} = ${parentId} AND deleted_at IS NULL`;
}

/**
 * Ids of the live records of `entity` in the project `projectId`, those whose `match.field`
 * holds its value when given (a wall group's notes by category). Access is the project's: the
 * caller has already read it, or a record of it, through that access.
 */
export async function readRecordIds(
  sql: Queryable,
  entity: ChildEntity,
  projectId: string,
  match?: FieldMatch,
): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    SELECT id FROM ${sql(tableOf(entity))}
    WHERE project_id = ${projectId} AND deleted_at IS NULL
      ${match ? sql`AND ${sql(match.field)} = ${match.value}` : sql``}`;
  return rows.map(({ id }) => id);
}
