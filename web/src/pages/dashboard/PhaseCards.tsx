import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PHASES } from '@trilha/shared';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PhaseCard } from '../../components/PhaseCard';

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
          <PhaseCard
            key={phase.key}
            phase={phase}
            to="/projects"
            label={t('phases.label', { number: phase.number })}
            name={t(`phases.${phase.key}.name`)}
            description={t(`phases.${phase.key}.description`)}
          />
        ))}
      </SimpleGrid>
    </section>
  );
});
