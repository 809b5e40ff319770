import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One card of the chat's side panel: a heading, then its content. */
export function ChatPanel(props: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder padding="md" data-testid={props.testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        {props.children}
      </Stack>
    </Card>
  );
}
