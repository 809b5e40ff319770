import { Stack, Text } from '@mantine/core';
import type { Timer } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { TimerDisplay } from '../timer/TimerDisplay';
import type { Countdown } from '../timer/useCountdown';

/**
 * The activity and its countdown on the projector: as big as the screen allows, and a little
 * smaller while a vote or a silent round shares the screen, so everything fits on 1280×720.
 */
export function PresenterTimer(props: {
  timer: Timer;
  countdown: Countdown;
  sharesScreen: boolean;
}) {
  const { t } = useTranslation('facilitation');
  const { timer, countdown, sharesScreen } = props;
  return (
    <Stack
      gap="xs"
      align="center"
      py={sharesScreen ? 0 : { base: 'md', md: 'xl' }}
      data-testid="presenter-timer"
    >
      <Text
        fz={sharesScreen ? { base: '1.25rem', md: '2rem' } : { base: '1.5rem', md: '2.5rem' }}
        fw={700}
        ta="center"
        c={timer.label ? undefined : 'dimmed'}
        style={{ overflowWrap: 'anywhere' }}
      >
        {timer.label || t('presenter.noActivity')}
      </Text>
      <TimerDisplay
        countdown={countdown}
        fz={sharesScreen ? 'clamp(4rem, 13vw, 9rem)' : 'clamp(5rem, 22vw, 16rem)'}
      />
      <Text fz={{ base: 'lg', md: 'xl' }} c={countdown.phase === 'ended' ? 'red' : 'dimmed'}>
        {t(`timer.phase.${countdown.phase}`)}
      </Text>
    </Stack>
  );
}
