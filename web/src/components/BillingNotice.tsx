import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A notice about the account's plan: a title, one paragraph and the way forward (a button or a
 * link). `onClose` adds the close button, named by `closeLabel`.
 */
export function BillingNotice(props: {
  /** A theme color's name ('violet', 'orange'): the light background and its shade 9. */
  color: string;
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
  testId: string;
  onClose?(): void;
  closeLabel?: string;
}) {
  return (
    <Alert
      color={props.color}
      // The title and icon in shade 9: on the light background the default shade 6 misses the
      // 4.5:1 contrast minimum (violet 4.3:1, orange far less).
      vars={() => ({ root: { '--alert-color': `var(--mantine-color-${props.color}-9)` } })}
      icon={props.icon}
      title={props.title}
      withCloseButton={props.onClose !== undefined}
      closeButtonLabel={props.closeLabel}
      onClose={props.onClose}
      data-testid={props.testId}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{props.text}</Text>
        {props.action}
      </Stack>
    </Alert>
  );
}
