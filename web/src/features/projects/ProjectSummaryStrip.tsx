import { Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { phaseLabel, useProjectDate } from '../../lib/format';
import type { ProjectSummary } from '../../project-data/useProjects';
import { PhaseDot } from './PhaseDot';

/**
 * Progress, current phase and creation date in one short card (three columns from tablets up,
 * a two-line block on phones), so the phase's tools start within the first screen.
 */
export function ProjectSummaryStrip({ project }: { project: ProjectSummary }) {
  const { t } = useTranslation('projects');
  const created = useProjectDate(project.createdAt);

  return (
    <Card withBorder padding="sm">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <SummaryItem label={t('detail.overall')}>
          <Group gap="xs" wrap="nowrap">
            <Text fz="lg" fw={800} data-testid="project-progress">
              {project.completionRate}%
            </Text>
            <Progress
              value={project.completionRate}
              flex={1}
              aria-label={`${t('detail.overall')}: ${project.completionRate}%`}
            />
          </Group>
        </SummaryItem>
        <SummaryItem label={t('detail.currentPhase')}>
          <Group gap={6} wrap="nowrap">
            <PhaseDot phase={project.currentPhase} />
            <Text fz="md" fw={800} data-testid="project-current-phase">
              {phaseLabel(t, project.currentPhase)}
            </Text>
          </Group>
        </SummaryItem>
        <SummaryItem label={t('detail.createdAt')}>
          <Text fz="sm" fw={700}>
            {created ?? t('card.notAvailable')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('detail.tools', { completed: project.completedTools, total: project.totalTools })}
          </Text>
        </SummaryItem>
      </SimpleGrid>
    </Card>
  );
}

/** One figure of the strip: its small label, then the value. */
function SummaryItem(props: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      {props.children}
    </Stack>
  );
}
