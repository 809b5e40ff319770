import { z } from 'zod';
import { WORKSPACE_TOOLS } from '../completion';
import {
  authorFields,
  createSchemaOf,
  idSchema,
  requiredText,
  TEXT_MAX,
  TITLE_MAX,
  text,
  timestampSchema,
} from './common';
import { deferred } from './deferred';

/**
 * Comments and feedback (issue 32, docs/decisions/0023): a note on a project or on one of its
 * records, answered by replies (one level), mentioning the project's people, resolved and
 * reopened as a thread. Synced like every project record.
 */

/** What a comment is about: the project itself, or a record of one of its tools. */
export const COMMENT_TARGET_TYPES = ['project', ...WORKSPACE_TOOLS] as const;
export type CommentTargetType = (typeof COMMENT_TARGET_TYPES)[number];
export const commentTargetTypeEnum = deferred(() =>
  z.enum(COMMENT_TARGET_TYPES, { error: 'validation.comment_target_invalid' }),
);

/** As long as any other text of a record. */
export const COMMENT_TEXT_MAX = TEXT_MAX;
/** More people than a team has; the list only highlights names. */
export const COMMENT_MENTIONS_MAX = 50;

export const commentSchema = deferred(() =>
  z.object({
    id: idSchema,
    projectId: idSchema,
    targetType: commentTargetTypeEnum,
    targetId: idSchema,
    /** The target's title when the comment was written, for lists that show no target. */
    targetTitle: text().trim().max(TITLE_MAX, 'validation.max_chars').default(''),
    /** The thread's first comment this one answers; null for a thread's first comment. */
    parentId: idSchema.nullable().default(null),
    text: requiredText('validation.comment_text_required', COMMENT_TEXT_MAX),
    /** The user ids of the project's people named with '@' in the text. */
    mentions: z.array(idSchema).max(COMMENT_MENTIONS_MAX, 'validation.max_items').default([]),
    /** A thread's state, kept on its first comment (replies stay false). */
    resolved: z.boolean({ error: 'validation.invalid' }).default(false),
    resolvedAt: timestampSchema.nullable().default(null),
    resolvedBy: idSchema.nullable().default(null),
    ...authorFields(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);
export type Comment = z.infer<typeof commentSchema>;

/** A new comment is never resolved: resolving is a change of its thread. */
export const commentCreateSchema = deferred(() =>
  createSchemaOf(commentSchema.omit({ resolved: true, resolvedAt: true, resolvedBy: true })),
);
export type CommentCreate = z.infer<typeof commentCreateSchema>;

/** Its author changes the text (and the mentions with it); its thread is resolved or reopened. */
export const commentUpdateSchema = deferred(() =>
  z
    .object({
      text: requiredText('validation.comment_text_required', COMMENT_TEXT_MAX),
      mentions: z.array(idSchema).max(COMMENT_MENTIONS_MAX, 'validation.max_items'),
      resolved: z.boolean({ error: 'validation.invalid' }),
    })
    .partial(),
);
export type CommentUpdate = z.infer<typeof commentUpdateSchema>;
