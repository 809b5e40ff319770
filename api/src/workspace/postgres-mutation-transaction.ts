import type {
  ChildEntity,
  ChildLinkField,
  EntityRow,
  FieldMatch,
  IdStatus,
  MutationTransaction,
  ProjectRow,
  SyncedEntity,
  VotableEntity,
} from '@trilha/sync';
import type { Queryable } from '../db/connect';
import { readChildIds, readIdStatuses, readLiveRow, readRecordIds } from './row-reads';
import { tableOf, toColumnValues, visibleTo } from './tables';

/**
 * The server's side of the mutators: Postgres, inside one transaction.
 *
 * - Access: a user reaches only projects they own or are a member of (an administrator, when
 *   `asAdmin`, reaches any); anything else reads as missing.
 * - Versions: the first write to a project in the transaction locks its row and bumps its
 *   version_counter once; every row written is stamped with that value as its sync_version, so a
 *   pull asking "project P after version n" sees each change exactly once, in commit order.
 */
export class PostgresMutationTransaction implements MutationTransaction {
  /**
   * The version each project was bumped to in this transaction. A sync push runs many
   * mutations in one transaction and passes the map along, so a project is bumped once per push.
   */
  readonly projectVersions: Map<string, string>;
  private readonly projectOfRow = new Map<string, string>();
  private readonly timestamp = new Date().toISOString();

  constructor(
    private readonly tx: Queryable,
    readonly userId: string,
    private readonly options: { asAdmin?: boolean; projectVersions?: Map<string, string> } = {},
  ) {
    this.projectVersions = new Map(options.projectVersions);
  }

  /** Unsigned unless guarded: ProjectWriteAccess's transaction signs with the session's user. */
  readonly authorName: string = '';

  now(): string {
    return this.timestamp;
  }

  private access() {
    return this.options.asAdmin ? this.tx`true` : visibleTo(this.tx, this.userId);
  }

  /**
   * The record as it is once its project is locked for this transaction. A mutation reads what
   * it then writes back (a list it appends to), so the project's lock — taken by its version
   * bump, held until commit — must come before the read that counts: a write of another device
   * to the same project that committed while this one waited for the lock is read again here,
   * never overwritten with a list read before it.
   */
  async get<E extends SyncedEntity>(entity: E, id: string): Promise<EntityRow<E> | undefined> {
    const row = await readLiveRow(this.tx, entity, id, this.access());
    if (!row) return undefined;
    const projectId = entity === 'projects' ? id : (row as { projectId: string }).projectId;
    this.projectOfRow.set(id, projectId);
    if (this.projectVersions.has(projectId)) return row;
    await this.stamp(projectId);
    return readLiveRow(this.tx, entity, id, this.access());
  }

  async idStatus(entity: SyncedEntity, id: string): Promise<IdStatus> {
    return (await readIdStatuses(this.tx, entity, [id], this.access())).get(id) ?? 'absent';
  }

  async insert<E extends SyncedEntity>(entity: E, row: EntityRow<E>): Promise<void> {
    const { tx } = this;
    if (entity === 'projects') {
      const project = row as ProjectRow;
      await tx`INSERT INTO projects ${tx({ ...project, versionCounter: 1, syncVersion: 1 })}`;
      this.projectVersions.set(project.id, '1');
      return;
    }
    const projectId = (row as { projectId: string }).projectId;
    const syncVersion = await this.stamp(projectId);
    const values = toColumnValues(tx, entity, { ...row, syncVersion });
    await tx`INSERT INTO ${tx(tableOf(entity))} ${tx(values)} ON CONFLICT (id) DO NOTHING`;
  }

  async update<E extends SyncedEntity>(
    entity: E,
    id: string,
    changes: Partial<EntityRow<E>>,
  ): Promise<void> {
    const { tx } = this;
    const syncVersion = await this.stamp(await this.projectIdOf(entity, id));
    const values = toColumnValues(tx, entity, { ...changes, syncVersion });
    await tx`UPDATE ${tx(tableOf(entity))} SET ${tx(values)} WHERE id = ${id}`;
  }

  async childIds(entity: ChildEntity, field: ChildLinkField, parentId: string): Promise<string[]> {
    const children = await readChildIds(this.tx, entity, field, parentId);
    // Remembered so that removing them along with their parent reads nothing more.
    for (const { id, projectId } of children) this.projectOfRow.set(id, projectId);
    return children.map(({ id }) => id);
  }

  async recordIds(entity: ChildEntity, projectId: string, match?: FieldMatch): Promise<string[]> {
    const ids = await readRecordIds(this.tx, entity, projectId, match);
    for (const id of ids) this.projectOfRow.set(id, projectId);
    return ids;
  }

  async remove(entity: SyncedEntity, id: string): Promise<void> {
    const { tx } = this;
    const syncVersion = await this.stamp(await this.projectIdOf(entity, id));
    await tx`
      UPDATE ${tx(tableOf(entity))}
      SET deleted_at = now(), updated_at = now(), sync_version = ${syncVersion}
      WHERE id = ${id}`;
  }

  async addVotes(entity: VotableEntity, id: string, delta: number): Promise<void> {
    const { tx } = this;
    const syncVersion = await this.stamp(await this.projectIdOf(entity, id));
    await tx`
      UPDATE ${tx(tableOf(entity))} SET votes = votes + ${delta}, sync_version = ${syncVersion}
      WHERE id = ${id}`;
  }

  mayDeleteProject(project: ProjectRow): boolean {
    return Boolean(this.options.asAdmin) || project.ownerId === this.userId;
  }

  /** Locks the project row and bumps its counter, once per transaction. */
  private async stamp(projectId: string): Promise<string> {
    const known = this.projectVersions.get(projectId);
    if (known) return known;
    const [row] = await this.tx`
      UPDATE projects SET version_counter = version_counter + 1 WHERE id = ${projectId}
      RETURNING version_counter`;
    if (!row) throw new Error(`project ${projectId} vanished during a write`);
    const version = String(row.versionCounter);
    this.projectVersions.set(projectId, version);
    return version;
  }

  private async projectIdOf(entity: SyncedEntity, id: string): Promise<string> {
    if (entity === 'projects') return id;
    const known = this.projectOfRow.get(id);
    if (known) return known;
    const [row] = await this
      .tx`SELECT project_id FROM ${this.tx(tableOf(entity))} WHERE id = ${id}`;
    if (!row) throw new Error(`${entity} ${id} vanished during a write`);
    return row.projectId as string;
  }
}
