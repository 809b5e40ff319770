import { Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { type PhaseNumber, phaseByNumber } from '@trilha/shared';
import type { ReactNode } from 'react';

/** The title card of a phase view ('Fase N: Nome'), in the phase's colour. */
export function PhaseHeader(props: {
  phase: PhaseNumber;
  title: string;
  description: string;
  icon: ReactNode;
}) {
  const { color } = phaseByNumber(props.phase);
  return (
    <Card withBorder radius="md" padding="lg" style={{ borderLeft: `4px solid ${color}` }}>
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" color={color} aria-hidden>
          {props.icon}
        </ThemeIcon>
        <div>
          <Title order={2} size="h3">
            {props.title}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {props.description}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
