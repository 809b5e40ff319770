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
  return clock.endedByTime ? (
    <Badge
      size={props.size ?? 'lg'}
      color="gray"
      variant="filled"
      leftSection={<IconLock size={14} aria-hidden />}
      data-testid="voting-deadline"
    >
      {t('timed.ended')}
    </Badge>
  ) : (
    <Badge
      size={props.size ?? 'lg'}
      color="violet"
      variant="light"
      leftSection={<IconClockHour4 size={14} aria-hidden />}
      data-testid="voting-deadline"
      // Read out when it ends, not at every second.
      aria-live="off"
    >
      {t('timed.endsIn', { time: formatCountdown(clock.leftMs) })}
    </Badge>
  );
}
