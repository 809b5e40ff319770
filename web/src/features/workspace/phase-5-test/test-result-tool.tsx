import { Checkbox, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import {
  LONG_TEXT_MAX,
  successRateOf,
  type TestPlan,
  type TestResult,
  testResultCreateSchema,
  totalTimeSecondsOf,
} from '@trilha/shared';
import { useEffect } from 'react';
import { Controller, type FieldError, useWatch } from 'react-hook-form';
import { useFieldErrorText } from '../../../components/form/field-error';
import { numberOrNull } from '../../../components/records/number-input';
import type { CustomFieldProps } from '../../../components/records/record-fields';
import type { RecordFormTool, RecordListSpec } from '../record-tool/descriptor';
import { toolTexts } from '../record-tool/texts';
import { nextParticipantId } from './stats';

/** A result is recorded for one plan, next to the results it has already. */
export interface ResultContext {
  plan: TestPlan;
  results: readonly TestResult[];
}

type TaskResultValue = { task: string; success: boolean; timeSeconds: number | null };

const tasksOf = (plan: TestPlan): TaskResultValue[] =>
  plan.tasks.map((task) => ({ task, success: false, timeSeconds: null }));

/**
 * Test results: what one participant did in a plan's session (each task's success and time:
 * the named extension `taskResults`, which proposes the success rate and the total time), what
 * they said and what the team learnt. Recorded for a plan, never edited; deleted after a
 * confirmation. Listed by plan (the results table, PlanResultsCard).
 */
export const testResultTool: RecordFormTool<'testResults', ResultContext> & {
  list: RecordListSpec;
} = {
  entity: 'testResults',
  mutation: 'testResult',
  texts: toolTexts('prototypeTest', 'results', {
    createTitle: 'results.form.title',
    create: 'results.form.submit',
  }),
  named: (result, t) => ({ name: t('results.deleteName', { participant: result.participantId }) }),
  confirmDelete: true,
  list: { icon: <IconChartBar size={28} /> },
  form: {
    schema: testResultCreateSchema,
    fields: [
      {
        kind: 'text',
        name: 'participantId',
        label: 'results.form.participant',
        hint: 'results.form.participantHint',
        required: true,
        max: 100,
        initial: ({ results }: ResultContext) => nextParticipantId(results),
      },
      {
        kind: 'custom',
        name: 'taskResults',
        render: TaskResultsInput,
        initial: ({ plan }: ResultContext) => tasksOf(plan),
      },
      {
        kind: 'row',
        from: 'xs',
        fields: [
          {
            kind: 'numeric',
            name: 'successRate',
            hint: true,
            required: true,
            input: { min: 0, max: 100, decimalScale: 1, suffix: '%' },
            whenEmpty: 'missing',
            initial: ({ plan }: ResultContext) => successRateOf(tasksOf(plan)),
          },
          {
            kind: 'numeric',
            name: 'completionTime',
            hint: true,
            input: { min: 0, allowDecimal: false, allowNegative: false },
          },
        ],
      },
      { kind: 'textarea', name: 'feedback', placeholder: true, minRows: 2, max: LONG_TEXT_MAX },
      { kind: 'textarea', name: 'insights', placeholder: true, minRows: 2, max: LONG_TEXT_MAX },
    ],
  },
};

/**
 * Each task of the plan: done or not, and its time. The success rate and the total time are
 * proposed from them (successRateOf, totalTimeSecondsOf) until the user types their own.
 */
function TaskResultsInput({ form, t, context: { plan } }: CustomFieldProps<ResultContext>) {
  const fieldMessage = useFieldErrorText();
  const { control, register, setValue, getFieldState } = form;
  const taskResults = useWatch({ control, name: 'taskResults' }) as TaskResultValue[] | undefined;
  const proposedRate = successRateOf(taskResults ?? []);
  const proposedTime = totalTimeSecondsOf(taskResults ?? []);
  useEffect(() => {
    if (!getFieldState('successRate').isDirty) setValue('successRate', proposedRate);
    if (!getFieldState('completionTime').isDirty) setValue('completionTime', proposedTime);
  }, [proposedRate, proposedTime, getFieldState, setValue]);
  const errors = form.formState.errors.taskResults as { timeSeconds?: FieldError }[] | undefined;

  if (plan.tasks.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('results.form.noTasks')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Title order={3} size="h6">
        {t('results.form.tasks')}
      </Title>
      {plan.tasks.map((task, index) => (
        <Paper key={task} withBorder p="sm" radius="md">
          <Text size="sm" fw={500} mb={6}>
            {index + 1}. {task}
          </Text>
          <Group align="center" gap="md">
            <Checkbox
              label={t('results.form.taskSuccess')}
              aria-label={t('results.form.taskSuccessOf', { task })}
              {...register(`taskResults.${index}.success`)}
            />
            <Controller
              control={control}
              name={`taskResults.${index}.timeSeconds`}
              render={({ field }) => (
                <NumberInput
                  w={160}
                  placeholder={t('results.form.taskTime')}
                  aria-label={t('results.form.taskTimeOf', { task })}
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(numberOrNull(value))}
                  error={fieldMessage(errors?.[index]?.timeSeconds)}
                />
              )}
            />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
