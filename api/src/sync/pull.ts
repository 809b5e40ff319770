import { CHILD_ENTITY_NAMES, type PullResponse, type SyncedEntity } from '@trilha/sync';
import type { Sql } from '../db/connect';
import { columnsOf, tableOf, timestampColumnsOf, visibleTo } from '../workspace/tables';
import { type Cursor, decodeCursor, encodeCursor, endOf, type Position, START } from './cursor';
import { type RejectionRecord, rejectedMutationOf } from './rejections';
import { SharedReads } from './shared-reads';

/** The kinds of rows, in the order changes of one version are delivered. */
const KINDS: readonly SyncedEntity[] = ['projects', ...CHILD_ENTITY_NAMES];
/** Rows per page: a first pull of a big workshop arrives in several answers (hasMore). */
export const PULL_PAGE_SIZE = 2_000;

interface ChangeRow {
  kind: number;
  id: string;
  syncVersion: string;
  deleted: boolean;
  data: Record<string, unknown>;
}

type Change = PullResponse['changes'][number];

/** A change as every device a poke wakes is given it: made once per shared read. */
interface PulledChange {
  kind: number;
  id: string;
  syncVersion: string;
  change: Change;
  /** A time-spent row's person (docs/decisions/0028): only they pull it. */
  timeOf?: unknown;
}

/**
 * Rows of kind `kind` past `from` in (version, kind, id) order, written per kind so that each
 * branch is a range scan of its (project_id, sync_version, id) index (migration 0011) starting
 * at the cursor: a later page never re-reads the rows earlier pages delivered.
 */
function pastCursor(sql: Sql, kind: number, from: Position) {
  if (kind < from.kind) return sql`t.sync_version > ${from.version}`;
  if (kind > from.kind) return sql`t.sync_version >= ${from.version}`;
  return sql`(t.sync_version, t.id) > (${from.version}, ${from.id}::uuid)`;
}

/**
 * Every change of one project after `from`, in delivery order: one statement, one snapshot.
 * The page is chosen on keys alone (at most `limit` per kind, read in index order); only the
 * rows of the page are then turned into JSON.
 */
function changesQuery(sql: Sql, projectId: string, from: Position, limit: number) {
  const keys = KINDS.map((entity, kind) => {
    const ofProject = entity === 'projects' ? sql`t.id` : sql`t.project_id`;
    return sql`(SELECT ${kind}::int AS kind, t.id, t.sync_version FROM ${sql(tableOf(entity))} t
      WHERE ${ofProject} = ${projectId} AND ${pastCursor(sql, kind, from)}
      ORDER BY t.sync_version, t.id LIMIT ${limit})`;
  }).reduce((all, branch) => sql`${all} UNION ALL ${branch}`);
  const rows = KINDS.map(
    (entity, kind) =>
      sql`SELECT page.kind, page.id, page.sync_version, t.deleted_at IS NOT NULL AS deleted,
            to_jsonb(t) AS data
          FROM page JOIN ${sql(tableOf(entity))} t ON t.id = page.id WHERE page.kind = ${kind}`,
  ).reduce((all, branch) => sql`${all} UNION ALL ${branch}`);
  return sql<ChangeRow[]>`
    WITH page AS MATERIALIZED (
      SELECT * FROM (${keys}) keys ORDER BY sync_version, kind, id LIMIT ${limit})
    SELECT * FROM (${rows}) changes ORDER BY sync_version, kind, id`;
}

/**
 * A project's changes after a position do not depend on who asks (a pull's visibility is decided
 * per project, before): the devices a poke wakes together share one read. Per pool, like the
 * poke buses, so test databases never share.
 */
const sharedChanges = new WeakMap<Sql, SharedReads<PulledChange[]>>();

function readChanges(sql: Sql, projectId: string, from: Position, limit: number, latest: number) {
  let shared = sharedChanges.get(sql);
  if (!shared) {
    shared = new SharedReads();
    sharedChanges.set(sql, shared);
  }
  // `latest` is the project's version as this caller read it: rows up to it are committed, so
  // an answer read for the same (position, latest) is one this caller may be given.
  const key = `${projectId}|${from.version}|${from.kind}|${from.id}|${limit}|${latest}`;
  return shared.read(key, async () =>
    (await changesQuery(sql, projectId, from, limit)).map((row) => pulledChange(projectId, row)),
  );
}

function pulledChange(projectId: string, row: ChangeRow): PulledChange {
  const entity = KINDS[row.kind] as SyncedEntity;
  return {
    kind: row.kind,
    id: row.id,
    syncVersion: row.syncVersion,
    change: row.deleted
      ? { entity, id: row.id, projectId, deleted: true }
      : { entity, row: toSyncedRow(entity, row.data) },
    timeOf: entity === 'timeSpent' ? row.data.userId : undefined,
  };
}

/** The row as the API shows it: only its fields, timestamps in the same ISO form as REST. */
function toSyncedRow(entity: SyncedEntity, data: Record<string, unknown>): Record<string, unknown> {
  const timestamps = timestampColumnsOf(entity);
  const row: Record<string, unknown> = {};
  for (const column of columnsOf(entity)) {
    const value = data[column];
    row[column] =
      timestamps.has(column) && typeof value === 'string' ? new Date(value).toISOString() : value;
  }
  return row;
}

/**
 * Someone else's time on the project (docs/decisions/0028): read with the project's rows (the
 * read is shared by every member a poke wakes), then left out, so each person pulls only their
 * own; the cursor still moves past it.
 */
const isOthersTime = (pulled: PulledChange, userId: string) =>
  pulled.timeOf !== undefined && pulled.timeOf !== userId;

/**
 * The projects the user sees, with their versions, and how far this client's mutations have
 * been dealt with: one statement, for a room's devices pull several times a second (issue 34).
 */
async function projectsAndClient(
  sql: Sql,
  userId: string,
  clientId: string | undefined,
  onlyProjectId: string | undefined,
) {
  const clientRecord =
    clientId === undefined
      ? sql`NULL`
      : sql`(SELECT last_mutation_id FROM sync_clients WHERE id = ${clientId} AND user_id = ${userId})`;
  const [found] = await sql<
    { lastMutationId: string | null; projects: [id: string, versionCounter: string][] }[]
  >`
    SELECT
      ${clientRecord} AS last_mutation_id,
      coalesce((
        SELECT json_agg(json_build_array(p.id, p.version_counter::text) ORDER BY p.id)
        FROM projects p
        WHERE p.deleted_at IS NULL AND ${visibleTo(sql, userId)}
          ${onlyProjectId === undefined ? sql`` : sql`AND p.id = ${onlyProjectId}`}
      ), '[]') AS projects`;
  return {
    /** null: no record of this client (it never pushed, or it is another account's). */
    lastMutationId: found?.lastMutationId ?? null,
    projects: (found?.projects ?? []).map(([id, versionCounter]) => ({ id, versionCounter })),
  };
}

/**
 * What changed, since the client's cursor, in the projects the user may see; which projects
 * to drop (deleted, or access lost); and how far this client's mutations have been dealt with.
 * With `onlyProjectId`, the changes of that one project (if the user may see it), under a
 * cursor that names only it: a pull page a device can take as its first (see projectPageData).
 */
export async function processPull(
  sql: Sql,
  userId: string,
  request: {
    cursor?: string | undefined;
    clientId?: string | undefined;
    after?: number | undefined;
  },
  pageSize = PULL_PAGE_SIZE,
  onlyProjectId?: string,
): Promise<PullResponse> {
  const cursor = decodeCursor(request.cursor);
  const { projects, lastMutationId: clientRecord } = await projectsAndClient(
    sql,
    userId,
    request.clientId,
    onlyProjectId,
  );
  const live = new Set(projects.map((project) => project.id));
  const removedProjects = [...cursor.keys()].filter((projectId) => !live.has(projectId));

  const next: Cursor = new Map();
  const changes: PullResponse['changes'] = [];
  let hasMore = false;
  for (const project of projects) {
    const from = cursor.get(project.id) ?? START;
    const latest = Number(project.versionCounter);
    const budget = pageSize - changes.length;
    if (from.version >= latest && from.kind === START.kind) {
      next.set(project.id, from);
      continue;
    }
    if (budget <= 0) {
      hasMore = true;
      next.set(project.id, from);
      continue;
    }
    const rows = await readChanges(sql, project.id, from, budget + 1, latest);
    const page = rows.slice(0, budget);
    for (const pulled of page) if (!isOthersTime(pulled, userId)) changes.push(pulled.change);
    const last = page.at(-1);
    if (rows.length > budget && last) {
      hasMore = true;
      next.set(project.id, { version: Number(last.syncVersion), kind: last.kind, id: last.id });
    } else {
      const lastVersion = last ? Number(last.syncVersion) : 0;
      next.set(project.id, endOf(Math.max(latest, lastVersion, from.version)));
    }
  }

  const lastMutationId = Number(clientRecord ?? 0);
  // Refusals are recorded with the mutations they refuse: none can lie past the last one dealt
  // with, so a device that has heard of all of them (most pulls) costs no read of them.
  const rejected =
    clientRecord !== null && lastMutationId > (request.after ?? 0)
      ? await sql<RejectionRecord[]>`
        SELECT mutation_id::int AS id, name, reason, code, params, message FROM sync_rejections
        WHERE client_id = ${String(request.clientId)} AND mutation_id > ${request.after ?? 0}
        ORDER BY mutation_id`
      : [];
  return {
    cursor: encodeCursor(next),
    hasMore,
    changes,
    removedProjects,
    lastMutationId,
    rejected: rejected.map(rejectedMutationOf),
  };
}
