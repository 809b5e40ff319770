import { Group, Progress, Stack, Text } from '@mantine/core';
import { type PasswordStrengthLevel, passwordStrength } from '@trilha/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<PasswordStrengthLevel, string> = {
  weak: 'red',
  medium: 'orange',
  strong: 'teal',
};

// Darker shades for the word itself, so small text keeps a 4.5:1 contrast on white.
const TEXT_COLORS: Record<PasswordStrengthLevel, string> = {
  weak: 'red.9',
  medium: '#b45309',
  strong: 'teal.9',
};

/** The signup strength meter: Fraca 33%, Média 66%, Forte 100% (spec section 5). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  // Nothing typed yet: an empty red bar would only scold.
  if (!password) return null;
  const strength = passwordStrength(password);
  const label = t(`strength.${strength.level}`);
  return (
    <Stack gap={4}>
      <Progress.Root size="sm">
        <Progress.Section
          value={strength.percent}
          color={COLORS[strength.level]}
          aria-label={t('strength.title')}
          aria-valuetext={label}
        />
      </Progress.Root>
      <Group gap={4}>
        <Text size="xs" c="dimmed">
          {t('strength.title')}:
        </Text>
        <Text size="xs" fw={700} c={TEXT_COLORS[strength.level]}>
          {label}
        </Text>
      </Group>
    </Stack>
  );
}
