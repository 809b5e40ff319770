import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBook, IconFolders, IconUsers } from '@tabler/icons-react';
import { type AdminStats, PHASES } from '@trilha/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { BarList } from './BarList';
import { QueryView } from './QueryView';
import { useAdminQuery } from './useAdminQuery';

/** The Dashboard tab: system totals and how they split, from GET /api/admin/stats. */
export function StatsTab() {
  const { t } = useTranslation('admin');
  const { state, reload } = useAdminQuery<AdminStats>('/api/admin/stats', () =>
    notify({ title: t('stats.loadError'), kind: 'error' }),
  );
  return (
    <QueryView state={state} reload={reload} errorMessage={t('stats.loadError')}>
      {(stats) => <Stats stats={stats} />}
    </QueryView>
  );
}

function Stats({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <StatCard
          icon={<IconUsers size={22} />}
          label={t('stats.users')}
          value={stats.totalUsers}
        />
        <StatCard
          icon={<IconFolders size={22} />}
          label={t('stats.projects')}
          value={stats.totalProjects}
        />
        <StatCard
          icon={<IconBook size={22} />}
          label={t('stats.articles')}
          value={stats.totalArticles}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <BarList
          title={t('stats.projectsByStatus')}
          bars={[
            {
              label: t('status.in_progress'),
              value: stats.projectsByStatus.in_progress,
              color: 'blue',
            },
            {
              label: t('status.completed'),
              value: stats.projectsByStatus.completed,
              color: 'teal',
            },
          ]}
        />
        <BarList
          title={t('stats.usersByRole')}
          bars={[
            { label: t('roles.admins'), value: stats.usersByRole.admin, color: 'violet' },
            { label: t('roles.users'), value: stats.usersByRole.user, color: 'gray' },
          ]}
        />
        <BarList
          title={t('stats.projectsByPhase')}
          bars={PHASES.map((phase) => ({
            label: t('stats.phase', { number: phase.number, name: t(`categories.${phase.key}`) }),
            value: stats.projectsByPhase[`phase${phase.number}`],
            color: phase.color,
          }))}
        />
        <BarList
          title={t('stats.articlesByCategory')}
          bars={PHASES.map((phase) => ({
            label: t(`categories.${phase.key}`),
            value: stats.articlesByCategory[phase.key],
            color: phase.color,
          }))}
        />
      </SimpleGrid>
    </Stack>
  );
}

function StatCard({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" c="gray.7" fw={500}>
            {label}
          </Text>
          <Text fz={32} fw={800} lh={1.1}>
            {value}
          </Text>
        </div>
        <ThemeIcon variant="light" size={48} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
