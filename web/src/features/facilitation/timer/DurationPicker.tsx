import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDuration, TIMER_PRESET_MINUTES } from './duration-input';

/** The duration presets (3/5/10/15 min) and a typed mm:ss; choosing one resets the countdown. */
export function DurationPicker(props: { durationMs: number; onChoose(ms: number): void }) {
  const { t } = useTranslation('facilitation');
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submitCustom = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDuration(custom);
    if ('error' in parsed) {
      setError(t(`timer.durationError.${parsed.error}`));
      return;
    }
    setError(null);
    setCustom('');
    props.onChoose(parsed.ms);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="timer-duration-label">
        {t('timer.duration')}
      </Text>
      <Group gap="xs" role="group" aria-labelledby="timer-duration-label">
        {TIMER_PRESET_MINUTES.map((minutes) => {
          const chosen = props.durationMs === minutes * 60_000;
          return (
            <Button
              key={minutes}
              size="md"
              variant={chosen ? 'filled' : 'default'}
              aria-pressed={chosen}
              onClick={() => props.onChoose(minutes * 60_000)}
            >
              {t('timer.preset', { minutes })}
            </Button>
          );
        })}
      </Group>
      <form onSubmit={submitCustom} noValidate>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1, minWidth: 0 }}
            size="md"
            label={t('timer.custom')}
            placeholder="07:30"
            inputMode="numeric"
            value={custom}
            error={error}
            onChange={(event) => setCustom(event.currentTarget.value)}
          />
          <Button type="submit" size="md" variant="light" mt={28}>
            {t('timer.setCustom')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
