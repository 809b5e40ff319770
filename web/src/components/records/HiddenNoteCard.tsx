import { Card, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A note face down: no text, no votes, no actions. Either a note of an open silent round written
 * by someone else (`round`), or one the facilitator hid from the room (`moderated`, decision
 * 0029). The same height as a short card, so the list does not jump at the reveal.
 */
export function HiddenNoteCard(props: { reason?: 'round' | 'moderated' }) {
  const { t } = useTranslation('notes');
  const moderated = props.reason === 'moderated';
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      h="100%"
      mih={120}
      data-testid={moderated ? 'moderated-note-card' : 'hidden-note-card'}
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
            {t(moderated ? 'hidden.byFacilitator' : 'hidden.byRound')}
          </Text>
        </Stack>
      </Center>
    </Card>
  );
}

/** Why a note shows face down, from how it shows here (useSilentRound's `face`). */
export const hiddenReason = (face: string): 'round' | 'moderated' =>
  face === 'moderated' ? 'moderated' : 'round';
