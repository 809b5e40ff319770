import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  SHORT_TEXT_MAX,
  TEST_PLAN_DEFAULT_DURATION,
  TEST_PLAN_DEFAULT_PARTICIPANTS,
  TEST_PLAN_MAX_DURATION,
  TEST_PLAN_MAX_PARTICIPANTS,
  TEST_PLAN_MIN_DURATION,
  TEST_PLAN_MIN_PARTICIPANTS,
  TEST_PLAN_STATUSES,
  TEXT_MAX,
  type TestPlan,
  TITLE_MAX,
  testPlanCreateSchema,
} from '@trilha/shared';
import { useEffect } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChipsInput } from '../../../components/records/ChipsInput';
import { numberOrNull, useFieldMessage } from '../../../components/records/field-message';
import { RecordFormDialog } from '../../../components/records/RecordFormDialog';
import { changedFields, useChange } from '../../../project-data/records';

const formSchema = testPlanCreateSchema.pick({
  name: true,
  objective: true,
  methodology: true,
  participants: true,
  duration: true,
  tasks: true,
  metrics: true,
  status: true,
  prototypeId: true,
});

interface FormValues {
  name: string;
  objective: string;
  methodology: string;
  participants: number | null;
  duration: number | null;
  tasks: string[];
  metrics: string[];
  status: TestPlan['status'];
  prototypeId: string | null;
}
type Saved = Pick<TestPlan, keyof FormValues>;

const zod = zodResolver(formSchema);
// An empty number box is a missing value: 'obrigatório' for participants, the default for
// the duration (which the schema fills in).
const resolver: Resolver<FormValues, unknown, Saved> = (values, context, options) =>
  zod(
    {
      ...values,
      participants: values.participants ?? undefined,
      duration: values.duration ?? undefined,
    } as never,
    context,
    options as never,
  ) as never;

function valuesOf(plan: TestPlan | null): FormValues {
  return {
    name: plan?.name ?? '',
    objective: plan?.objective ?? '',
    methodology: plan?.methodology ?? '',
    participants: plan?.participants ?? TEST_PLAN_DEFAULT_PARTICIPANTS,
    duration: plan?.duration ?? TEST_PLAN_DEFAULT_DURATION,
    tasks: plan?.tasks ?? [],
    metrics: plan?.metrics ?? [],
    status: plan?.status ?? 'planned',
    prototypeId: plan?.prototypeId ?? null,
  };
}

/** Create or edit a test plan. New plans start as planned; the edit form sets the status. */
export function TestPlanFormDialog(props: {
  projectId: string;
  opened: boolean;
  plan: TestPlan | null;
  prototypes: { id: string; name: string }[];
  onClose(): void;
}) {
  const { t } = useTranslation('prototypeTest');
  const change = useChange();
  const fieldMessage = useFieldMessage();
  const { plan, opened } = props;
  const form = useForm<FormValues, unknown, Saved>({ resolver, defaultValues: valuesOf(plan) });
  const { register, control, reset } = form;
  const { errors } = form.formState;

  useEffect(() => {
    if (opened) reset(valuesOf(plan));
  }, [opened, plan, reset]);

  const save = async (values: Saved): Promise<boolean> => {
    let saved: boolean;
    if (plan) {
      const changes = changedFields(valuesOf(plan) as Saved, values);
      saved =
        Object.keys(changes).length === 0 ||
        (await change(
          'testPlan.update',
          { id: plan.id, changes },
          { success: t('plans.toast.updated'), error: t('plans.toast.updateError') },
        ));
    } else {
      saved = await change(
        'testPlan.create',
        { id: crypto.randomUUID(), projectId: props.projectId, ...values, status: 'planned' },
        { success: t('plans.toast.created'), error: t('plans.toast.createError') },
      );
    }
    return saved;
  };

  const prototypeOptions = props.prototypes.map((prototype) => ({
    value: prototype.id,
    label: prototype.name,
  }));

  return (
    <RecordFormDialog
      opened={opened}
      title={plan ? t('plans.form.editTitle') : t('plans.form.createTitle')}
      submitLabel={plan ? t('common.save') : t('plans.form.create')}
      size="lg"
      form={form}
      onSave={save}
      onClose={props.onClose}
    >
      <TextInput
        label={t('plans.form.name')}
        placeholder={t('plans.form.namePlaceholder')}
        withAsterisk
        maxLength={TITLE_MAX}
        data-autofocus
        error={fieldMessage(errors.name)}
        {...register('name')}
      />
      <Textarea
        label={t('plans.form.objective')}
        placeholder={t('plans.form.objectivePlaceholder')}
        autosize
        minRows={2}
        maxLength={TEXT_MAX}
        error={fieldMessage(errors.objective)}
        {...register('objective')}
      />
      <Textarea
        label={t('plans.form.methodology')}
        placeholder={t('plans.form.methodologyPlaceholder')}
        withAsterisk
        autosize
        minRows={2}
        maxLength={TEXT_MAX}
        error={fieldMessage(errors.methodology)}
        {...register('methodology')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Controller
          control={control}
          name="participants"
          render={({ field }) => (
            <NumberInput
              label={t('plans.form.participants')}
              withAsterisk
              min={TEST_PLAN_MIN_PARTICIPANTS}
              max={TEST_PLAN_MAX_PARTICIPANTS}
              allowDecimal={false}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(numberOrNull(value))}
              error={fieldMessage(errors.participants)}
            />
          )}
        />
        <Controller
          control={control}
          name="duration"
          render={({ field }) => (
            <NumberInput
              label={t('plans.form.duration')}
              min={TEST_PLAN_MIN_DURATION}
              max={TEST_PLAN_MAX_DURATION}
              allowDecimal={false}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(numberOrNull(value))}
              error={fieldMessage(errors.duration)}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="tasks"
        render={({ field }) => (
          <ChipsInput
            label={t('plans.form.tasks')}
            placeholder={t('plans.form.tasksPlaceholder')}
            value={field.value}
            onChange={field.onChange}
            maxLength={TEXT_MAX}
            error={fieldMessage(errors.tasks)}
          />
        )}
      />
      <Controller
        control={control}
        name="metrics"
        render={({ field }) => (
          <ChipsInput
            label={t('plans.form.metrics')}
            placeholder={t('plans.form.metricsPlaceholder')}
            value={field.value}
            onChange={field.onChange}
            maxLength={SHORT_TEXT_MAX}
            error={fieldMessage(errors.metrics)}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: plan ? 2 : 1 }}>
        <Controller
          control={control}
          name="prototypeId"
          render={({ field }) => (
            <Select
              label={t('plans.form.prototype')}
              placeholder={
                prototypeOptions.length > 0
                  ? t('plans.form.prototypePlaceholder')
                  : t('plans.form.noPrototypes')
              }
              data={prototypeOptions}
              value={field.value}
              onChange={(value) => field.onChange(value || null)}
              clearable
              searchable
              disabled={prototypeOptions.length === 0}
              error={fieldMessage(errors.prototypeId)}
            />
          )}
        />
        {plan && (
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <Select
                label={t('plans.form.status')}
                data={TEST_PLAN_STATUSES.map((status) => ({
                  value: status,
                  label: t(`status.${status}`),
                }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'planned')}
                allowDeselect={false}
                error={fieldMessage(errors.status)}
              />
            )}
          />
        )}
      </SimpleGrid>
    </RecordFormDialog>
  );
}
