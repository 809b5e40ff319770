import Dexie, { type DexieOptions, type Table } from 'dexie';
import type { ChildRow, ProjectRow, SyncedEntity } from '../entities';
import type { RejectedMutation } from '../protocol';

/** A mutation waiting to be pushed; `id` (auto-increment, never reused) is its mutation id. */
export interface OutboxEntry {
  id?: number;
  name: string;
  args: unknown;
}

/**
 * The state of a row before the first pending mutation touched it (null: it did not exist).
 * A pull restores these, applies the server's changes, then replays what is still pending — so
 * local work is always rebased on exactly the server's state.
 */
export interface Shadow {
  key: string;
  entity: SyncedEntity;
  id: string;
  row: Record<string, unknown> | null;
}

/** A mutation the server refused, kept for the user to read. */
export interface StoredRejection extends RejectedMutation {
  args: unknown;
  at: string;
}

export interface MetaEntry {
  key: string;
  value: unknown;
}

/**
 * The browser's copy of everything a user works on: one IndexedDB database per signed-in user
 * (`trilha-<userId>`), so a shared tablet never shows one account's data to another.
 */
export class TrilhaDatabase extends Dexie {
  projects!: Table<ProjectRow, string>;
  empathyMaps!: Table<ChildRow<'empathyMaps'>, string>;
  personas!: Table<ChildRow<'personas'>, string>;
  interviews!: Table<ChildRow<'interviews'>, string>;
  observations!: Table<ChildRow<'observations'>, string>;
  povStatements!: Table<ChildRow<'povStatements'>, string>;
  hmwQuestions!: Table<ChildRow<'hmwQuestions'>, string>;
  ideas!: Table<ChildRow<'ideas'>, string>;
  prototypes!: Table<ChildRow<'prototypes'>, string>;
  testPlans!: Table<ChildRow<'testPlans'>, string>;
  testResults!: Table<ChildRow<'testResults'>, string>;
  aiAnalyses!: Table<ChildRow<'aiAnalyses'>, string>;
  votingSessions!: Table<ChildRow<'votingSessions'>, string>;
  participants!: Table<ChildRow<'participants'>, string>;
  dots!: Table<ChildRow<'dots'>, string>;
  timers!: Table<ChildRow<'timers'>, string>;
  silentRounds!: Table<ChildRow<'silentRounds'>, string>;
  wallGroups!: Table<ChildRow<'wallGroups'>, string>;
  comments!: Table<ChildRow<'comments'>, string>;
  timeSpent!: Table<ChildRow<'timeSpent'>, string>;
  agendaSteps!: Table<ChildRow<'agendaSteps'>, string>;
  roomControls!: Table<ChildRow<'roomControls'>, string>;
  outbox!: Table<OutboxEntry, number>;
  shadows!: Table<Shadow, string>;
  rejections!: Table<StoredRejection, number>;
  meta!: Table<MetaEntry, string>;

  constructor(
    readonly userId: string,
    options?: DexieOptions,
  ) {
    super(databaseNameFor(userId), options);
    this.version(1).stores({
      projects: 'id, createdAt',
      empathyMaps: 'id, projectId',
      personas: 'id, projectId',
      interviews: 'id, projectId',
      observations: 'id, projectId',
      povStatements: 'id, projectId',
      hmwQuestions: 'id, projectId',
      ideas: 'id, projectId',
      prototypes: 'id, projectId',
      testPlans: 'id, projectId',
      testResults: 'id, projectId, testPlanId',
      outbox: '++id',
      shadows: 'key',
      rejections: 'id',
      meta: 'key',
    });
    // The last AI analysis of each project, synced like the phase records.
    this.version(2).stores({ aiAnalyses: 'id, projectId' });
    // Facilitation (docs/decisions/0016); dots are read by session, participants too; a
    // participant's dots are found to delete them along (mutators' DEPENDENTS).
    // Also: the projects a user owns are counted by ownerId (the plan's project limit), and the
    // dashboard's recent activity reads the newest records of each table by updatedAt.
    this.version(3).stores({
      projects: 'id, createdAt, ownerId, updatedAt',
      empathyMaps: 'id, projectId, updatedAt',
      personas: 'id, projectId, updatedAt',
      interviews: 'id, projectId, updatedAt',
      observations: 'id, projectId, updatedAt',
      povStatements: 'id, projectId, updatedAt',
      hmwQuestions: 'id, projectId, updatedAt',
      ideas: 'id, projectId, updatedAt',
      prototypes: 'id, projectId, updatedAt',
      testPlans: 'id, projectId, updatedAt',
      testResults: 'id, projectId, testPlanId, updatedAt',
      votingSessions: 'id, projectId',
      participants: 'id, projectId, sessionId',
      dots: 'id, projectId, sessionId, participantId',
      timers: 'id, projectId',
      silentRounds: 'id, projectId',
    });
    // The wall's groups (docs/decisions/0016, "Wall groups").
    this.version(4).stores({ wallGroups: 'id, projectId' });
    // Every record carries its author (docs/decisions/0020): the device forgets its cursor so
    // its next pull brings every row again, with the authors written before it upgraded.
    this.version(5)
      .stores({})
      .upgrade((tx) => tx.table('meta').delete('cursor'));
    // Comments and feedback (docs/decisions/0023): a thread's replies are found by parentId
    // (deleted with it), a record's comments by targetId.
    this.version(6).stores({ comments: 'id, projectId, parentId, targetId' });
    // The user's own active time, by project and day (docs/decisions/0028): the dashboard sums
    // it by project and by the days of a week.
    this.version(7).stores({ timeSpent: 'id, projectId, day' });
    // The run of show (docs/decisions/0029): the agenda's steps and the room's control record;
    // notes gained colour, writer and moderation, sessions an end, rounds anonymity: the cursor
    // is forgotten so the next pull brings every row again with the new fields.
    this.version(8)
      .stores({ agendaSteps: 'id, projectId', roomControls: 'id, projectId' })
      .upgrade((tx) => tx.table('meta').delete('cursor'));
  }

  entityTable(entity: SyncedEntity): Table<Record<string, unknown>, string> {
    return this.table(entity);
  }
}

export const databaseNameFor = (userId: string) => `trilha-${userId}`;
