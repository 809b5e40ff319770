import type { ChildEntity, EntityRow, SyncedEntity, VotableEntity } from '../entities';
import type {
  ChildLinkField,
  FieldMatch,
  IdStatus,
  MutationTransaction,
} from '../mutation-transaction';
import type { TrilhaDatabase } from './database';

/**
 * The browser's side of the mutators: Dexie, inside the caller's transaction. Before a pending
 * mutation first touches a row, the row's prior state is saved as a shadow (see Shadow).
 *
 * Locally only live rows are kept (deletes remove them), and a record whose project is gone
 * reads as missing, as on the server.
 */
export class DexieMutationTransaction implements MutationTransaction {
  constructor(
    private readonly db: TrilhaDatabase,
    readonly userId: string,
    /** The signed-in user's name: a record created here shows its author before the push. */
    readonly authorName = '',
  ) {}

  now(): string {
    return new Date().toISOString();
  }

  async get<E extends SyncedEntity>(entity: E, id: string): Promise<EntityRow<E> | undefined> {
    const row = await this.db.entityTable(entity).get(id);
    if (!row) return undefined;
    if (entity !== 'projects' && !(await this.db.projects.get(String(row.projectId))))
      return undefined;
    return row as unknown as EntityRow<E>;
  }

  async idStatus(entity: SyncedEntity, id: string): Promise<IdStatus> {
    return (await this.db.entityTable(entity).get(id)) ? 'live' : 'absent';
  }

  async insert<E extends SyncedEntity>(entity: E, row: EntityRow<E>): Promise<void> {
    const id = (row as { id: string }).id;
    await this.keepShadow(entity, id);
    await this.db.entityTable(entity).put(row as unknown as Record<string, unknown>);
  }

  async update<E extends SyncedEntity>(entity: E, id: string, changes: Partial<EntityRow<E>>) {
    await this.keepShadow(entity, id);
    await this.db.entityTable(entity).update(id, changes as Record<string, unknown>);
  }

  async childIds(entity: ChildEntity, field: ChildLinkField, parentId: string): Promise<string[]> {
    return (await this.db.entityTable(entity).where(field).equals(parentId).primaryKeys()).map(
      String,
    );
  }

  async recordIds(entity: ChildEntity, projectId: string, match?: FieldMatch): Promise<string[]> {
    const ofProject = this.db.entityTable(entity).where('projectId').equals(projectId);
    const found = match ? ofProject.filter((row) => row[match.field] === match.value) : ofProject;
    return (await found.primaryKeys()).map(String);
  }

  async remove(entity: SyncedEntity, id: string): Promise<void> {
    await this.keepShadow(entity, id);
    await this.db.entityTable(entity).delete(id);
  }

  async addVotes(entity: VotableEntity, id: string, delta: number): Promise<void> {
    await this.keepShadow(entity, id);
    await this.db
      .entityTable(entity)
      .where('id')
      .equals(id)
      .modify((row) => {
        row.votes = Number(row.votes ?? 0) + delta;
      });
  }

  mayDeleteProject(project: EntityRow<'projects'>): boolean {
    return project.ownerId === this.userId;
  }

  private async keepShadow(entity: SyncedEntity, id: string): Promise<void> {
    const key = `${entity}:${id}`;
    if (await this.db.shadows.get(key)) return;
    const row = (await this.db.entityTable(entity).get(id)) ?? null;
    await this.db.shadows.put({ key, entity, id, row });
  }
}
