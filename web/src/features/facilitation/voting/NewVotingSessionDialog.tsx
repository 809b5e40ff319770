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
  /** A timed vote's end (decision 0029): it closes itself then, on every device. */
  endsAt: string | null;
}
interface FormValues extends Omit<NewSessionValues, 'budget' | 'endsAt'> {
  budget: number | null;
  /** 'Encerrar automaticamente', after `minutes`. */
  autoEnd: boolean;
  minutes: number | null;
}

/** A timed vote lasts from one minute to three hours; an empty box is the default. */
export const VOTE_MINUTES = { min: 1, max: 180, initial: 5 } as const;

/** The end of a vote that lasts `minutes` from `nowMs` (the device's clock, when created). */
export function endsAtAfter(minutes: number | null, nowMs: number): string {
  const length = Math.min(
    VOTE_MINUTES.max,
    Math.max(VOTE_MINUTES.min, minutes ?? VOTE_MINUTES.initial),
  );
  return new Date(nowMs + Math.round(length) * 60_000).toISOString();
}

// An empty budget box means the default budget, which the schema fills in.
const resolver: Resolver<FormValues, unknown, NewSessionValues> = async (
  values,
  context,
  options,
) => {
  const { autoEnd, minutes, ...session } = values;
  // Made at each validation, not at load: the schema is built when first used (deferred).
  const result = await formResolver(formSchema)(
    { ...session, budget: session.budget ?? undefined } as never,
    context,
    options as never,
  );
  if (Object.keys(result.errors).length > 0) return result as never;
  // The end counts from the tap on 'Criar votação', not from the dialog's opening.
  const endsAt = autoEnd ? endsAtAfter(minutes, Date.now()) : null;
  return { values: { ...(result.values as object), endsAt }, errors: {} } as never;
};

const DEFAULTS: FormValues = {
  title: '',
  budget: DEFAULT_DOT_BUDGET,
  allowStacking: false,
  anonymous: true,
  autoEnd: false,
  minutes: VOTE_MINUTES.initial,
};

/** 'Nova votação': a title, the dots each person gets, stacking, anonymity, a time limit. */
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
  const notes = useTranslation('notes').t;
  const autoEnd = form.watch('autoEnd');

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
        <Controller
          control={form.control}
          name="autoEnd"
          render={({ field }) => (
            <Switch
              size="md"
              label={notes('timed.auto')}
              description={notes('timed.autoHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        {autoEnd && (
          <Controller
            control={form.control}
            name="minutes"
            render={({ field }) => (
              <NumberInput
                label={notes('timed.minutes')}
                min={VOTE_MINUTES.min}
                max={VOTE_MINUTES.max}
                allowDecimal={false}
                clampBehavior="strict"
                value={field.value ?? ''}
                onChange={(value) => field.onChange(numberOrNull(value))}
              />
            )}
          />
        )}
      </Stack>
    </RecordFormDialog>
  );
}
