import { Badge, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PHASES } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import type { DashboardStats } from './dashboard-stats';

/** Level, average completion and the counters, all computed from the local data. */
export function ProgressCard({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation('dashboard');
  const counters = [
    { key: 'projects', label: t('progress.projects'), value: String(stats.projects) },
    { key: 'completed', label: t('progress.completed'), value: String(stats.completedProjects) },
    {
      key: 'phases',
      label: t('progress.phases'),
      value: `${stats.phasesReached}/${PHASES.length}`,
    },
    { key: 'records', label: t('progress.records'), value: String(stats.records) },
  ];
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t('progress.title')}
          </Title>
          <Badge size="lg" variant="light" data-testid="dashboard-level">
            {t('progress.level', { level: t(`progress.levels.${stats.level}`) })}
          </Badge>
        </Group>
        <div>
          <Group justify="space-between" mb={6}>
            <Text size="sm" c="dimmed">
              {t('progress.average')}
            </Text>
            <Text fw={700} data-testid="dashboard-average">
              {stats.averageCompletion}%
            </Text>
          </Group>
          <Progress
            value={stats.averageCompletion}
            size="lg"
            aria-label={`${t('progress.average')}: ${stats.averageCompletion}%`}
          />
        </div>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {counters.map((counter) => (
            <Card key={counter.key} bg="gray.0" padding="md" radius="md">
              <Text fz={26} fw={800} lh={1.2} data-testid={`dashboard-${counter.key}`}>
                {counter.value}
              </Text>
              <Text size="sm" c="dimmed">
                {counter.label}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
