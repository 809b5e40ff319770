import { SimpleGrid } from '@mantine/core';
import { PHASES } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { PhaseCard } from '../../components/PhaseCard';
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
          <PhaseCard
            key={phase.key}
            phase={phase}
            to="/login"
            label={t('phases.label', { number: phase.number })}
            name={t(`phases.${phase.key}.name`)}
            description={t(`phases.${phase.key}.description`)}
            data-testid={`landing-phase-${phase.number}`}
          >
            <span className={classes.phaseStart}>{t('phases.start')} →</span>
          </PhaseCard>
        ))}
      </SimpleGrid>
    </section>
  );
}
