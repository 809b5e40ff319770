import { z } from 'zod';
import {
  createSchemaOf,
  dateSchema,
  INTEGER_MAX,
  idSchema,
  timestampSchema,
  updateSchemaOf,
} from './common';
import { deferred } from './deferred';

// Active time on a project (issue 32; workspace.md's user_progress.timeSpent;
// docs/decisions/0028): seconds a person had the project's page visible and was not idle,
// one row per person, project and calendar day of the device that counted them. Rows only grow,
// by `timeSpent.add` mutations, which add up across devices (sync/src/time-spent-mutator.ts).

/**
 * The most one `timeSpent.add` may carry. A device sends what it counted at least every few
 * minutes (web/src/features/time-spent), so an hour is generous; more is a broken or forged
 * client, refused rather than added.
 */
export const TIME_SPENT_ADD_MAX_SECONDS = 3600;

export const timeSpentSchema = deferred(() =>
  z.object({
    id: idSchema,
    projectId: idSchema,
    /** Whose time it is: always the signed-in user who counted it, never an argument. */
    userId: idSchema,
    /** The counting device's local date, 'YYYY-MM-DD': the dashboard sums a week of them. */
    day: dateSchema,
    seconds: z
      .int({ error: 'validation.integer' })
      .min(0, 'validation.not_negative')
      .max(INTEGER_MAX, 'validation.number_too_large'),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);
export type TimeSpent = z.infer<typeof timeSpentSchema>;

// Only `timeSpent.add` writes these rows; the create and update shapes exist because every
// synced kind has them (sync/src/entities.ts), and no mutation takes them.
export const timeSpentCreateSchema = deferred(() => createSchemaOf(timeSpentSchema));
export const timeSpentUpdateSchema = deferred(() =>
  updateSchemaOf(
    timeSpentSchema.omit({
      id: true,
      projectId: true,
      userId: true,
      createdAt: true,
      updatedAt: true,
    }),
  ),
);

/** The arguments of `timeSpent.add`: seconds counted on one day in one project. */
export const timeSpentAddSchema = deferred(() =>
  z.object({
    projectId: idSchema,
    day: dateSchema,
    seconds: z
      .int({ error: 'validation.integer' })
      .min(1, 'time_spent.seconds_too_few')
      .max(TIME_SPENT_ADD_MAX_SECONDS, 'time_spent.seconds_too_many'),
  }),
);
export type TimeSpentAdd = z.infer<typeof timeSpentAddSchema>;
