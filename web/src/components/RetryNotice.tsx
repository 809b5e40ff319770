import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

// The offline button is a plain one: Mantine's light variant of a shade ('yellow.9') fills it
// with that shade and writes the yellow light text over it, which could not be read.
const TONES = {
  offline: {
    color: 'yellow',
    button: { variant: 'default' },
    icon: <IconWifiOff size={20} aria-hidden />,
  },
  error: {
    color: 'red',
    button: { variant: 'light', color: 'red' },
    icon: <IconAlertCircle size={20} aria-hidden />,
  },
} as const;

/**
 * Says why a screen could not read what it shows — the server out of reach ('offline'), or
 * refusing ('error') — with a button to read again ('Tentar novamente').
 */
export function RetryNotice(props: {
  tone: keyof typeof TONES;
  title: string;
  /** The reason in words; none when there is nothing more to say than the title. */
  message?: ReactNode;
  retryLabel: string;
  onRetry(): void;
  /** Another icon than the tone's (wifi off, alert). */
  icon?: ReactNode;
  testId?: string;
}) {
  const tone = TONES[props.tone];
  return (
    <Alert
      color={tone.color}
      variant="light"
      icon={props.icon ?? tone.icon}
      title={props.title}
      data-testid={props.testId}
    >
      <Stack gap="sm" align="flex-start">
        {props.message && <Text size="sm">{props.message}</Text>}
        <Button {...tone.button} onClick={props.onRetry}>
          {props.retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
