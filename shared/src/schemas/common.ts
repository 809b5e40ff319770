import { z } from 'zod';
import type { MessageCode } from '../messages/catalogue';

// Building blocks for every entity schema. Bounds live here so that a title is 200 characters
// everywhere and nobody can store a megabyte in a field that the UI shows on one line.

export const TITLE_MAX = 200;
export const SHORT_TEXT_MAX = 500;
export const TEXT_MAX = 2000;
export const LONG_TEXT_MAX = 10_000;
export const LIST_MAX = 100;
export const LIST_ITEM_MAX = 500;

// Every rule's message is a code of the message catalogue (src/messages), with the rule's bound
// as its parameter: the reader writes it in their language (docs/decisions/0018).

// NUL, which Postgres cannot store in text, and UTF-16 halves without their pair, which are not
// text at all (no encoding can write them). Either one only comes from a bug or an attack.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isWellFormedText = (value: string): boolean =>
  !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/**
 * THE string schema: every text field of every schema starts here (never from a bare
 * z.string()), so no schema lets through what the database would refuse with a 500.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isWellFormedText, 'validation.malformed_text');
}

// Ids are UUIDs so that records can be created offline (v7 on the client); z.uuid() accepts
// every RFC 9562 version.
export const idSchema = z.uuid({ error: 'validation.invalid_id' });

// Offsets are accepted so a server in any zone can answer; Date#toISOString gives the 'Z' form.
export const timestampSchema = z.iso.datetime({
  offset: true,
  error: 'validation.invalid_timestamp',
});

/** A calendar date, 'YYYY-MM-DD' (no time, no zone). */
export const dateSchema = z.iso.date({
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? 'validation.date_required'
      : 'validation.date_invalid',
});

/** Today's date in UTC as 'YYYY-MM-DD'. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export const PRIORITIES = ['low', 'medium', 'high'] as const;
export const priorityEnum = z.enum(PRIORITIES, { error: 'validation.priority_invalid' });
export type Priority = z.infer<typeof priorityEnum>;
export const DEFAULT_PRIORITY: Priority = 'medium';
export const PRIORITY_LABELS: Record<Priority, string> = {
  low: 'Baixa',
  medium: 'Média',
  high: 'Alta',
};

/** Required text: trimmed, then non-empty; a missing value gets the same message as a blank one. */
export function requiredText(message: MessageCode, max: number = TITLE_MAX) {
  return text({ error: (issue) => (issue.input === undefined ? message : undefined) })
    .trim()
    .min(1, message)
    .max(max, 'validation.max_chars');
}

/** Optional text: never null, '' when absent. */
export function optionalText(max: number = TEXT_MAX) {
  return text().trim().max(max, 'validation.max_chars').default('');
}

/** A list of trimmed, non-empty strings, [] when absent. */
export function textList(itemMax: number = LIST_ITEM_MAX, max: number = LIST_MAX) {
  return z
    .array(text().trim().min(1, 'validation.blank_item').max(itemMax, 'validation.max_chars'))
    .max(max, 'validation.max_items')
    .default([]);
}

/**
 * A list whose blank entries (after trimming) are dropped instead of rejected: forms keep an
 * empty row open for the next entry, and it must not block the save.
 */
export function lenientTextList(itemMax: number = LIST_ITEM_MAX, max: number = LIST_MAX) {
  return z
    .array(text().trim().max(itemMax, 'validation.max_chars'))
    .max(max, 'validation.max_items')
    .transform((items) => items.filter((item) => item.length > 0))
    .default([]);
}

/** The largest value of the database's integer columns. */
export const INTEGER_MAX = 2_147_483_647;

/** Counts of votes, points, and the like (integer columns in the database). */
export const countSchema = z
  .int({ error: 'validation.integer' })
  .min(0, 'validation.not_negative')
  .max(INTEGER_MAX, 'validation.number_too_large');

/** Far more votes than any workshop casts, and far from the integer limit: increments stay safe. */
export const VOTES_MAX = 1_000_000;
export const votesSchema = countSchema.max(VOTES_MAX, 'validation.votes_max');

export const phaseNumberSchema = z.literal([1, 2, 3, 4, 5], {
  error: 'validation.phase_range',
});

/**
 * Masks for `.omit()`: what a create never carries (the server stamps it; the client may still
 * send its own `id`, added back by each create schema), and what an update never changes.
 */
export const CREATE_OMIT_FIELDS = { id: true, createdAt: true, updatedAt: true } as const;
export const UPDATE_OMIT_FIELDS = {
  id: true,
  projectId: true,
  createdAt: true,
  updatedAt: true,
  authorId: true,
  authorName: true,
} as const;

/** Who wrote a project record: the server sets it on insert, never the client (see below). */
export const AUTHOR_OMIT_FIELDS = { authorId: true, authorName: true } as const;
export const AUTHOR_NAME_MAX = TITLE_MAX;

/**
 * The author of a project record (issue 31; docs/decisions/0020): the account or the room's
 * guest that created it, with their name as it was then. Set from the signed-in user when the
 * record is created (on the server from the session, on a device from its user, for the card
 * to show it before the push), never from a mutation's arguments: create and update schemas
 * leave both fields out. Records from before have none: null and '' from the server, absent
 * on a device that has not pulled them again (optional here, so either reads as "no author").
 */
export const authorFields = () => ({
  authorId: idSchema.nullable().optional(),
  authorName: text().max(AUTHOR_NAME_MAX, 'validation.max_chars').optional(),
});

/**
 * A create schema: the entity without what the server stamps, its own id optional (the client
 * may name the record, or the server does), and `extra` on top — what a create fills by
 * itself (a default date, say). Fields a create never carries besides are omitted first.
 */
export function createSchemaOf<
  S extends z.ZodRawShape & Record<keyof typeof CREATE_OMIT_FIELDS, z.ZodType>,
  E extends z.ZodRawShape = Record<never, never>,
>(schema: z.ZodObject<S>, extra?: E) {
  // What the server stamps, and the author where the entity has one (a project record).
  const mask = Object.fromEntries(
    Object.keys(schema.shape)
      .filter((key) => key in CREATE_OMIT_FIELDS || key in AUTHOR_OMIT_FIELDS)
      .map((key) => [key, true]),
  );
  const stamped = schema.omit(mask as never) as unknown as z.ZodObject<
    Omit<S, keyof typeof CREATE_OMIT_FIELDS | keyof typeof AUTHOR_OMIT_FIELDS>
  >;
  return stamped.extend({ id: idSchema.optional(), ...(extra as E) });
}

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
export type WithoutDefaults<S extends z.ZodRawShape> = { [K in keyof S]: WithoutDefault<S[K]> };

/** The same shape with every top-level `.default()` removed. */
export function withoutDefaults<S extends z.ZodRawShape>(shape: S): WithoutDefaults<S> {
  const out: Record<string, z.core.$ZodType> = {};
  for (const [key, schema] of Object.entries(shape)) {
    out[key] = schema instanceof z.ZodDefault ? schema.unwrap() : schema;
  }
  return out as WithoutDefaults<S>;
}

/**
 * An update schema: every field optional and, crucially, no defaults. Zod 4 applies a default
 * even inside `.partial()`, which would turn `{ votes: 3 }` into a write that blanks every
 * other field; updates must carry only the fields they change (field-level last-writer-wins).
 */
export function updateSchemaOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  return z.object(withoutDefaults(schema.shape)).partial();
}
