import { Card, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A note of an open silent round written on another device, face down: no text, no votes, no
 * actions. The same height as a short card, so the list does not jump at the reveal.
 */
export function HiddenNoteCard() {
  const { t } = useTranslation('facilitation');
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      h="100%"
      mih={120}
      data-testid="hidden-note-card"
      style={{
        borderStyle: 'dashed',
        background:
          'repeating-linear-gradient(135deg, var(--mantine-color-violet-0) 0 12px, var(--mantine-color-body) 12px 24px)',
      }}
    >
      <Center h="100%">
        <Stack gap={6} align="center">
          <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
            <IconEyeOff size={18} />
          </ThemeIcon>
          <Text size="sm" fw={600} ta="center">
            {t('round.hiddenNote')}
          </Text>
        </Stack>
      </Center>
    </Card>
  );
}
