import { Card, Text, ThemeIcon } from '@mantine/core';
import type { Phase } from '@trilha/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './PhaseCard.module.css';

/**
 * One Design Thinking phase as a link card in the phase's colour: its number, label, name and
 * description. The texts come translated from the page that shows it (each has its own
 * namespace); `children` go at the bottom.
 */
export function PhaseCard(props: {
  phase: Phase;
  to: string;
  /** "Fase 1", in the page's words. */
  label: string;
  name: string;
  description: string;
  children?: ReactNode;
  'data-testid'?: string;
}) {
  const { phase } = props;
  return (
    <Card
      component={Link}
      to={props.to}
      withBorder
      padding="lg"
      className={classes.phaseCard}
      style={{ '--phase-color': phase.color }}
      data-testid={props['data-testid']}
    >
      <ThemeIcon color={phase.color} autoContrast radius="xl" size="lg" mb="sm" aria-hidden>
        <Text fw={800} size="sm" c="inherit">
          {phase.number}
        </Text>
      </ThemeIcon>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {props.label}
      </Text>
      <Text fw={700} size="lg">
        {props.name}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {props.description}
      </Text>
      {props.children}
    </Card>
  );
}
