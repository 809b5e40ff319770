import { deferred, idSchema, text } from '@trilha/shared';
import { z } from 'zod';
import { SYNCED_ENTITIES } from './entities';

/**
 * The wire format of sync (docs/decisions/0005).
 *
 * Raise SYNC_SCHEMA_VERSION whenever a mutator's arguments or a synced row change shape: a
 * client with another version is told to update, and keeps its queue until it has.
 */
// 2: the AI analysis became a synced entity (aiAnalyses).
// 3: facilitation entities (voting sessions, participants, dots, timers, silent rounds), ideas'
//    and HMW questions' roundId, observations' photos.
// 4: the wall's groups (wallGroups), renamed and deleted together with their notes.
// 5: every project record's author (authorId, authorName), set by the server (decision 0020).
// 6: comments and feedback (comments), with their own create, update and delete rules.
// 7: each person's active time on a project (timeSpent, `timeSpent.add`; decision 0028).
export const SYNC_SCHEMA_VERSION = 8;

/** At most this many mutations in one push; a longer queue is pushed in several. */
export const MAX_PUSH_MUTATIONS = 1000;

const MB = 1024 * 1024;
/**
 * The client also cuts its queue by size: a push carries at most this much JSON, unless one
 * mutation alone is larger (it then goes alone), so a device back online after a picture-heavy
 * workshop sends many small pushes rather than one huge body held whole in the server's memory.
 */
export const PUSH_TARGET_BYTES = 4 * MB;
/**
 * The server's cap on a push body: the largest single mutation must fit, a prototype with 10
 * pictures of 2 MB (about 27 MB as base64 data URLs), and no more (docs/decisions/0008).
 */
export const MAX_PUSH_BYTES = 32 * MB;

/**
 * Mutation ids are a device's own counter (Dexie's auto-increment), so 2^31 - 1 is decades of
 * work; the bound keeps them inside the int range the server's queries use.
 */
export const MAX_MUTATION_ID = 2_147_483_647;
export const mutationIdSchema = deferred(() => z.int().min(0).max(MAX_MUTATION_ID));

export const pushedMutationSchema = deferred(() =>
  z.object({
    /** Per client, only grows. */
    id: mutationIdSchema.min(1),
    name: text().min(1).max(100),
    args: z.unknown(),
    /**
     * Who wrote it, when a linked hub relays a room's work (docs/decisions/0021): the record is
     * signed with this name instead of the pusher's. Ignored from a room's guest.
     */
    authorName: text().max(200).optional(),
  }),
);
export type PushedMutation = z.infer<typeof pushedMutationSchema>;

export const pushRequestSchema = deferred(() =>
  z.object({
    clientId: idSchema,
    schemaVersion: z.int(),
    mutations: z
      .array(pushedMutationSchema)
      .max(MAX_PUSH_MUTATIONS)
      .refine(
        (mutations) => mutations.every((m, i) => i === 0 || m.id > (mutations[i - 1]?.id ?? 0)),
        'validation.mutation_ids_order',
      ),
  }),
);
export type PushRequest = z.infer<typeof pushRequestSchema>;

/**
 * A refused mutation: its reason, and why in words as a code with parameters that the reader
 * writes in their language (docs/decisions/0018). `message` is that text in pt-BR, for clients
 * from before the codes; refusals stored before them have no code and only that text.
 */
export const rejectedMutationSchema = deferred(() =>
  z.object({
    id: z.int(),
    name: z.string(),
    reason: z.enum(['invalid', 'not_found', 'forbidden', 'conflict']),
    code: z.string().optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    message: z.string(),
  }),
);
export type RejectedMutation = z.infer<typeof rejectedMutationSchema>;

export const pushResponseSchema = deferred(() =>
  z.object({
    /** Every mutation up to this id has been dealt with: applied, or rejected (listed below). */
    lastMutationId: z.int(),
    /** The rejections among the mutations of this push, including ones settled by an earlier try. */
    rejected: z.array(rejectedMutationSchema),
  }),
);
export type PushResponse = z.infer<typeof pushResponseSchema>;

const entityName = deferred(() => z.enum(SYNCED_ENTITIES as [string, ...string[]]));

/** A row changed since the cursor, or (with deletedAt) a record deleted since. */
export const pulledChangeSchema = deferred(() =>
  z.union([
    z.object({ entity: entityName, row: z.record(z.string(), z.unknown()) }),
    z.object({ entity: entityName, id: idSchema, projectId: idSchema, deleted: z.literal(true) }),
  ]),
);
export type PulledChange = z.infer<typeof pulledChangeSchema>;

export const pullResponseSchema = deferred(() =>
  z.object({
    /** Opaque; send it back with the next pull. */
    cursor: z.string(),
    /** More changes are waiting: pull again right away with the new cursor. */
    hasMore: z.boolean(),
    changes: z.array(pulledChangeSchema),
    /** Projects deleted, or that this user lost access to: drop them and everything in them. */
    removedProjects: z.array(idSchema),
    /** The last mutation of this client the server has dealt with. */
    lastMutationId: z.int(),
    /**
     * This client's rejected mutations after the `after` id it sent: how a client whose push
     * answer was lost still learns what was refused.
     */
    rejected: z.array(rejectedMutationSchema),
  }),
);
export type PullResponse = z.infer<typeof pullResponseSchema>;

/** The server's answer when the client's schema version is not its own. */
export const OUTDATED_CLIENT_CODE = 'outdated_client';
