import { z } from 'zod';
import {
  countSchema,
  idSchema,
  LIST_MAX,
  maxItemsMessage,
  phaseNumberSchema,
  timestampSchema,
  updateSchemaOf,
} from './common';

const toolIdList = z
  .array(z.string().trim().min(1).max(100))
  .max(LIST_MAX, maxItemsMessage(LIST_MAX))
  .default([]);

/** One user's progress through one project. */
export const userProgressSchema = z.object({
  id: idSchema,
  userId: idSchema,
  projectId: idSchema,
  phase: phaseNumberSchema,
  /** Ids of the catalogue tools the user has completed in this project. */
  completedTools: toolIdList,
  badges: toolIdList,
  points: countSchema.default(0),
  /** Seconds spent in the project. */
  timeSpent: countSchema.default(0),
  updatedAt: timestampSchema,
});

// Points and badges are awarded by the server, and the user is the session's: a client can
// neither grant itself a badge nor write someone else's progress.
export const userProgressCreateSchema = userProgressSchema
  .omit({ id: true, userId: true, points: true, badges: true, updatedAt: true })
  .extend({ id: idSchema.optional() });
export const userProgressUpdateSchema = updateSchemaOf(
  userProgressSchema.pick({ phase: true, completedTools: true, timeSpent: true }),
);

export type UserProgress = z.infer<typeof userProgressSchema>;
export type UserProgressCreate = z.infer<typeof userProgressCreateSchema>;
export type UserProgressCreateInput = z.input<typeof userProgressCreateSchema>;
export type UserProgressUpdate = z.infer<typeof userProgressUpdateSchema>;
