import {
  CHILD_ENTITIES,
  CHILD_ENTITY_NAMES,
  type ChildEntity,
  type ChildLinkField,
  type EntityRow,
  type FieldMatch,
  type IdStatus,
  type MutationTransaction,
  type ProjectRow,
  type PushedMutation,
  roomControlId,
  type SyncedEntity,
  type VotableEntity,
} from '@trilha/sync';
import type { Queryable } from '../db/connect';
import {
  readChildIds,
  readIdStatuses,
  readLiveRow,
  readLiveRows,
  readRecordIds,
} from '../workspace/row-reads';
import { columnsOf, tableOf, toColumnValues, visibleTo } from '../workspace/tables';

type Row = Record<string, unknown>;

/** What a batch does to one record: created here (with its final state), or changes to it. */
interface RowWrite {
  entity: SyncedEntity;
  id: string;
  projectId: string;
  /** Created in this batch: `row` is its final state. */
  created: boolean;
  row: Row;
  /** Fields changed on an existing record (field-level last-writer-wins). */
  changes: Row;
  /** Votes added to an existing record, applied as an increment. */
  votes: number;
  deleted: boolean;
}

const keyOf = (entity: SyncedEntity, id: string) => `${entity}:${id}`;
/** Mutation prefix ('idea') → entity ('ideas'). */
const ENTITY_OF_PREFIX = new Map<string, SyncedEntity>([
  ['project', 'projects'],
  ...CHILD_ENTITY_NAMES.map((entity) => [CHILD_ENTITIES[entity].mutation, entity] as const),
]);

/**
 * The fast path of a sync push: the mutators run against an in-memory overlay of the records
 * they touch, and the outcome is written at the end in a handful of statements (one multi-row
 * INSERT per table, one UPDATE per changed record, one version bump for all projects) instead
 * of several round trips per mutation.
 *
 * It relies on the mutators' rule that they refuse a mutation before writing anything, so a
 * refused mutation leaves the overlay untouched (checked: a write followed by a refusal throws,
 * and the push falls back to the one-by-one path). Any database error at the end rolls the
 * whole push back; processPush then retries it mutation by mutation.
 */
export class PushBatchTransaction implements MutationTransaction {
  private readonly rows = new Map<string, Row | null>();
  private readonly statuses = new Map<string, IdStatus>();
  private readonly writes = new Map<string, RowWrite>();
  /** Each locked project's version counter as the lock found it: nobody else moves it now. */
  private readonly lockedVersions = new Map<string, number>();
  private readonly timestamp = new Date().toISOString();
  private wroteInCurrentMutation = false;

  constructor(
    private readonly sql: Queryable,
    readonly userId: string,
  ) {}

  /** Unsigned unless guarded: ProjectWriteAccess's transaction signs with the session's user. */
  readonly authorName: string = '';

  now(): string {
    return this.timestamp;
  }

  private access() {
    return visibleTo(this.sql, this.userId);
  }

  /**
   * Reads in one statement per table what the push will look at: whether the ids it creates
   * are free, and the records it changes, deletes or votes on (and their projects).
   */
  async prefetch(mutations: readonly PushedMutation[]): Promise<void> {
    const created = new Map<SyncedEntity, Set<string>>();
    const touched = new Map<SyncedEntity, Set<string>>();
    const add = (map: Map<SyncedEntity, Set<string>>, entity: SyncedEntity, id: unknown) => {
      if (typeof id !== 'string' || !isUuid(id)) return;
      map.set(entity, (map.get(entity) ?? new Set()).add(id));
    };
    for (const { name, args } of mutations) {
      const [prefix, action] = name.split('.');
      const entity = prefix ? ENTITY_OF_PREFIX.get(prefix) : undefined;
      const fields = (args ?? {}) as { id?: unknown; projectId?: unknown };
      if (!entity) continue;
      if (action === 'create') add(created, entity, fields.id);
      else add(touched, entity, fields.id);
      add(touched, 'projects', fields.projectId);
    }
    const projectIds = await this.projectsOf(touched);
    // One round trip under the lock: postgres.js sends a transaction's queries one after another
    // without waiting for each answer, and Postgres runs them in that order, so every read below
    // runs once the lock is held and sees what the push before it committed. A room's pushes
    // queue on their project's lock, so each trip held under it is paid by everyone behind
    // (issue 34; with `flush`, a push holds its project over two trips and its commit).
    const locked = projectIds.length > 0 ? this.lockProjects(projectIds) : undefined;
    const reads: Promise<unknown>[] = [...created].map(async ([entity, ids]) => {
      for (const [id, status] of await readIdStatuses(this.sql, entity, [...ids], this.access())) {
        this.statuses.set(keyOf(entity, id), status);
      }
    });
    const toRead = new Map<SyncedEntity, Set<string>>([['projects', new Set(projectIds)]]);
    for (const entity of CHILD_ENTITY_NAMES) toRead.set(entity, new Set(touched.get(entity)));
    // What a room's lock and facilitators say (FacilitatorRights reads it for anyone but the
    // owner): read in the same trip rather than in one of its own while applying.
    for (const projectId of projectIds) toRead.get('roomControls')?.add(roomControlId(projectId));
    for (const [entity, ids] of toRead) reads.push(this.readIntoCache(entity, [...ids]));
    await Promise.all([locked, ...reads]);
  }

  /**
   * The projects the push writes to, in id order: the projects it names, and those of the
   * records it changes (read without a lock: a child record never moves to another project).
   */
  private async projectsOf(touched: Map<SyncedEntity, Set<string>>): Promise<string[]> {
    const { sql } = this;
    const projectIds = new Set(touched.get('projects'));
    for (const entity of CHILD_ENTITY_NAMES) {
      const ids = [...(touched.get(entity) ?? [])];
      if (ids.length === 0) continue;
      const rows =
        await sql`SELECT project_id FROM ${sql(tableOf(entity))} WHERE id IN ${sql(ids)}`;
      for (const row of rows) projectIds.add(String(row.projectId));
    }
    return [...projectIds].sort();
  }

  /**
   * Locks the projects the push writes to, in id order, before anything is read for good.
   * Another device's push to the same project waits here until this one commits and then
   * reads what it wrote: without it both would read a list, each append its item and write
   * the list back, and the second would erase the first one's sticky note.
   */
  private async lockProjects(projectIds: readonly string[]): Promise<void> {
    const { sql } = this;
    const locked = await sql<{ id: string; versionCounter: string }[]>`
      SELECT id, version_counter FROM projects WHERE id IN ${sql(projectIds)}
      ORDER BY id FOR UPDATE`;
    for (const row of locked) this.lockedVersions.set(row.id, Number(row.versionCounter));
  }

  /** Reads the rows not cached yet, in one query (one missing is cached as null); returns them. */
  private async readIntoCache(entity: SyncedEntity, ids: readonly string[]): Promise<Row[]> {
    const unread = ids.filter((id) => !this.rows.has(keyOf(entity, id)));
    const found = await readLiveRows(this.sql, entity, unread, this.access());
    const rows: Row[] = [];
    for (const id of unread) {
      const row = (found.get(id) as Row | undefined) ?? null;
      this.rows.set(keyOf(entity, id), row);
      if (row) rows.push(row);
    }
    return rows;
  }

  /** Marks the start of a mutation, to check the refuse-before-writing rule. */
  startMutation(): void {
    this.wroteInCurrentMutation = false;
  }

  get wroteInMutation(): boolean {
    return this.wroteInCurrentMutation;
  }

  async get<E extends SyncedEntity>(entity: E, id: string): Promise<EntityRow<E> | undefined> {
    const key = keyOf(entity, id);
    let row = this.rows.get(key);
    if (row === undefined) {
      row = ((await readLiveRow(this.sql, entity, id, this.access())) as Row | undefined) ?? null;
      this.rows.set(key, row);
      if (row) this.statuses.set(key, 'live');
    }
    if (!row) return undefined;
    // A record of a project deleted earlier in this push is gone too.
    if (entity !== 'projects' && !(await this.get('projects', String(row.projectId))))
      return undefined;
    return { ...row } as EntityRow<E>;
  }

  async idStatus(entity: SyncedEntity, id: string): Promise<IdStatus> {
    const key = keyOf(entity, id);
    const known = this.statuses.get(key);
    if (known) return known;
    const status =
      (await readIdStatuses(this.sql, entity, [id], this.access())).get(id) ?? 'absent';
    this.statuses.set(key, status);
    return status;
  }

  async insert<E extends SyncedEntity>(entity: E, row: EntityRow<E>): Promise<void> {
    const fields = row as unknown as Row;
    const id = String(fields.id);
    const projectId = entity === 'projects' ? id : String(fields.projectId);
    this.rows.set(keyOf(entity, id), { ...fields });
    this.statuses.set(keyOf(entity, id), 'live');
    this.record({
      entity,
      id,
      projectId,
      created: true,
      row: { ...fields },
      changes: {},
      votes: 0,
      deleted: false,
    });
  }

  async update<E extends SyncedEntity>(
    entity: E,
    id: string,
    changes: Partial<EntityRow<E>>,
  ): Promise<void> {
    const write = await this.writeFor(entity, id);
    Object.assign(write.created ? write.row : write.changes, changes);
    this.rows.set(keyOf(entity, id), { ...(this.rows.get(keyOf(entity, id)) ?? {}), ...changes });
  }

  /** The stored children, as this batch has changed them, plus those it created. */
  async childIds(entity: ChildEntity, field: ChildLinkField, parentId: string): Promise<string[]> {
    const stored = (await readChildIds(this.sql, entity, field, parentId)).map(({ id }) => id);
    // Read in one go: removing them along with their parent then reads nothing more.
    await this.readIntoCache(entity, stored);
    const created = [...this.writes.values()]
      .filter((write) => write.entity === entity && write.created && write.row[field] === parentId)
      .map((write) => write.id);
    return [...new Set([...stored, ...created])].filter(
      (id) => this.statuses.get(keyOf(entity, id)) !== 'deleted',
    );
  }

  /**
   * The project's records as this batch has them: the stored ones that matched before the
   * batch, plus the ones it created or changed, each checked against its state now (a note
   * moved into a group earlier in this push is one of its notes; one moved out is not).
   */
  async recordIds(entity: ChildEntity, projectId: string, match?: FieldMatch): Promise<string[]> {
    const stored = await readRecordIds(this.sql, entity, projectId, match);
    // Read in one go: changing them then reads nothing more.
    await this.readIntoCache(entity, stored);
    const written = [...this.writes.values()]
      .filter((write) => write.entity === entity && write.projectId === projectId)
      .map((write) => write.id);
    return [...new Set([...stored, ...written])].filter((id) => {
      const row = this.rows.get(keyOf(entity, id));
      return row && (!match || row[match.field] === match.value);
    });
  }

  async remove(entity: SyncedEntity, id: string): Promise<void> {
    (await this.writeFor(entity, id)).deleted = true;
    this.rows.set(keyOf(entity, id), null);
    this.statuses.set(keyOf(entity, id), 'deleted');
  }

  async addVotes(entity: VotableEntity, id: string, delta: number): Promise<void> {
    const write = await this.writeFor(entity, id);
    if (write.created) write.row.votes = Number(write.row.votes ?? 0) + delta;
    else write.votes += delta;
    const row = this.rows.get(keyOf(entity, id));
    if (row) row.votes = Number(row.votes ?? 0) + delta;
  }

  mayDeleteProject(project: ProjectRow): boolean {
    return project.ownerId === this.userId;
  }

  /**
   * Sends the writes of the whole batch, in order, and hands back their answers still to come
   * (`answered`), so that the transaction's COMMIT can follow them in the same trip. The first
   * to fail fails the rest and `answered`; the transaction is then aborted.
   */
  async flush(): Promise<{ answered: Promise<unknown> }> {
    const { sql } = this;
    const writes = [...this.writes.values()];
    if (writes.length === 0) return { answered: Promise.resolve() };

    // One bump per project. A project locked by `prefetch` gets the version after the one the
    // lock found, known without asking: its bump and every write below are then sent in one
    // trip (postgres.js sends them in order, without waiting for each answer; the first to fail
    // fails the rest, and the push falls back to its safe path). Any other project is bumped
    // first, which locks it too, and its new version read back.
    const versions = new Map<string, number>();
    const existing = new Set<string>();
    for (const write of writes) {
      if (write.entity === 'projects' && write.created) versions.set(write.id, 1);
      else existing.add(write.projectId);
    }
    for (const id of versions.keys()) existing.delete(id);
    const lockedBumps = [...existing].filter((id) => this.lockedVersions.has(id));
    const unlocked = [...existing].filter((id) => !this.lockedVersions.has(id));
    if (unlocked.length > 0) {
      const bumped = await sql`
        UPDATE projects SET version_counter = version_counter + 1 WHERE id IN ${sql(unlocked)}
        RETURNING id, version_counter`;
      for (const row of bumped) versions.set(row.id, Number(row.versionCounter));
    }
    const statements: Promise<unknown>[] = [];
    if (lockedBumps.length > 0) {
      for (const id of lockedBumps) versions.set(id, (this.lockedVersions.get(id) ?? 0) + 1);
      statements.push(
        sql`
        UPDATE projects SET version_counter = version_counter + 1 WHERE id IN ${sql(lockedBumps)}`.execute(),
      );
    }
    const versionOf = (write: RowWrite) => {
      const version = versions.get(write.projectId);
      if (version === undefined)
        throw new Error(`project ${write.projectId} vanished during a push`);
      return version;
    };

    // Creates, parents before children (the tables' foreign keys).
    for (const entity of ['projects', ...CHILD_ENTITY_NAMES] as SyncedEntity[]) {
      const created = writes.filter((write) => write.entity === entity && write.created);
      if (created.length === 0) continue;
      const columns = [
        ...columnsOf(entity),
        'syncVersion',
        'deletedAt',
        ...(entity === 'projects' ? ['versionCounter'] : []),
      ];
      const values = created.map((write) =>
        toColumnValues(sql, entity, {
          ...write.row,
          syncVersion: versionOf(write),
          deletedAt: write.deleted ? this.timestamp : null,
          ...(entity === 'projects' ? { versionCounter: 1 } : {}),
        }),
      );
      statements.push(
        sql`INSERT INTO ${sql(tableOf(entity))} ${sql(values, columns as never)} ON CONFLICT (id) DO NOTHING`.execute(),
      );
    }

    // Changes to records that existed before this push: fields per record, votes and deletes
    // per table in one statement each.
    const existingWrites = writes.filter((write) => !write.created);
    for (const write of existingWrites) {
      if (write.deleted || Object.keys(write.changes).length === 0) continue;
      const values = toColumnValues(sql, write.entity, {
        ...write.changes,
        syncVersion: versionOf(write),
      });
      statements.push(
        sql`UPDATE ${sql(tableOf(write.entity))} SET ${sql(values)} WHERE id = ${write.id}`.execute(),
      );
    }
    for (const entity of ['projects', ...CHILD_ENTITY_NAMES] as SyncedEntity[]) {
      const ofEntity = existingWrites.filter((write) => write.entity === entity);
      const table = sql(tableOf(entity));
      const votes = ofEntity.filter((write) => write.votes !== 0 && !write.deleted);
      if (votes.length > 0) {
        const rows = votes.map((write) => [write.id, write.votes, versionOf(write)]);
        statements.push(
          sql`
          UPDATE ${table} t SET votes = t.votes + v.delta::int, sync_version = v.version::bigint
          FROM (VALUES ${sql(rows as never)}) AS v (id, delta, version)
          WHERE t.id = v.id::uuid`.execute(),
        );
      }
      const deletes = ofEntity.filter((write) => write.deleted);
      if (deletes.length > 0) {
        const rows = deletes.map((write) => [write.id, versionOf(write)]);
        statements.push(
          sql`
          UPDATE ${table} t SET deleted_at = now(), updated_at = now(), sync_version = v.version::bigint
          FROM (VALUES ${sql(rows as never)}) AS v (id, version)
          WHERE t.id = v.id::uuid`.execute(),
        );
      }
    }
    const answered = Promise.all(statements);
    // Marked as handled here: the transaction's COMMIT awaits it, unless something failed first.
    answered.catch(() => {});
    return { answered };
  }

  private record(write: RowWrite): void {
    this.wroteInCurrentMutation = true;
    this.writes.set(keyOf(write.entity, write.id), write);
  }

  /** The write record of a record that exists (the mutator has checked it). */
  private async writeFor(entity: SyncedEntity, id: string): Promise<RowWrite> {
    this.wroteInCurrentMutation = true;
    const key = keyOf(entity, id);
    const known = this.writes.get(key);
    if (known) return known;
    // A delete checks only idStatus: read the record now for its project.
    const row = this.rows.get(key) ?? ((await this.get(entity, id)) as Row | undefined);
    if (!row) throw new Error(`${entity} ${id} written while missing`);
    const projectId = entity === 'projects' ? id : String(row.projectId);
    const write: RowWrite = {
      entity,
      id,
      projectId,
      created: false,
      row,
      changes: {},
      votes: 0,
      deleted: false,
    };
    this.writes.set(key, write);
    return write;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => UUID.test(value);
