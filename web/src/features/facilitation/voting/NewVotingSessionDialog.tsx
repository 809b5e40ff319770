import { NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import {
  DEFAULT_DOT_BUDGET,
  DOT_BUDGET_MAX,
  DOT_BUDGET_MIN,
  deferred,
  TITLE_MAX,
  votingSessionCreateSchema,
} from '@trilha/shared';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../components/form/field-error';
import { formResolver } from '../../../components/form/form-resolver';
import { numberOrNull } from '../../../components/records/number-input';
import { RecordFormDialog } from '../../../components/records/RecordFormDialog';

const formSchema = deferred(() =>
  votingSessionCreateSchema.pick({
    title: true,
    budget: true,
    allowStacking: true,
    anonymous: true,
  }),
);

export interface NewSessionValues {
  title: string;
  budget: number;
  allowStacking: boolean;
  anonymous: boolean;
}
interface FormValues extends Omit<NewSessionValues, 'budget'> {
  budget: number | null;
}

// An empty budget box means the default budget, which the schema fills in.
const resolver: Resolver<FormValues, unknown, NewSessionValues> = (values, context, options) =>
  // Made at each validation, not at load: the schema is built when first used (deferred).
  formResolver(formSchema)(
    { ...values, budget: values.budget ?? undefined } as never,
    context,
    options as never,
  ) as never;

const DEFAULTS: FormValues = {
  title: '',
  budget: DEFAULT_DOT_BUDGET,
  allowStacking: false,
  anonymous: true,
};

/** 'Nova votação': a title, the dots each person gets, stacking, anonymity. */
export function NewVotingSessionDialog(props: {
  onClose(): void;
  onCreate(values: NewSessionValues): Promise<boolean>;
}) {
  const { t } = useTranslation('facilitation', { keyPrefix: 'voting' });
  const form = useForm<FormValues, unknown, NewSessionValues>({
    resolver,
    defaultValues: DEFAULTS,
  });
  const { errors } = form.formState;
  const fieldError = useFieldErrorText();

  return (
    <RecordFormDialog
      opened
      size="md"
      title={t('new.title')}
      submitLabel={t('new.submit')}
      form={form}
      onSave={props.onCreate}
      onClose={props.onClose}
    >
      <TextInput
        label={t('new.name')}
        placeholder={t('new.namePlaceholder')}
        maxLength={TITLE_MAX}
        data-autofocus
        {...form.register('title')}
      />
      <Controller
        control={form.control}
        name="budget"
        render={({ field }) => (
          <NumberInput
            label={t('new.budget')}
            description={t('new.budgetHint', { min: DOT_BUDGET_MIN, max: DOT_BUDGET_MAX })}
            min={DOT_BUDGET_MIN}
            max={DOT_BUDGET_MAX}
            allowDecimal={false}
            value={field.value ?? ''}
            onChange={(value) => field.onChange(numberOrNull(value))}
            error={fieldError(errors.budget)}
          />
        )}
      />
      <Stack gap="sm">
        {(['allowStacking', 'anonymous'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <Switch
                size="md"
                label={t(`new.${name}`)}
                description={t(`new.${name}Hint`)}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
        ))}
      </Stack>
    </RecordFormDialog>
  );
}
