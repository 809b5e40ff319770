import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconCube, IconUsers } from '@tabler/icons-react';
import type { TestPlan } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { RecordCardActions } from '../../../components/records/RecordCardActions';
import { TestPlanStatusBadge } from './TestPlanStatusBadge';

/** One test plan: status, objective, methodology, size, tasks, metrics and its prototype. */
export function TestPlanCard(props: {
  plan: TestPlan;
  prototypeName: string | undefined;
  onEdit(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation('prototypeTest');
  const { plan } = props;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="test-plan-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={6}>
            <Title order={4} size="h5">
              {plan.name}
            </Title>
            <TestPlanStatusBadge status={plan.status} />
          </Stack>
          <RecordCardActions
            editLabel={t('plans.card.edit', { name: plan.name })}
            deleteLabel={t('plans.card.delete', { name: plan.name })}
            onEdit={props.onEdit}
            onDelete={props.onDelete}
          />
        </Group>
        {plan.objective && <Text size="sm">{plan.objective}</Text>}
        <div>
          <Text size="xs" fw={600} c="dimmed" tt="uppercase">
            {t('plans.card.methodology')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {plan.methodology}
          </Text>
        </div>
        <Group gap="md">
          <Group gap={4}>
            <IconUsers size={16} aria-hidden />
            <Text size="sm">{t('plans.card.participants', { count: plan.participants })}</Text>
          </Group>
          <Group gap={4}>
            <IconClock size={16} aria-hidden />
            <Text size="sm">{t('plans.card.duration', { count: plan.duration })}</Text>
          </Group>
          {props.prototypeName && (
            <Group gap={4}>
              <IconCube size={16} aria-hidden />
              <Text size="sm">{t('plans.card.prototype', { name: props.prototypeName })}</Text>
            </Group>
          )}
        </Group>
        {plan.tasks.length > 0 && (
          <div>
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              {t('plans.card.tasks')}
            </Text>
            <List type="ordered" size="sm" spacing={2}>
              {plan.tasks.map((task) => (
                <List.Item key={task}>{task}</List.Item>
              ))}
            </List>
          </div>
        )}
        {plan.metrics.length > 0 && (
          <div>
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              {t('plans.card.metrics')}
            </Text>
            <Group gap={4} mt={4}>
              {plan.metrics.map((metric) => (
                <Badge key={metric} variant="dot" color="gray" tt="none">
                  {metric}
                </Badge>
              ))}
            </Group>
          </div>
        )}
      </Stack>
    </Card>
  );
}
