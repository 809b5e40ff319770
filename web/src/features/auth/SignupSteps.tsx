import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Where the person is in the two-step signup: a label and a bar, not clickable. */
export function SignupSteps({ step }: { step: 1 | 2 }) {
  const { t } = useTranslation('auth');
  const name = step === 1 ? t('steps.account') : t('steps.profile');
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('steps.progress', { current: step, total: 2 })}
        </Text>
        <Text size="sm" fw={600} c="violet.8">
          {name}
        </Text>
      </Group>
      <Progress.Root size="sm" aria-hidden>
        <Progress.Section value={step * 50} color="violet" />
      </Progress.Root>
    </Stack>
  );
}
