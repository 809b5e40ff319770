import { z } from 'zod';
import {
  createSchemaOf,
  idSchema,
  LIST_MAX,
  LONG_TEXT_MAX,
  maxItemsMessage,
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
  z.enum(TEST_PLAN_STATUSES, { error: 'Status inválido' }),
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
    name: requiredText('Nome é obrigatório', TITLE_MAX),
    objective: optionalText(TEXT_MAX),
    methodology: requiredText('Metodologia é obrigatória', TEXT_MAX),
    participants: z
      .int({
        error: (issue) =>
          issue.input === undefined
            ? 'Número de participantes é obrigatório'
            : 'Participantes deve ser um número inteiro',
      })
      .min(TEST_PLAN_MIN_PARTICIPANTS, 'Mínimo de 1 participante')
      .max(TEST_PLAN_MAX_PARTICIPANTS, 'Máximo de 100 participantes'),
    duration: z
      .int({ error: 'Duração deve ser um número inteiro de minutos' })
      .min(TEST_PLAN_MIN_DURATION, 'Duração mínima de 1 minuto')
      .max(TEST_PLAN_MAX_DURATION, 'Duração máxima de 480 minutos')
      .default(TEST_PLAN_DEFAULT_DURATION),
    tasks: textList(TEXT_MAX),
    metrics: textList(SHORT_TEXT_MAX),
    status: testPlanStatusEnum.default(DEFAULT_TEST_PLAN_STATUS),
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
    task: requiredText('Tarefa é obrigatória', TEXT_MAX),
    success: z.boolean({ error: 'Informe se a tarefa foi concluída' }),
    timeSeconds: z
      .int({ error: 'Tempo deve ser um número inteiro de segundos' })
      .min(0, 'Tempo não pode ser negativo')
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
    participantId: requiredText('Participante é obrigatório', 100),
    taskResults: z.array(taskResultSchema).max(LIST_MAX, maxItemsMessage(LIST_MAX)).default([]),
    feedback: optionalText(LONG_TEXT_MAX),
    successRate: z
      .number({ error: 'Taxa de sucesso deve ser um número' })
      .min(0, 'Taxa de sucesso deve estar entre 0 e 100')
      .max(100, 'Taxa de sucesso deve estar entre 0 e 100'),
    completionTime: z
      .int({ error: 'Tempo total deve ser um número inteiro de segundos' })
      .min(0, 'Tempo total não pode ser negativo')
      .nullable()
      .default(null),
    insights: optionalText(LONG_TEXT_MAX),
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
