import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The facilitator's mark on a note they hid: it stays on their screen, dimmed, with this. */
export function HiddenBadge() {
  const { t } = useTranslation('notes');
  return (
    <Badge color="dark" variant="filled" size="sm" data-testid="note-hidden-badge">
      {t('hidden.badge')}
    </Badge>
  );
}

/** How much a hidden note fades on the facilitator's screen. */
export const HIDDEN_NOTE_OPACITY = 0.55;
