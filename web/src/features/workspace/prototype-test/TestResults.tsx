import { Stack, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRecords } from '../records';
import { EmptyState } from './EmptyState';
import { ListSkeleton } from './ListSkeleton';
import { PlanResultsCard } from './PlanResultsCard';

const oldestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  a.createdAt.localeCompare(b.createdAt);

/** The 'Resultados' tab: for every plan, the results recorded so far and their figures. */
export function TestResults({ projectId }: { projectId: string }) {
  const { t } = useTranslation('prototypeTest');
  const plans = useRecords('testPlans', projectId);
  const results = useRecords('testResults', projectId, oldestFirst);

  return (
    <Stack>
      <Title order={3} size="h4">
        {t('results.title')}
      </Title>
      {plans === undefined || results === undefined ? (
        <ListSkeleton label={t('results.loading')} />
      ) : plans.length === 0 ? (
        <EmptyState
          icon={<IconChartBar size={28} />}
          title={t('results.empty.title')}
          text={t('results.empty.text')}
        />
      ) : (
        plans.map((plan) => (
          <PlanResultsCard
            key={plan.id}
            plan={plan}
            results={results.filter((result) => result.testPlanId === plan.id)}
          />
        ))
      )}
    </Stack>
  );
}
