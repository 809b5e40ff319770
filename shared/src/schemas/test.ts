import { z } from 'zod';
import {
  authorFields,
  createSchemaOf,
  idSchema,
  LIST_MAX,
  LONG_TEXT_MAX,
  optionalText,
  requiredText,
  SHORT_TEXT_MAX,
  TEXT_MAX,
  TITLE_MAX,
  textList,
  timestampSchema,
  UPDATE_OMIT_FIELDS,
  updateSchemaOf,
} from './common';
import { deferred } from './deferred';

// ---------------------------------------------------------------------------------------------
// Test plan

export const TEST_PLAN_MIN_PARTICIPANTS = 1;
export const TEST_PLAN_MAX_PARTICIPANTS = 100;
/** What the create form proposes; the schema itself requires a value. */
export const TEST_PLAN_DEFAULT_PARTICIPANTS = 5;
export const TEST_PLAN_MIN_DURATION = 1;
export const TEST_PLAN_MAX_DURATION = 480;
export const TEST_PLAN_DEFAULT_DURATION = 60;

export const TEST_PLAN_STATUSES = ['planned', 'running', 'completed'] as const;
export const testPlanStatusEnum = deferred(() =>
  z.enum(TEST_PLAN_STATUSES, { error: 'validation.status_invalid' }),
);
export type TestPlanStatus = z.infer<typeof testPlanStatusEnum>;
export const DEFAULT_TEST_PLAN_STATUS: TestPlanStatus = 'planned';
export const TEST_PLAN_STATUS_LABELS: Record<TestPlanStatus, string> = {
  planned: 'Planejado',
  running: 'Em andamento',
  completed: 'Finalizado',
};
export const TEST_PLAN_STATUS_COLORS: Record<TestPlanStatus, string> = {
  planned: 'blue',
  running: 'orange',
  completed: 'green',
};

export const testPlanSchema = deferred(() =>
  z.object({
    id: idSchema,
    projectId: idSchema,
    prototypeId: idSchema.nullable().default(null),
    name: requiredText('validation.name_required', TITLE_MAX),
    objective: optionalText(TEXT_MAX),
    methodology: requiredText('validation.methodology_required', TEXT_MAX),
    participants: z
      .int({
        error: (issue) =>
          issue.input === undefined
            ? 'validation.participants_required'
            : 'validation.participants_integer',
      })
      .min(TEST_PLAN_MIN_PARTICIPANTS, 'validation.participants_min')
      .max(TEST_PLAN_MAX_PARTICIPANTS, 'validation.participants_max'),
    duration: z
      .int({ error: 'validation.duration_integer' })
      .min(TEST_PLAN_MIN_DURATION, 'validation.session_duration_min')
      .max(TEST_PLAN_MAX_DURATION, 'validation.session_duration_max')
      .default(TEST_PLAN_DEFAULT_DURATION),
    tasks: textList(TEXT_MAX),
    metrics: textList(SHORT_TEXT_MAX),
    status: testPlanStatusEnum.default(DEFAULT_TEST_PLAN_STATUS),
    ...authorFields(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);

export const testPlanCreateSchema = deferred(() => createSchemaOf(testPlanSchema));
export const testPlanUpdateSchema = deferred(() =>
  updateSchemaOf(testPlanSchema.omit(UPDATE_OMIT_FIELDS)),
);

export type TestPlan = z.infer<typeof testPlanSchema>;
export type TestPlanCreate = z.infer<typeof testPlanCreateSchema>;
export type TestPlanCreateInput = z.input<typeof testPlanCreateSchema>;
export type TestPlanUpdate = z.infer<typeof testPlanUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Test result: what one participant actually did with a plan's tasks. The spec's screen made
// these figures up in the browser; here they are recorded, stored and synced like the rest.

export const taskResultSchema = deferred(() =>
  z.object({
    task: requiredText('validation.task_required', TEXT_MAX),
    success: z.boolean({ error: 'validation.task_success_required' }),
    timeSeconds: z
      .int({ error: 'validation.time_integer' })
      .min(0, 'validation.time_negative')
      .nullable()
      .default(null),
  }),
);
export type TaskResult = z.infer<typeof taskResultSchema>;
export type TaskResultInput = z.input<typeof taskResultSchema>;

export const testResultSchema = deferred(() =>
  z.object({
    id: idSchema,
    testPlanId: idSchema,
    // Always the plan's project; the server derives it, so a client cannot file a result elsewhere.
    projectId: idSchema,
    participantId: requiredText('validation.participant_required', 100),
    taskResults: z.array(taskResultSchema).max(LIST_MAX, 'validation.max_items').default([]),
    feedback: optionalText(LONG_TEXT_MAX),
    successRate: z
      .number({ error: 'validation.success_rate_number' })
      .min(0, 'validation.success_rate_range')
      .max(100, 'validation.success_rate_range'),
    completionTime: z
      .int({ error: 'validation.total_time_integer' })
      .min(0, 'validation.total_time_negative')
      .nullable()
      .default(null),
    insights: optionalText(LONG_TEXT_MAX),
    ...authorFields(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);

export const testResultCreateSchema = deferred(() =>
  createSchemaOf(testResultSchema.omit({ projectId: true })),
);
export const testResultUpdateSchema = deferred(() =>
  updateSchemaOf(testResultSchema.omit({ ...UPDATE_OMIT_FIELDS, testPlanId: true })),
);

export type TestResult = z.infer<typeof testResultSchema>;
export type TestResultCreate = z.infer<typeof testResultCreateSchema>;
export type TestResultCreateInput = z.input<typeof testResultCreateSchema>;
export type TestResultUpdate = z.infer<typeof testResultUpdateSchema>;

/**
 * Percent of tasks completed successfully, rounded to one decimal; null with no tasks. The
 * result form proposes it as the participant's success rate.
 */
export function successRateOf(taskResults: readonly Pick<TaskResult, 'success'>[]): number | null {
  if (taskResults.length === 0) return null;
  const succeeded = taskResults.filter((result) => result.success).length;
  return Math.round((succeeded / taskResults.length) * 1000) / 10;
}

/** Sum of the tasks' times in seconds; null when no task has a time. */
export function totalTimeSecondsOf(
  taskResults: readonly Pick<TaskResultInput, 'timeSeconds'>[],
): number | null {
  const times = taskResults
    .map((result) => result.timeSeconds)
    .filter((time): time is number => typeof time === 'number');
  if (times.length === 0) return null;
  return times.reduce((sum, time) => sum + time, 0);
}
