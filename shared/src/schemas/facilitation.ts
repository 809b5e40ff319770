import { z } from 'zod';
import {
  authorFields,
  createSchemaOf,
  idSchema,
  optionalText,
  requiredText,
  SHORT_TEXT_MAX,
  TITLE_MAX,
  timestampSchema,
  UPDATE_OMIT_FIELDS,
  updateSchemaOf,
} from './common';
import { deferred } from './deferred';

// Facilitation in the room (issue 18, docs/decisions/0016): voting sessions with dot budgets,
// the people who vote, their dots, a shared timer and silent brainstorm rounds. All of them are
// synced project records like the phase tools, so a room of offline tablets merges afterwards.

/** What a voting session or a silent round works on. */
export const FACILITATION_TARGETS = ['ideas', 'hmwQuestions'] as const;
export const facilitationTargetEnum = deferred(() =>
  z.enum(FACILITATION_TARGETS, { error: 'validation.target_invalid' }),
);
export type FacilitationTarget = z.infer<typeof facilitationTargetEnum>;

// ---------------------------------------------------------------------------------------------
// Voting session

export const DOT_BUDGET_MIN = 1;
export const DOT_BUDGET_MAX = 20;
export const DEFAULT_DOT_BUDGET = 3;

/** voting: people spend dots, counts hidden; revealed: ranked results shown; closed: archived. */
export const VOTING_SESSION_STATUSES = ['voting', 'revealed', 'closed'] as const;
export const votingSessionStatusEnum = deferred(() =>
  z.enum(VOTING_SESSION_STATUSES, {
    error: 'validation.status_invalid',
  }),
);
export type VotingSessionStatus = z.infer<typeof votingSessionStatusEnum>;

export const votingSessionSchema = deferred(() =>
  z.object({
    id: idSchema,
    projectId: idSchema,
    title: optionalText(TITLE_MAX),
    target: facilitationTargetEnum.default('ideas'),
    budget: z
      .int({ error: 'validation.dot_budget_integer' })
      .min(DOT_BUDGET_MIN, 'validation.dot_budget_min')
      .max(DOT_BUDGET_MAX, 'validation.dot_budget_max')
      .default(DEFAULT_DOT_BUDGET),
    /** Whether one person may put several of their dots on the same item. */
    allowStacking: z.boolean().default(false),
    /** Whether the results hide who voted for what. */
    anonymous: z.boolean().default(true),
    status: votingSessionStatusEnum.default('voting'),
    /**
     * When the vote ends by itself (a timed vote): dots placed at or after it are refused, on
     * every device and on the server alike (decision 0029). Null: open until revealed.
     */
    endsAt: timestampSchema.nullable().default(null),
    /** The agenda step that opened it, if any. */
    stepId: idSchema.nullable().default(null),
    /** When its results were added to the items' votes: set once, by votingSession.apply only. */
    appliedAt: timestampSchema.nullable().default(null),
    ...authorFields(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);
export const votingSessionCreateSchema = deferred(() =>
  createSchemaOf(votingSessionSchema, { appliedAt: z.null().default(null) }),
);
export const votingSessionUpdateSchema = deferred(() =>
  updateSchemaOf(
    votingSessionSchema.omit({ ...UPDATE_OMIT_FIELDS, target: true, appliedAt: true }),
  ),
);
export type VotingSession = z.infer<typeof votingSessionSchema>;
export type VotingSessionCreateInput = z.input<typeof votingSessionCreateSchema>;

// ---------------------------------------------------------------------------------------------
// Participant: a named person of one session (on a shared tablet, each taps their name)

export const participantSchema = deferred(() =>
  z.object({
    id: idSchema,
    projectId: idSchema,
    sessionId: idSchema,
    name: requiredText('validation.name_required', TITLE_MAX),
    ...authorFields(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);
export const participantCreateSchema = deferred(() => createSchemaOf(participantSchema));
export const participantUpdateSchema = deferred(() =>
  updateSchemaOf(participantSchema.omit({ ...UPDATE_OMIT_FIELDS, sessionId: true })),
);
export type Participant = z.infer<typeof participantSchema>;

// ---------------------------------------------------------------------------------------------
// Dot: one vote of one person on one item. Add-only (never updated; a dot taken back while the
// session is open is deleted), each with its own id, so dots from any number of tablets merge
// exactly. `placedAt` is the placing device's clock: it orders one device's dots among
// themselves when the server stamped them in the same push.

export const dotSchema = deferred(() =>
  z.object({
    id: idSchema,
    projectId: idSchema,
    sessionId: idSchema,
    participantId: idSchema,
    itemId: idSchema,
    placedAt: timestampSchema,
    ...authorFields(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);
export const dotCreateSchema = deferred(() => createSchemaOf(dotSchema));
/** Dots are never changed: an update carries nothing. */
export const dotUpdateSchema = deferred(() => z.object({}).strict());
export type Dot = z.infer<typeof dotSchema>;

// ---------------------------------------------------------------------------------------------
// Timer: the countdown of an activity. Only the start time and the remaining time travel; each
// device counts down with its own clock. Every change writes the whole state (startedAt,
// remainingMs, durationMs) so last-writer-wins keeps it consistent.

export const TIMER_DURATION_MIN_MS = 10_000;
export const TIMER_DURATION_MAX_MS = 4 * 60 * 60 * 1000;
export const TIMER_STEP_MS = 60_000;
export const DEFAULT_TIMER_DURATION_MS = 5 * 60 * 1000;

const durationMessage = 'validation.timer_duration_range';
export const timerSchema = deferred(() =>
  z.object({
    id: idSchema,
    projectId: idSchema,
    /** The activity it times, e.g. 'Brainstorm silencioso'. */
    label: optionalText(TITLE_MAX),
    durationMs: z
      .int({ error: durationMessage })
      .min(TIMER_DURATION_MIN_MS, durationMessage)
      .max(TIMER_DURATION_MAX_MS, durationMessage)
      .default(DEFAULT_TIMER_DURATION_MS),
    /** Running since (device clock of whoever started or resumed it); null when paused or reset. */
    startedAt: timestampSchema.nullable().default(null),
    /** Time left at `startedAt` (running) or now (paused); may exceed durationMs after +1 min. */
    remainingMs: z
      .int({ error: 'validation.timer_remaining_invalid' })
      .min(0, 'validation.timer_remaining_invalid')
      .max(TIMER_DURATION_MAX_MS * 2, 'validation.timer_remaining_invalid')
      .default(DEFAULT_TIMER_DURATION_MS),
    ...authorFields(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);
export const timerCreateSchema = deferred(() => createSchemaOf(timerSchema));
export const timerUpdateSchema = deferred(() =>
  updateSchemaOf(timerSchema.omit(UPDATE_OMIT_FIELDS)),
);
export type Timer = z.infer<typeof timerSchema>;

// ---------------------------------------------------------------------------------------------
// Silent round (private brainstorm): notes written during an open round carry its id and show
// face-down on the devices that did not write them, until the round is revealed.

export const SILENT_ROUND_STATUSES = ['open', 'revealed'] as const;
export const silentRoundStatusEnum = deferred(() =>
  z.enum(SILENT_ROUND_STATUSES, { error: 'validation.status_invalid' }),
);
export type SilentRoundStatus = z.infer<typeof silentRoundStatusEnum>;

export const silentRoundSchema = deferred(() =>
  z.object({
    id: idSchema,
    projectId: idSchema,
    target: facilitationTargetEnum.default('ideas'),
    status: silentRoundStatusEnum.default('open'),
    /** Its notes show no author after the reveal either (decision 0029). */
    anonymous: z.boolean().default(false),
    /** The agenda step that opened it, if any. */
    stepId: idSchema.nullable().default(null),
    ...authorFields(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);
export const silentRoundCreateSchema = deferred(() => createSchemaOf(silentRoundSchema));
export const silentRoundUpdateSchema = deferred(() =>
  updateSchemaOf(silentRoundSchema.omit({ ...UPDATE_OMIT_FIELDS, target: true })),
);
export type SilentRound = z.infer<typeof silentRoundSchema>;

/** A note's link to the silent round it was written in (ideas and HMW questions). */
export const roundIdField = deferred(() => idSchema.nullable().default(null));

// ---------------------------------------------------------------------------------------------
// Wall group: a named cluster of the idea wall (Categorization), a record of its own so that a
// facilitator can prepare empty groups before the session. Its notes are the ideas whose
// `category` is its name: renaming the group renames their category in the same mutation,
// deleting it sends them back to no category (sync/src/wall-group-mutators.ts).

/** A group's name becomes its notes' category, so it has the category's bound. */
export const WALL_GROUP_NAME_MAX = SHORT_TEXT_MAX;
/** Far beyond any wall, far inside a double's exact integers: positions stay comparable. */
export const WALL_GROUP_POSITION_MAX = 1e12;

const positionMessage = 'validation.position_invalid';
export const wallGroupSchema = deferred(() =>
  z.object({
    id: idSchema,
    projectId: idSchema,
    name: requiredText('validation.wall_group_name_required', WALL_GROUP_NAME_MAX),
    /** The wall's order of groups, smallest first; a move takes a value between two others. */
    position: z
      .number({ error: positionMessage })
      .min(-WALL_GROUP_POSITION_MAX, positionMessage)
      .max(WALL_GROUP_POSITION_MAX, positionMessage)
      .default(0),
    ...authorFields(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);
export const wallGroupCreateSchema = deferred(() => createSchemaOf(wallGroupSchema));
export const wallGroupUpdateSchema = deferred(() =>
  updateSchemaOf(wallGroupSchema.omit(UPDATE_OMIT_FIELDS)),
);
export type WallGroup = z.infer<typeof wallGroupSchema>;

/**
 * Two names are the same group when they differ only in case or surrounding spaces. Not
 * `toLocaleLowerCase`: every device and the server must agree, whatever their language.
 */
export const wallGroupKey = (name: string) => name.trim().toLowerCase();
