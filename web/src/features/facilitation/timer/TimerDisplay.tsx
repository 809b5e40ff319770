import { Text, type TextProps } from '@mantine/core';
import { formatCountdown } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import type { Countdown } from './useCountdown';

export const PHASE_COLORS = {
  ready: undefined,
  running: undefined,
  paused: 'dimmed',
  ended: 'red',
} as const;

/** The countdown in big digits (tabular, so it does not jitter as it counts). */
export function TimerDisplay({
  countdown,
  ...text
}: { countdown: Countdown } & Omit<TextProps, 'children'>) {
  const { t } = useTranslation('facilitation');
  const time = formatCountdown(countdown.remainingMs);
  return (
    <Text
      role="timer"
      aria-label={t('timer.displayLabel', { time })}
      data-testid="timer-display"
      data-phase={countdown.phase}
      fw={700}
      lh={1}
      c={PHASE_COLORS[countdown.phase]}
      style={{ fontVariantNumeric: 'tabular-nums' }}
      {...text}
    >
      {time}
    </Text>
  );
}
