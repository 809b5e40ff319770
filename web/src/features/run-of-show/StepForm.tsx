import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import {
  type AgendaStep,
  DEFAULT_DOT_BUDGET,
  DEFAULT_TIMER_DURATION_MS,
  DOT_BUDGET_MAX,
  DOT_BUDGET_MIN,
  ROOM_TOOLS,
  type RoomTool,
  STEP_MODES,
  type StepMode,
  stepFitsTool,
} from '@trilha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the form edits of a step. */
export type StepFields = Pick<
  AgendaStep,
  'name' | 'tool' | 'mode' | 'durationMs' | 'budget' | 'anonymous'
>;

const MINUTES_MIN = 1;
const MINUTES_MAX = 180;

export const NEW_STEP: StepFields = {
  name: '',
  tool: 'ideas',
  mode: 'discuss',
  durationMs: DEFAULT_TIMER_DURATION_MS,
  budget: DEFAULT_DOT_BUDGET,
  anonymous: false,
};

/**
 * A step's name, tool, mode, duration, and a vote's budget or a private round's anonymity. A
 * tool and mode that do not go together (a vote on the wall) are refused here, before the
 * mutator would refuse them.
 */
export function StepForm(props: {
  initial: StepFields;
  onSave(fields: StepFields): Promise<boolean>;
  onCancel(): void;
}) {
  const { t } = useTranslation('runOfShow');
  const [name, setName] = useState(props.initial.name);
  const [tool, setTool] = useState<RoomTool>(props.initial.tool);
  const [mode, setMode] = useState<StepMode>(props.initial.mode);
  const [minutes, setMinutes] = useState<number | string>(
    Math.round(props.initial.durationMs / 60_000),
  );
  const [budget, setBudget] = useState<number | string>(props.initial.budget);
  const [anonymous, setAnonymous] = useState(props.initial.anonymous);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);

  const nameError = name.trim() === '' ? t('form.nameRequired') : null;
  const minutesValue = typeof minutes === 'number' ? minutes : Number.NaN;
  const minutesError =
    Number.isInteger(minutesValue) && minutesValue >= MINUTES_MIN && minutesValue <= MINUTES_MAX
      ? null
      : t('form.durationRange');
  const fitError = stepFitsTool({ tool, mode }) ? null : t('form.doesNotFit');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (nameError || minutesError || fitError) return;
    setSaving(true);
    const saved = await props.onSave({
      name: name.trim(),
      tool,
      mode,
      durationMs: minutesValue * 60_000,
      budget: typeof budget === 'number' ? budget : DEFAULT_DOT_BUDGET,
      anonymous: mode === 'private' && anonymous,
    });
    setSaving(false);
    if (saved) props.onCancel();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="step-form">
      <Stack gap="sm">
        <TextInput
          label={t('form.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={tried && nameError}
          required
          maxLength={200}
          data-autofocus
        />
        {/* Native selects: the tablet's own picker, large and familiar. */}
        <NativeSelect
          label={t('form.tool')}
          data={ROOM_TOOLS.map((value) => ({ value, label: t(`tools.${value}`) }))}
          value={tool}
          onChange={(event) => setTool(event.currentTarget.value as RoomTool)}
          // The mismatch is said under the mode, and both fields are marked.
          error={fitError ? true : undefined}
        />
        <NativeSelect
          label={t('form.mode')}
          data={STEP_MODES.map((value) => ({ value, label: t(`modes.${value}`) }))}
          value={mode}
          onChange={(event) => setMode(event.currentTarget.value as StepMode)}
          error={fitError ?? undefined}
        />
        {/* One column on a phone, two side by side from 576 px. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label={t('form.duration')}
            value={minutes}
            onChange={setMinutes}
            min={MINUTES_MIN}
            max={MINUTES_MAX}
            allowDecimal={false}
            error={tried && minutesError}
          />
          {mode === 'vote' && (
            <NumberInput
              label={t('form.budget')}
              value={budget}
              onChange={setBudget}
              min={DOT_BUDGET_MIN}
              max={DOT_BUDGET_MAX}
              allowDecimal={false}
            />
          )}
        </SimpleGrid>
        {mode === 'private' && (
          <Checkbox
            label={t('form.anonymous')}
            description={t('form.anonymousHelp')}
            checked={anonymous}
            onChange={(event) => setAnonymous(event.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end" gap="xs" wrap="wrap">
          <Button variant="default" onClick={props.onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
