import { Group, List, Text } from '@mantine/core';
import { IconClock, IconCube, IconUsers } from '@tabler/icons-react';
import type { TestPlan } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import {
  CardSection,
  DotBadges,
  RecordCard,
  TitleOver,
} from '../../../components/records/RecordCard';
import type { RecordCardProps } from '../record-tool/descriptor';
import type { LinkTargets } from '../record-tool/link-targets';
import { TestPlanStatusBadge } from './TestPlanStatusBadge';

/** One test plan: status, objective, methodology, size, tasks, metrics and its prototype. */
export function TestPlanCard({
  record: plan,
  actions,
  context: prototypes,
}: RecordCardProps<TestPlan, LinkTargets>) {
  const { t } = useTranslation('prototypeTest');
  const prototypeName = plan.prototypeId ? prototypes.names.get(plan.prototypeId) : undefined;
  return (
    <RecordCard
      testId="test-plan-card"
      padding="lg"
      heading={
        <TitleOver title={plan.name}>
          <TestPlanStatusBadge status={plan.status} />
        </TitleOver>
      }
      actions={actions}
    >
      {plan.objective && <Text size="sm">{plan.objective}</Text>}
      <CardSection label={t('plans.card.methodology')}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {plan.methodology}
        </Text>
      </CardSection>
      <Group gap="md">
        <Group gap={4}>
          <IconUsers size={16} aria-hidden />
          <Text size="sm">{t('plans.card.participants', { count: plan.participants })}</Text>
        </Group>
        <Group gap={4}>
          <IconClock size={16} aria-hidden />
          <Text size="sm">{t('plans.card.duration', { count: plan.duration })}</Text>
        </Group>
        {prototypeName && (
          <Group gap={4}>
            <IconCube size={16} aria-hidden />
            <Text size="sm">{t('plans.card.prototype', { name: prototypeName })}</Text>
          </Group>
        )}
      </Group>
      {plan.tasks.length > 0 && (
        <CardSection label={t('plans.card.tasks')}>
          <List type="ordered" size="sm" spacing={2}>
            {plan.tasks.map((task) => (
              <List.Item key={task}>{task}</List.Item>
            ))}
          </List>
        </CardSection>
      )}
      {plan.metrics.length > 0 && (
        <CardSection label={t('plans.card.metrics')}>
          <DotBadges items={plan.metrics} />
        </CardSection>
      )}
    </RecordCard>
  );
}
