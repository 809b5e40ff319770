import { Badge } from '@mantine/core';
import { IconClockHour4, IconLock } from '@tabler/icons-react';
import { formatCountdown } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import type { VotingClock } from './useVotingClock';

/** A timed vote's time left ('Termina em 2:13'), then 'Votação encerrada'; nothing untimed. */
export function VotingDeadline(props: { clock: VotingClock; size?: 'md' | 'lg' | 'xl' }) {
  const { t } = useTranslation('notes');
  const { clock } = props;
  if (clock.leftMs === null) return null;
  const ended = clock.endedByTime;
  return (
    <Badge
      size={props.size ?? 'lg'}
      color={ended ? 'gray' : 'violet'}
      variant={ended ? 'filled' : 'light'}
      leftSection={
        ended ? <IconLock size={14} aria-hidden /> : <IconClockHour4 size={14} aria-hidden />
      }
      data-testid="voting-deadline"
      // The countdown is not read out at every second; its end is a new text.
      aria-live={ended ? 'polite' : 'off'}
    >
      {ended ? t('timed.ended') : t('timed.endsIn', { time: formatCountdown(clock.leftMs) })}
    </Badge>
  );
}
