import type { ChildEntity, EntityRow, SyncedEntity, VotableEntity } from './entities';

/**
 * The fields by which a record belongs to another record of the same project: a test result to
 * its plan, a participant or a dot to its voting session, a dot to its participant, a reply
 * to its thread's first comment.
 */
export type ChildLinkField = 'testPlanId' | 'sessionId' | 'participantId' | 'parentId';

/**
 * A field that records are looked up by, and the value it must hold: the notes of a wall group
 * are the ideas whose category is the group's name.
 */
export interface FieldMatch {
  field: 'category';
  value: string;
}

/** Whether an id is free, used by a record this user can see (live or deleted), or by another's. */
export type IdStatus = 'absent' | 'live' | 'deleted' | 'foreign';

/**
 * The storage a mutator writes through. The browser implements it over Dexie, the server over
 * Postgres inside one transaction (where it also checks access and stamps versions), so each
 * mutator is written once and behaves the same on both sides.
 *
 * `get` only sees live records of projects this user may work on: another user's record reads as
 * missing, exactly like one that does not exist.
 */
export interface MutationTransaction {
  /** The signed-in user on whose behalf the mutation runs. */
  readonly userId: string;
  /**
   * The name a record created here is signed with (its authorName, docs/decisions/0020): on the
   * server the session's user (a guest's name, a member's name), on a device its signed-in user.
   * Never a mutation's argument, so a client cannot sign a record with another name.
   */
  readonly authorName: string;
  /** The time to stamp on createdAt/updatedAt (ISO 8601). */
  now(): string;
  get<E extends SyncedEntity>(entity: E, id: string): Promise<EntityRow<E> | undefined>;
  idStatus(entity: SyncedEntity, id: string): Promise<IdStatus>;
  insert<E extends SyncedEntity>(entity: E, row: EntityRow<E>): Promise<void>;
  update<E extends SyncedEntity>(
    entity: E,
    id: string,
    changes: Partial<EntityRow<E>>,
  ): Promise<void>;
  /**
   * The ids of the live records of `entity` that belong to the record `parentId` through
   * `field`: what deleting that parent takes along (a test plan's results).
   */
  childIds(entity: ChildEntity, field: ChildLinkField, parentId: string): Promise<string[]>;
  /**
   * The ids of the live records of `entity` in the project `projectId` (which the caller has
   * already read), only those whose `match.field` holds `match.value` when given: a wall's
   * groups, the notes filed under a group's name.
   */
  recordIds(entity: ChildEntity, projectId: string, match?: FieldMatch): Promise<string[]>;
  /** Marks the record deleted (a tombstone, so every device learns of it). */
  remove(entity: SyncedEntity, id: string): Promise<void>;
  /** Adds `delta` to the votes: concurrent votes from several devices add up. */
  addVotes(entity: VotableEntity, id: string, delta: number): Promise<void>;
  /** Only a project's owner (or, on the server, an administrator) may delete it. */
  mayDeleteProject(project: EntityRow<'projects'>): boolean;
}
