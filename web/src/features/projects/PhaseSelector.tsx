import { Badge, Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { PHASES, type PhaseNumber } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import classes from './projects.module.css';

/**
 * The five phase cards of a project. Choosing one makes it the current phase; the phases
 * before it read 'Concluída', the current one 'Atual'.
 */
export function PhaseSelector(props: {
  currentPhase: number;
  disabled?: boolean;
  onChoose(phase: PhaseNumber): void;
}) {
  const { t } = useTranslation('projects');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }}>
      {PHASES.map((phase) => {
        const current = phase.number === props.currentPhase;
        const done = phase.number < props.currentPhase;
        const name = t(`phases.${phase.key}`);
        return (
          <Card
            key={phase.key}
            component="button"
            type="button"
            withBorder
            padding="md"
            className={classes.phaseCard}
            style={{ '--phase-color': phase.color }}
            aria-pressed={current}
            disabled={props.disabled}
            onClick={() => {
              if (!current) props.onChoose(phase.number);
            }}
            data-testid={`phase-card-${phase.number}`}
          >
            <Group justify="space-between" wrap="nowrap" mb="xs">
              <ThemeIcon color={phase.color} autoContrast radius="xl" size="lg" aria-hidden>
                <Text fw={800} size="sm" c="inherit">
                  {phase.number}
                </Text>
              </ThemeIcon>
              {current ? (
                <Badge color={phase.color} autoContrast>
                  {t('detail.current')}
                </Badge>
              ) : done ? (
                <Badge color="green" variant="light">
                  {t('detail.done')}
                </Badge>
              ) : null}
            </Group>
            <Text fw={700}>{t('phaseLabel', { number: phase.number, name })}</Text>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`phaseTools.${phase.key}`)}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
