import { z } from 'zod';
import { TITLE_MAX, text, timestampSchema } from './common';
import { deferred } from './deferred';

// What makes an idea or an HMW question a sticky note of the room (issue 33,
// docs/decisions/0029): its colour, the person who held the pen on a shared tablet, and the
// facilitator's hiding of it.

/**
 * The sticky notes' colours. Each is drawn as a light background under dark text with a
 * contrast of at least 7:1 (web/src/components/notes/note-colors.ts); null is the first.
 */
export const NOTE_COLORS = ['yellow', 'pink', 'blue', 'green', 'orange', 'purple'] as const;
export type NoteColor = (typeof NOTE_COLORS)[number];
export const noteColorSchema = deferred(() =>
  z.enum(NOTE_COLORS, { error: 'validation.color_invalid' }).nullable().default(null),
);

/**
 * The person who wrote a note on a shared device (the participant picked on the tablet), when
 * it is not the account's own person; cards show it instead of the account's name.
 */
export const writerNameSchema = deferred(() =>
  text().trim().max(TITLE_MAX, 'validation.max_chars').nullable().default(null),
);

/** When the facilitator hid a note from the room (moderation); null when shown. */
export const hiddenAtSchema = deferred(() => timestampSchema.nullable().default(null));

/** The fields every note kind (ideas, HMW questions) carries. */
export const noteFields = () => ({
  color: noteColorSchema,
  writerName: writerNameSchema,
  hiddenAt: hiddenAtSchema,
});

/** The name a note shows as its author: the pen's holder, else the account that wrote it. */
export const noteAuthor = (note: { writerName?: string | null; authorName?: string }) =>
  note.writerName || note.authorName || '';
