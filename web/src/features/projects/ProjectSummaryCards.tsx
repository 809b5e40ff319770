import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconChartBar, IconCircleCheck, IconRocket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { averageCompletion, type ProjectSummary } from '../../project-data/useProjects';

/** Active projects, completed projects and the average completion, from the local data. */
export function ProjectSummaryCards({ projects }: { projects: readonly ProjectSummary[] }) {
  const { t } = useTranslation('projects');
  const active = projects.filter((project) => project.status === 'in_progress').length;
  const completed = projects.filter((project) => project.status === 'completed').length;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <SummaryCard
        icon={<IconRocket size={22} />}
        color="violet"
        label={t('summary.active')}
        value={String(active)}
      />
      <SummaryCard
        icon={<IconCircleCheck size={22} />}
        color="green"
        label={t('summary.completed')}
        value={String(completed)}
      />
      <SummaryCard
        icon={<IconChartBar size={22} />}
        color="blue"
        label={t('summary.average')}
        value={`${averageCompletion(projects)}%`}
      />
    </SimpleGrid>
  );
}

function SummaryCard(props: { icon: ReactNode; color: string; label: string; value: string }) {
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed">
            {props.label}
          </Text>
          <Text fz={28} fw={800} lh={1.2} data-testid="summary-value">
            {props.value}
          </Text>
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color={props.color} aria-hidden>
          {props.icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
