import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlarm } from '@tabler/icons-react';
import { formatCountdown } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { compactOnPhone } from '../../../components/compact-button';
import { TimerPanel } from './TimerPanel';
import { useCountdown } from './useCountdown';
import { useProjectTimer } from './useProjectTimer';
import { useTimerAlarm } from './useTimerAlarm';

const CHIP_COLORS = { ready: 'gray', running: 'violet', paused: 'gray', ended: 'red' } as const;

/**
 * The project's countdown as a compact button of the project page; it opens the timer panel.
 * While it is mounted, this device rings when the time is up.
 */
export function TimerChip({ projectId }: { projectId: string }) {
  const { t } = useTranslation('facilitation');
  const [opened, panel] = useDisclosure(false);
  const projectTimer = useProjectTimer(projectId, t('timer.saveError'));
  const countdown = useCountdown(projectTimer.timer);
  useTimerAlarm(projectTimer.timer);
  const used = Boolean(projectTimer.timer);
  const time = formatCountdown(countdown.remainingMs);

  return (
    <>
      <Button
        variant={countdown.phase === 'running' ? 'light' : 'default'}
        color={CHIP_COLORS[countdown.phase]}
        leftSection={<IconAlarm size={18} aria-hidden />}
        // Unused, it is one more labelled action (icon only on phones); in use, the time shows.
        {...(used
          ? { 'aria-label': t('timer.chipLabel', { time }) }
          : compactOnPhone(t('timer.chip')))}
        data-testid="timer-chip"
        data-phase={countdown.phase}
        onClick={panel.open}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {used ? time : t('timer.chip')}
      </Button>
      {opened && (
        <TimerPanel
          opened
          onClose={panel.close}
          projectTimer={projectTimer}
          countdown={countdown}
        />
      )}
    </>
  );
}
