import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** An empty list: what is missing, why it matters, and the button that creates the first one. */
export function EmptyState(props: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: { label: string; onClick(): void };
}) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          {props.icon}
        </ThemeIcon>
        <Title order={4} size="h5">
          {props.title}
        </Title>
        <Text c="dimmed" size="sm" maw={440}>
          {props.text}
        </Text>
        {props.action && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={props.action.onClick}>
            {props.action.label}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
