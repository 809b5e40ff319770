import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatProjectDate, phaseLabel } from '../../lib/format';
import type { ProjectSummary } from '../../project-data/useProjects';
import { PhaseDot } from './PhaseDot';
import { ProjectStatusBadge } from './ProjectStatusBadge';
import classes from './projects.module.css';
import { SharedBadge } from './SharedBadge';

/** One project in the list; the whole card opens the project. */
export function ProjectCard({ project }: { project: ProjectSummary }) {
  const { t } = useTranslation('projects');
  const created = formatProjectDate(project.createdAt);
  return (
    <Card
      component={Link}
      to={`/projects/${project.id}`}
      withBorder
      padding="lg"
      className={classes.projectCard}
      data-testid="project-card"
    >
      <Stack gap="sm" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4" lineClamp={2}>
            {project.name}
          </Title>
          <ProjectStatusBadge status={project.status} />
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ flex: 1 }}>
          {project.description || t('card.noDescription')}
        </Text>
        <Group gap={8} wrap="nowrap">
          <PhaseDot phase={project.currentPhase} />
          <Text size="sm" fw={600}>
            {phaseLabel(t, project.currentPhase)}
          </Text>
        </Group>
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="xs" c="dimmed">
              {t('card.progress')}
            </Text>
            <Text size="xs" fw={700}>
              {project.completionRate}%
            </Text>
          </Group>
          <Progress
            value={project.completionRate}
            aria-label={`${t('card.progress')}: ${project.completionRate}%`}
          />
        </div>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {t('card.createdAt', { date: created ?? t('card.notAvailable') })}
          </Text>
          <SharedBadge projectId={project.id} ownerId={project.ownerId} />
        </Group>
      </Stack>
    </Card>
  );
}
