import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A notice about the account's plan: a title, one paragraph and the way forward (a button or a
 * link). `onClose` adds the close button, named by `closeLabel`.
 */
export function BillingNotice(props: {
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
