import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { PHASES } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './landing.module.css';
import { SectionTitle } from './SectionTitle';

/** The five phases in their colours; each card leads to sign-in, where the work starts. */
export function PhasesSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="landing-phases">
      <SectionTitle id="landing-phases" title={t('phases.title')} subtitle={t('phases.subtitle')} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }}>
        {PHASES.map((phase) => (
          <Card
            key={phase.key}
            component={Link}
            to="/login"
            withBorder
            padding="lg"
            className={classes.phaseCard}
            style={{ '--phase-color': phase.color }}
            data-testid={`landing-phase-${phase.number}`}
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
            <span className={classes.phaseStart}>{t('phases.start')} →</span>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
