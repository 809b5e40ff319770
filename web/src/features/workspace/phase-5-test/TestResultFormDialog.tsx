import { zodResolver } from '@hookform/resolvers/zod';
import {
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  LONG_TEXT_MAX,
  successRateOf,
  type TestPlan,
  type TestResult,
  testResultCreateSchema,
  totalTimeSecondsOf,
} from '@trilha/shared';
import { useEffect } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { numberOrNull, useFieldMessage } from '../../../components/records/field-message';
import { RecordFormDialog } from '../../../components/records/RecordFormDialog';
import { useChange } from '../../../project-data/records';
import { nextParticipantId } from './stats';

const formSchema = testResultCreateSchema.omit({ id: true, testPlanId: true });

interface FormValues {
  participantId: string;
  taskResults: { task: string; success: boolean; timeSeconds: number | null }[];
  feedback: string;
  insights: string;
  successRate: number | null;
  completionTime: number | null;
}
type Saved = Omit<TestResult, 'id' | 'testPlanId' | 'projectId' | 'createdAt' | 'updatedAt'>;

const zod = zodResolver(formSchema);
const resolver: Resolver<FormValues, unknown, Saved> = (values, context, options) =>
  zod(
    { ...values, successRate: values.successRate ?? undefined } as never,
    context,
    options as never,
  ) as never;

function initialValues(plan: TestPlan, results: readonly TestResult[]): FormValues {
  const taskResults = plan.tasks.map((task) => ({ task, success: false, timeSeconds: null }));
  return {
    participantId: nextParticipantId(results),
    taskResults,
    feedback: '',
    insights: '',
    successRate: successRateOf(taskResults),
    completionTime: null,
  };
}

/**
 * Records what one participant did in a plan's session: each task's success and time, what they
 * said, and what the team learnt. The success rate and total time are proposed from the tasks
 * (successRateOf, totalTimeSecondsOf) until the user types their own.
 */
export function TestResultFormDialog(props: {
  plan: TestPlan;
  results: readonly TestResult[];
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('prototypeTest');
  const change = useChange();
  const fieldMessage = useFieldMessage();
  const { plan, results, opened } = props;
  const form = useForm<FormValues, unknown, Saved>({
    resolver,
    defaultValues: initialValues(plan, results),
  });
  const { register, control, reset, setValue, getFieldState } = form;
  const { errors } = form.formState;

  // Reset only when the dialog opens: a result recorded on another device must not wipe
  // what is being typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (opened) reset(initialValues(plan, results));
  }, [opened, reset]);

  const taskResults = useWatch({ control, name: 'taskResults' });
  const proposedRate = successRateOf(taskResults ?? []);
  const proposedTime = totalTimeSecondsOf(taskResults ?? []);
  useEffect(() => {
    if (!getFieldState('successRate').isDirty) setValue('successRate', proposedRate);
    if (!getFieldState('completionTime').isDirty) setValue('completionTime', proposedTime);
  }, [proposedRate, proposedTime, getFieldState, setValue]);

  const save = async (values: Saved): Promise<boolean> => {
    const saved = await change(
      'testResult.create',
      { id: crypto.randomUUID(), testPlanId: plan.id, ...values },
      { success: t('results.toast.created'), error: t('results.toast.createError') },
    );
    return saved;
  };

  return (
    <RecordFormDialog
      opened={opened}
      title={t('results.form.title', { plan: plan.name })}
      submitLabel={t('results.form.submit')}
      size="lg"
      form={form}
      onSave={save}
      onClose={props.onClose}
    >
      <TextInput
        label={t('results.form.participant')}
        description={t('results.form.participantHint')}
        withAsterisk
        maxLength={100}
        data-autofocus
        error={fieldMessage(errors.participantId)}
        {...register('participantId')}
      />
      {plan.tasks.length > 0 ? (
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
                      error={fieldMessage(errors.taskResults?.[index]?.timeSeconds)}
                    />
                  )}
                />
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('results.form.noTasks')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Controller
          control={control}
          name="successRate"
          render={({ field }) => (
            <NumberInput
              label={t('results.form.successRate')}
              description={t('results.form.successRateHint')}
              withAsterisk
              min={0}
              max={100}
              decimalScale={1}
              suffix="%"
              value={field.value ?? ''}
              onChange={(value) => field.onChange(numberOrNull(value))}
              error={fieldMessage(errors.successRate)}
            />
          )}
        />
        <Controller
          control={control}
          name="completionTime"
          render={({ field }) => (
            <NumberInput
              label={t('results.form.completionTime')}
              description={t('results.form.completionTimeHint')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(numberOrNull(value))}
              error={fieldMessage(errors.completionTime)}
            />
          )}
        />
      </SimpleGrid>
      <Textarea
        label={t('results.form.feedback')}
        placeholder={t('results.form.feedbackPlaceholder')}
        autosize
        minRows={2}
        maxLength={LONG_TEXT_MAX}
        error={fieldMessage(errors.feedback)}
        {...register('feedback')}
      />
      <Textarea
        label={t('results.form.insights')}
        placeholder={t('results.form.insightsPlaceholder')}
        autosize
        minRows={2}
        maxLength={LONG_TEXT_MAX}
        error={fieldMessage(errors.insights)}
        {...register('insights')}
      />
    </RecordFormDialog>
  );
}
