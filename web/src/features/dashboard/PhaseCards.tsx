import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PHASES } from '@trilha/shared';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './dashboard.module.css';

/** The five phases, each in its colour; a card opens the projects, where the tools are. */
export const PhaseCards = forwardRef<HTMLElement>(function PhaseCards(_props, ref) {
  const { t } = useTranslation('dashboard');
  return (
    <section ref={ref} aria-labelledby="dashboard-phases-title" style={{ scrollMarginTop: 80 }}>
      <Stack gap={4} mb="md">
        <Title order={2} id="dashboard-phases-title">
          {t('phases.title')}
        </Title>
        <Text c="dimmed">{t('phases.subtitle')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }}>
        {PHASES.map((phase) => (
          <Card
            key={phase.key}
            component={Link}
            to="/projects"
            withBorder
            padding="lg"
            className={classes.phaseCard}
            style={{ '--phase-color': phase.color }}
          >
            <ThemeIcon color={phase.color} autoContrast radius="xl" size="lg" mb="sm" aria-hidden>
              <Text fw={800} size="sm" c="inherit">
                {phase.number}
              </Text>
            </ThemeIcon>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('phases.label', { number: phase.number })}
            </Text>
            <Text fw={700} size="lg">
              {t(`phases.${phase.key}.name`)}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`phases.${phase.key}.description`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
});
