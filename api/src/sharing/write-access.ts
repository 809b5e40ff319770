import {
  type AnyRow,
  type ChildEntity,
  type ChildLinkField,
  type EntityRow,
  type FieldMatch,
  type IdStatus,
  MutationRejected,
  type MutationTransaction,
  type ProjectRow,
  type SyncedEntity,
  type VotableEntity,
} from '@trilha/sync';
import { type PlanLimitGuard, runMutationWithinPlan } from '../billing/mutation-limits';
import type { Queryable } from '../db/connect';
import { ApiError } from '../http/errors';
import { type GuestRights, refuseGuest } from '../rooms/guest-rights';
import { FacilitatorRights, type FacilitatorWrite } from './facilitator-rights';
import { findProjectAccess, loadWriterRoles } from './repository';
import { type ViewerWrite, viewerMayWrite } from './viewer-rights';

/**
 * Refuses a viewer of the project, with the 403 of any refused write, before work whose result
 * would be written to the project: the AI analysis, which costs a model's answer first.
 */
export async function refuseViewer(
  sql: Queryable,
  userId: string,
  projectId: string,
): Promise<void> {
  const role = (await findProjectAccess(sql, projectId, userId))?.role;
  if (role === 'viewer') throw new ApiError(403, 'forbidden', 'project.viewer_cannot_write');
  if (role === 'guest') throw new ApiError(403, 'forbidden', 'room.guest_cannot_change');
}

/** A mutation to run: its name, arguments, and the author a linked hub relays (decision 0021). */
export interface MutationToRun {
  name: string;
  args: unknown;
  authorName?: string | undefined;
}

/** A mutation that was applied, as a hub keeps it for the cloud (api/src/upstream/outbox.ts). */
export interface AppliedMutation {
  projectId: string;
  name: string;
  args: unknown;
  authorName: string;
  /** The records it wrote, as 'entity:id'. */
  touched: string[];
}

/**
 * The project roles over a batch of writes (one REST call or one sync push): refuses every write
 * to a project where the user is a viewer but their comments (viewer-rights.ts), before it
 * happens, and remembers which projects were written so their people can be poked once the
 * transaction commits. Owners and editors write
 * as before; who may delete a project stays the transaction's own rule (the owner). A room's
 * guest writes only what decision 0020 gives them (rooms/guest-rights.ts), and signs nothing
 * but their own name: the author of what this access creates is the user's name as stored.
 */
export class ProjectWriteAccess {
  /** Projects written through this access (including ones a rolled-back savepoint wrote). */
  readonly writtenProjects = new Set<string>();
  /** The mutations `run` applied that wrote something, in order (a hub's outbox takes them). */
  readonly applied: AppliedMutation[] = [];

  private constructor(
    private readonly readOnlyProjects: ReadonlySet<string>,
    private readonly guestProjects: ReadonlySet<string>,
    /** The name records created through this access are signed with. */
    readonly authorName: string,
    /** A guest account: it belongs to its room's project and creates no project of its own. */
    readonly isGuestAccount: boolean,
    /** Whether the room's facilitator rules apply (an administrator acting as such: no). */
    readonly checksFacilitators = true,
  ) {}

  static async load(sql: Queryable, userId: string): Promise<ProjectWriteAccess> {
    const roles = await loadWriterRoles(sql, userId);
    return new ProjectWriteAccess(
      roles.viewerProjects,
      roles.guestProjects,
      roles.name,
      roles.accountRole === 'guest',
    );
  }

  /** An administrator acting as such is no member of anything: nothing is read-only to them. */
  static unrestricted(): ProjectWriteAccess {
    return new ProjectWriteAccess(new Set(), new Set(), '', false, false);
  }

  /**
   * Runs one mutation on `inner`, its writes checked first and its plan limits by `limits`, and
   * remembers it in `applied` if it wrote anything. A relayed author name (a linked hub sending
   * a guest's note) signs what it creates, unless the user is a guest: a guest signs with their
   * own name only. Throws the mutation's refusal.
   */
  async run(
    limits: PlanLimitGuard | null,
    inner: MutationTransaction,
    mutation: MutationToRun,
  ): Promise<void> {
    const relayed = this.isGuestAccount ? undefined : mutation.authorName;
    const guarded = new GuardedTransaction(inner, this, mutation.name, relayed);
    await guarded.facilitators?.checkMutation(mutation.name, mutation.args);
    await runMutationWithinPlan(limits, guarded, mutation.name, mutation.args);
    const projectId = guarded.firstProjectWritten;
    if (!projectId) return; // an edit that changed nothing: nothing to tell anyone
    this.applied.push({
      projectId,
      name: mutation.name,
      args: mutation.args,
      authorName: guarded.authorName,
      touched: [...guarded.touched],
    });
  }

  /** Whether the user is a room's guest in this project (their writes are checked further). */
  isGuestIn(projectId: string): boolean {
    return this.guestProjects.has(projectId);
  }

  /** Whether the user only reads this project (their comments aside: viewer-rights.ts). */
  isViewerIn(projectId: string): boolean {
    return this.readOnlyProjects.has(projectId);
  }

  /**
   * @internal Called by the guarded transaction before each write; `viewerMay` says that the
   * write is one a viewer makes (their comments).
   */
  allowWrite(projectId: string, viewerMay = false): void {
    if (this.readOnlyProjects.has(projectId) && !viewerMay) {
      throw new MutationRejected('forbidden', 'project.viewer_cannot_write');
    }
    this.writtenProjects.add(projectId);
  }
}

/**
 * A row of the user's own active time (docs/decisions/0028): theirs whatever their role, so a
 * viewer or a room's guest may write it, though neither changes the project's records. It is
 * not the project's work either: nobody is poked for it (each person pulls only their own; their
 * other devices see it at their next pull) and a hub does not relay it to the cloud (there it
 * would be counted as the hub's account's time).
 */
const isOwnTime = (entity: SyncedEntity, row: object | undefined, userId: string) =>
  entity === 'timeSpent' && (row as { userId?: string } | undefined)?.userId === userId;

const projectIdOfRow = (entity: SyncedEntity, row: object): string =>
  entity === 'projects' ? (row as ProjectRow).id : (row as { projectId: string }).projectId;

/** A MutationTransaction that asks ProjectWriteAccess before every write it passes on. */
class GuardedTransaction implements MutationTransaction {
  private readonly projectOfRow = new Map<string, string>();
  /** Records a cascaded delete takes along (childIds), by id: the parent they belong to. */
  private readonly parentOfChild = new Map<string, string>();

  private readonly guest: GuestRights;
  /** The room's rules (facilitator-rights.ts), their reads cached for this one mutation. */
  readonly facilitators: FacilitatorRights | undefined;
  /** The records this mutation wrote ('entity:id'), and the first project it wrote to. */
  readonly touched = new Set<string>();
  firstProjectWritten: string | undefined;

  constructor(
    private readonly inner: MutationTransaction,
    private readonly access: ProjectWriteAccess,
    mutation: string,
    private readonly relayedAuthor: string | undefined,
  ) {
    this.guest = { mutation, userId: inner.userId, name: access.authorName, read: inner };
    this.facilitators = access.checksFacilitators
      ? new FacilitatorRights(inner, (projectId) =>
          access.isGuestIn(projectId) ? access.authorName : undefined,
        )
      : undefined;
  }

  get userId() {
    return this.inner.userId;
  }

  /**
   * The session user's own name, as stored (never the client's word), or the name a linked hub
   * relays for what its guests wrote (never for a guest: ProjectWriteAccess.run).
   */
  get authorName() {
    return this.relayedAuthor || this.access.authorName;
  }

  private wrote(entity: SyncedEntity, id: string, projectId: string): void {
    this.touched.add(`${entity}:${id}`);
    this.firstProjectWritten ??= projectId;
  }

  now(): string {
    return this.inner.now();
  }

  async get<E extends SyncedEntity>(entity: E, id: string): Promise<EntityRow<E> | undefined> {
    const row = await this.inner.get(entity, id);
    if (row) this.projectOfRow.set(id, projectIdOfRow(entity, row));
    return row;
  }

  idStatus(entity: SyncedEntity, id: string): Promise<IdStatus> {
    return this.inner.idStatus(entity, id);
  }

  async insert<E extends SyncedEntity>(entity: E, row: EntityRow<E>): Promise<void> {
    if (isOwnTime(entity, row, this.userId)) return this.inner.insert(entity, row);
    const projectId = projectIdOfRow(entity, row);
    if (entity === 'projects' && this.access.isGuestAccount) {
      throw new MutationRejected('forbidden', 'room.guest_cannot_change');
    }
    const change = { write: 'insert', entity, row: row as AnyRow } as const;
    if (this.access.isGuestIn(projectId)) await refuseGuest(this.guest, change);
    this.access.allowWrite(projectId, await this.viewerMay(projectId, change));
    await this.facilitators?.checkWrite({ write: 'insert', entity, projectId, fields: row });
    await this.inner.insert(entity, row);
    this.wrote(entity, (row as { id: string }).id, projectId);
  }

  async update<E extends SyncedEntity>(
    entity: E,
    id: string,
    changes: Partial<EntityRow<E>>,
  ): Promise<void> {
    if (entity === 'timeSpent' && isOwnTime(entity, await this.inner.get(entity, id), this.userId))
      return this.inner.update(entity, id, changes);
    const projectId = await this.checkRow(entity, id, 'update', 0, changes);
    await this.inner.update(entity, id, changes);
    if (projectId) this.wrote(entity, id, projectId);
  }

  async childIds(entity: ChildEntity, field: ChildLinkField, parentId: string): Promise<string[]> {
    const ids = await this.inner.childIds(entity, field, parentId);
    for (const id of ids) this.parentOfChild.set(id, parentId);
    return ids;
  }

  async recordIds(entity: ChildEntity, projectId: string, match?: FieldMatch): Promise<string[]> {
    const ids = await this.inner.recordIds(entity, projectId, match);
    for (const id of ids) this.projectOfRow.set(id, projectId);
    return ids;
  }

  async remove(entity: SyncedEntity, id: string): Promise<void> {
    const projectId = await this.checkRow(entity, id, 'remove');
    await this.inner.remove(entity, id);
    if (projectId) this.wrote(entity, id, projectId);
  }

  async addVotes(entity: VotableEntity, id: string, delta: number): Promise<void> {
    const projectId = await this.checkRow(entity, id, 'vote', delta);
    await this.inner.addVotes(entity, id, delta);
    if (projectId) this.wrote(entity, id, projectId);
  }

  mayDeleteProject(project: ProjectRow): boolean {
    return this.inner.mayDeleteProject(project);
  }

  private async checkRow(
    entity: SyncedEntity,
    id: string,
    write: 'update' | 'remove' | 'vote',
    delta = 0,
    fields: FacilitatorWrite['fields'] = {},
  ): Promise<string | undefined> {
    const projectId = await this.projectIdOf(entity, id);
    // A row the user cannot see is the inner transaction's business (it reads as missing).
    if (!projectId) return undefined;
    const guest = this.access.isGuestIn(projectId);
    const row =
      guest || this.access.isViewerIn(projectId) ? await this.inner.get(entity, id) : undefined;
    const change = row && { write, entity, row: row as AnyRow, delta };
    if (guest && change) await refuseGuest(this.guest, change);
    this.access.allowWrite(projectId, !!change && (await this.viewerMay(projectId, change)));
    const before = async () => (row ?? (await this.inner.get(entity, id))) as AnyRow | undefined;
    await this.facilitators?.checkWrite({ write, entity, projectId, fields, before });
    return projectId;
  }

  /** Whether the user is a viewer of the project and this is a write viewers make. */
  private async viewerMay(projectId: string, change: ViewerWrite): Promise<boolean> {
    return this.access.isViewerIn(projectId) && viewerMayWrite(this.inner, change);
  }

  /**
   * The mutators read a row before writing it, which tells its project. A cascaded delete does
   * not read its dependents, but they live in their parent's project (ChildLinkField): the
   * first one read tells it for its siblings and the parent, so a test plan with 50 results
   * costs one read, not 51.
   */
  private async projectIdOf(entity: SyncedEntity, id: string): Promise<string | undefined> {
    const parentId = this.parentOfChild.get(id);
    const known = this.projectOfRow.get(id) ?? (parentId && this.projectOfRow.get(parentId));
    if (known) return known;
    const row = await this.get(entity, id);
    const projectId = row && projectIdOfRow(entity, row);
    if (projectId && parentId) this.projectOfRow.set(parentId, projectId);
    return projectId;
  }
}
