import {
  CHILD_ENTITIES,
  type ChildEntity,
  projectRowSchema,
  type SyncedEntity,
} from '@trilha/sync';
import type postgres from 'postgres';
import type { Queryable } from '../db/connect';

/**
 * How the synced entities map onto Postgres: table names are the snake_case of the entity names,
 * columns the snake_case of the schema's fields (postgres.camel converts both ways).
 */
export function tableOf(entity: SyncedEntity): string {
  return entity.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

const columnCache = new Map<SyncedEntity, readonly string[]>();
/** The API fields of an entity, i.e. its columns minus the sync bookkeeping. */
export function columnsOf(entity: SyncedEntity): readonly string[] {
  let columns = columnCache.get(entity);
  if (!columns) {
    const schema =
      entity === 'projects' ? projectRowSchema : CHILD_ENTITIES[entity as ChildEntity].row;
    columns = Object.keys(schema.shape);
    columnCache.set(entity, columns);
  }
  return columns;
}

/** What zod keeps of a field's definition: wrappers (nullable, default) hold the inner type. */
interface FieldDefinition {
  _zod: { def: { innerType?: FieldDefinition; format?: string } };
}

/** Whether a schema field is a date-time (timestampSchema, possibly nullable or defaulted). */
function isDateTimeField(field: FieldDefinition): boolean {
  let { def } = field._zod;
  while (def.innerType) def = def.innerType._zod.def;
  return def.format === 'datetime';
}

const timestampCache = new Map<SyncedEntity, ReadonlySet<string>>();
/**
 * The fields of an entity stored as timestamptz (createdAt, a dot's placedAt, a timer's
 * startedAt...): read as JSON they come in Postgres's form ('+00:00', trimmed fractions), which
 * must become the ISO form the devices compare as text.
 */
export function timestampColumnsOf(entity: SyncedEntity): ReadonlySet<string> {
  let columns = timestampCache.get(entity);
  if (!columns) {
    const schema =
      entity === 'projects' ? projectRowSchema : CHILD_ENTITIES[entity as ChildEntity].row;
    columns = new Set(
      Object.entries(schema.shape)
        .filter(([, field]) => isDateTimeField(field as FieldDefinition))
        .map(([name]) => name),
    );
    timestampCache.set(entity, columns);
  }
  return columns;
}

/** Columns stored as jsonb: postgres.js must be told, or it would send a Postgres array. */
const JSON_COLUMNS: Partial<Record<SyncedEntity, readonly string[]>> = {
  testResults: ['taskResults'],
  aiAnalyses: ['result'],
};

/** Row values ready for an INSERT or UPDATE helper: JSON columns wrapped. */
export function toColumnValues(
  sql: Queryable,
  entity: SyncedEntity,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const jsonColumns = JSON_COLUMNS[entity];
  if (!jsonColumns) return values;
  const out = { ...values };
  for (const column of jsonColumns) {
    if (column in out) out[column] = sql.json(out[column] as postgres.JSONValue);
  }
  return out;
}

/** Timestamps leave the database as Date objects; the API and the sync protocol speak ISO text. */
export function toApiRow<T>(row: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out as T;
}

/** SQL condition: the project aliased `p` is one the user owns or is a member of. */
export function visibleTo(sql: Queryable, userId: string) {
  return sql`(p.owner_id = ${userId} OR EXISTS (
    SELECT 1 FROM project_members m WHERE m.project_id = p.id AND m.user_id = ${userId}))`;
}
