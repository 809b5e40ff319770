import {
  agendaStepCreateSchema,
  agendaStepSchema,
  agendaStepUpdateSchema,
  aiAnalysisCreateSchema,
  aiAnalysisSchema,
  aiAnalysisUpdateSchema,
  commentCreateSchema,
  commentSchema,
  commentUpdateSchema,
  deferred,
  dotCreateSchema,
  dotSchema,
  dotUpdateSchema,
  empathyMapCreateSchema,
  empathyMapSchema,
  empathyMapUpdateSchema,
  hmwQuestionCreateSchema,
  hmwQuestionSchema,
  hmwQuestionUpdateSchema,
  ideaCreateSchema,
  ideaSchema,
  ideaUpdateSchema,
  interviewCreateSchema,
  interviewSchema,
  interviewUpdateSchema,
  observationCreateSchema,
  observationSchema,
  observationUpdateSchema,
  participantCreateSchema,
  participantSchema,
  participantUpdateSchema,
  personaCreateSchema,
  personaSchema,
  personaUpdateSchema,
  povStatementCreateSchema,
  povStatementSchema,
  povStatementUpdateSchema,
  projectSchema,
  prototypeCreateSchema,
  prototypeSchema,
  prototypeUpdateSchema,
  roomControlCreateSchema,
  roomControlSchema,
  roomControlUpdateSchema,
  silentRoundCreateSchema,
  silentRoundSchema,
  silentRoundUpdateSchema,
  testPlanCreateSchema,
  testPlanSchema,
  testPlanUpdateSchema,
  testResultCreateSchema,
  testResultSchema,
  testResultUpdateSchema,
  timerCreateSchema,
  timerSchema,
  timerUpdateSchema,
  timeSpentCreateSchema,
  timeSpentSchema,
  timeSpentUpdateSchema,
  votingSessionCreateSchema,
  votingSessionSchema,
  votingSessionUpdateSchema,
  type WorkspaceTool,
  wallGroupCreateSchema,
  wallGroupSchema,
  wallGroupUpdateSchema,
} from '@trilha/shared';
import type { z } from 'zod';

/**
 * Everything that syncs: the project and the records of its five phases. The keys name the
 * tables on both sides (Dexie tables in the browser; their snake_case forms in Postgres) and
 * prefix the mutation names ('idea.create' acts on `ideas`).
 */

/** The stored project: what the API shows, minus the completion rate, which is computed. */
export const projectRowSchema = deferred(() => projectSchema.omit({ completionRate: true }));
export type ProjectRow = z.infer<typeof projectRowSchema>;

/** Phase records: each belongs to one project through projectId. */
export const CHILD_ENTITIES = {
  empathyMaps: {
    mutation: 'empathyMap',
    row: empathyMapSchema,
    create: empathyMapCreateSchema,
    update: empathyMapUpdateSchema,
  },
  personas: {
    mutation: 'persona',
    row: personaSchema,
    create: personaCreateSchema,
    update: personaUpdateSchema,
  },
  interviews: {
    mutation: 'interview',
    row: interviewSchema,
    create: interviewCreateSchema,
    update: interviewUpdateSchema,
  },
  observations: {
    mutation: 'observation',
    row: observationSchema,
    create: observationCreateSchema,
    update: observationUpdateSchema,
  },
  povStatements: {
    mutation: 'povStatement',
    row: povStatementSchema,
    create: povStatementCreateSchema,
    update: povStatementUpdateSchema,
  },
  hmwQuestions: {
    mutation: 'hmwQuestion',
    row: hmwQuestionSchema,
    create: hmwQuestionCreateSchema,
    update: hmwQuestionUpdateSchema,
  },
  ideas: {
    mutation: 'idea',
    row: ideaSchema,
    create: ideaCreateSchema,
    update: ideaUpdateSchema,
  },
  prototypes: {
    mutation: 'prototype',
    row: prototypeSchema,
    create: prototypeCreateSchema,
    update: prototypeUpdateSchema,
  },
  testPlans: {
    mutation: 'testPlan',
    row: testPlanSchema,
    create: testPlanCreateSchema,
    update: testPlanUpdateSchema,
  },
  testResults: {
    mutation: 'testResult',
    row: testResultSchema,
    create: testResultCreateSchema,
    update: testResultUpdateSchema,
  },
  // Not a tool (it does not count towards completion): the project's last AI analysis.
  aiAnalyses: {
    mutation: 'aiAnalysis',
    row: aiAnalysisSchema,
    create: aiAnalysisCreateSchema,
    update: aiAnalysisUpdateSchema,
  },
  // Facilitation (docs/decisions/0016): not tools either.
  votingSessions: {
    mutation: 'votingSession',
    row: votingSessionSchema,
    create: votingSessionCreateSchema,
    update: votingSessionUpdateSchema,
  },
  participants: {
    mutation: 'participant',
    row: participantSchema,
    create: participantCreateSchema,
    update: participantUpdateSchema,
  },
  dots: {
    mutation: 'dot',
    row: dotSchema,
    create: dotCreateSchema,
    update: dotUpdateSchema,
  },
  timers: {
    mutation: 'timer',
    row: timerSchema,
    create: timerCreateSchema,
    update: timerUpdateSchema,
  },
  silentRounds: {
    mutation: 'silentRound',
    row: silentRoundSchema,
    create: silentRoundCreateSchema,
    update: silentRoundUpdateSchema,
  },
  wallGroups: {
    mutation: 'wallGroup',
    row: wallGroupSchema,
    create: wallGroupCreateSchema,
    update: wallGroupUpdateSchema,
  },
  // Comments and feedback (docs/decisions/0023): on the project or any record of it. Last, as
  // every new kind: its place here is its number in the pull's cursors.
  comments: {
    mutation: 'comment',
    row: commentSchema,
    create: commentCreateSchema,
    update: commentUpdateSchema,
  },
  // Each person's active time on the project, by day (docs/decisions/0028): written only by
  // `timeSpent.add` (time-spent-mutator.ts), pulled only by its own person (api/src/sync/pull.ts).
  timeSpent: {
    mutation: 'timeSpent',
    row: timeSpentSchema,
    create: timeSpentCreateSchema,
    update: timeSpentUpdateSchema,
  },
  // The facilitator's run of show (docs/decisions/0029): the agenda's steps and the one control
  // record of the project (the running step, the focus the devices follow, locks, facilitators).
  // Written by facilitators only (api/src/sharing/facilitator-rights.ts).
  agendaSteps: {
    mutation: 'agendaStep',
    row: agendaStepSchema,
    create: agendaStepCreateSchema,
    update: agendaStepUpdateSchema,
  },
  roomControls: {
    mutation: 'roomControl',
    row: roomControlSchema,
    create: roomControlCreateSchema,
    update: roomControlUpdateSchema,
  },
} as const satisfies Record<
  WorkspaceTool | 'aiAnalyses' | FacilitationEntity | 'comments' | 'timeSpent' | RunOfShowEntity,
  unknown
>;

/**
 * The records of facilitation in the room: sessions, their people and dots, timers, rounds, the
 * wall's groups. New kinds go last: a kind's place in CHILD_ENTITIES is its number in the pull's
 * cursors.
 */
export const FACILITATION_ENTITIES = [
  'votingSessions',
  'participants',
  'dots',
  'timers',
  'silentRounds',
  'wallGroups',
] as const;
export type FacilitationEntity = (typeof FACILITATION_ENTITIES)[number];

/** The run of show's records (docs/decisions/0029). */
export const RUN_OF_SHOW_ENTITIES = ['agendaSteps', 'roomControls'] as const;
export type RunOfShowEntity = (typeof RUN_OF_SHOW_ENTITIES)[number];

export type ChildEntity = keyof typeof CHILD_ENTITIES;
export type SyncedEntity = 'projects' | ChildEntity;
export const CHILD_ENTITY_NAMES = Object.keys(CHILD_ENTITIES) as ChildEntity[];
export const SYNCED_ENTITIES: readonly SyncedEntity[] = ['projects', ...CHILD_ENTITY_NAMES];

export type ChildRow<E extends ChildEntity> = z.infer<(typeof CHILD_ENTITIES)[E]['row']>;
export type EntityRow<E extends SyncedEntity> = E extends ChildEntity ? ChildRow<E> : ProjectRow;
/** Any stored row: every one has an id, a project and timestamps. */
export type AnyRow = { id: string; createdAt: string; updatedAt: string } & Record<string, unknown>;

/** Entities whose `votes` move by increments that add up across devices. */
export const VOTABLE_ENTITIES = ['ideas', 'hmwQuestions'] as const satisfies readonly ChildEntity[];
export type VotableEntity = (typeof VOTABLE_ENTITIES)[number];
