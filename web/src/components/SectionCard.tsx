import { Card, Group, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A section of the account page: a bordered card headed by an icon and a level-2 title. */
export function SectionCard(props: {
  /** The heading's id, which names the section for screen readers. */
  titleId: string;
  title: ReactNode;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={props.titleId}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
            {props.icon}
          </ThemeIcon>
          <Title order={2} size="h3" id={props.titleId}>
            {props.title}
          </Title>
        </Group>
        {props.children}
      </Stack>
    </Card>
  );
}
