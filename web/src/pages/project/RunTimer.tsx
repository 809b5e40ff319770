import { Badge } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import { formatCountdown } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../features/facilitation/timer/useCountdown';
import { useProjectTimer } from '../../features/facilitation/timer/useProjectTimer';

const COLORS = { ready: 'gray', running: 'violet', paused: 'gray', ended: 'red' } as const;

/**
 * The running step's time in the run bar: the project's timer, which agenda.advance starts,
 * read only — the timer chip beside the page's actions stays the one control (and the one
 * that rings), so the page does not show two buttons for one timer.
 */
export function RunTimer({ projectId }: { projectId: string }) {
  const { t } = useTranslation('facilitation');
  const { timer } = useProjectTimer(projectId, t('timer.saveError'));
  const countdown = useCountdown(timer);
  if (!timer) return null;
  const time = formatCountdown(countdown.remainingMs);
  return (
    <Badge
      size="lg"
      variant="light"
      color={COLORS[countdown.phase]}
      leftSection={<IconAlarm size={14} aria-hidden />}
      aria-label={t('timer.chipLabel', { time })}
      data-testid="run-timer"
      data-phase={countdown.phase}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {time}
    </Badge>
  );
}
