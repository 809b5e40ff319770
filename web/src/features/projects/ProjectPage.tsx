import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconFileSearch } from '@tabler/icons-react';
import { type PhaseNumber, phaseByNumber } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { notify } from '../../lib/notify';
import { useUserSync } from '../sync/SyncProvider';
import { PhaseToolPanel } from '../workspace/PhaseToolPanel';
import { ToolIndex } from '../workspace/tool-index/ToolIndex';
import { formatProjectDate, phaseLabel } from './format';
import { PhaseSelector } from './PhaseSelector';
import { ProjectStatusBadge } from './ProjectStatusBadge';
import { type ProjectSummary, useProjectSummary } from './useProjects';

/** /projects/:id (and /project/:id): a project, its progress and its five phases. */
export function ProjectPage() {
  const { id } = useParams();
  const project = useProjectSummary(id);
  return (
    <Container size="lg" py="md">
      {project === undefined ? (
        <ProjectSkeleton />
      ) : project === null ? (
        <ProjectNotFound />
      ) : (
        <ProjectDetail project={project} />
      )}
    </Container>
  );
}

function BackLink() {
  const { t } = useTranslation('projects');
  return (
    <Anchor component={Link} to="/projects" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('detail.back')}
      </Group>
    </Anchor>
  );
}

function ProjectDetail({ project }: { project: ProjectSummary }) {
  const { t } = useTranslation('projects');
  const client = useUserSync()?.client;
  const [changing, setChanging] = useState(false);
  const phase = phaseByNumber(project.currentPhase);
  const created = formatProjectDate(project.createdAt);

  // Written locally and queued: the cards move at once, online or not.
  const choosePhase = async (currentPhase: PhaseNumber) => {
    if (!client) return;
    setChanging(true);
    try {
      await client.mutate('project.update', { id: project.id, changes: { currentPhase } });
    } catch (error) {
      console.error('project.update failed', error);
      notify({ title: t('create.errorTitle'), message: t('detail.changeError'), kind: 'error' });
    } finally {
      setChanging(false);
    }
  };

  return (
    <Stack gap="lg">
      <BackLink />
      <div>
        <Group gap="sm" align="center">
          <Title order={1}>{project.name}</Title>
          <ProjectStatusBadge status={project.status} />
        </Group>
        {project.description && (
          <Text c="dimmed" mt="xs" style={{ whiteSpace: 'pre-line' }}>
            {project.description}
          </Text>
        )}
      </div>

      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card withBorder padding="lg">
          <Text size="sm" c="dimmed">
            {t('detail.overall')}
          </Text>
          <Text fz={28} fw={800} data-testid="project-progress">
            {project.completionRate}%
          </Text>
          <Progress
            value={project.completionRate}
            mt="xs"
            aria-label={`${t('detail.overall')}: ${project.completionRate}%`}
          />
        </Card>
        <Card withBorder padding="lg">
          <Text size="sm" c="dimmed">
            {t('detail.currentPhase')}
          </Text>
          <Group gap={8} mt={4} wrap="nowrap">
            <span
              aria-hidden
              style={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                flexShrink: 0,
                background: phase?.color ?? 'var(--mantine-color-gray-5)',
              }}
            />
            <Text fz="xl" fw={800} data-testid="project-current-phase">
              {phaseLabel(t, project.currentPhase)}
            </Text>
          </Group>
        </Card>
        <Card withBorder padding="lg">
          <Text size="sm" c="dimmed">
            {t('detail.createdAt')}
          </Text>
          <Text fz="xl" fw={800} mt={4}>
            {created ?? t('card.notAvailable')}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {t('detail.tools', { completed: project.completedTools, total: project.totalTools })}
          </Text>
        </Card>
      </SimpleGrid>

      {/* The 'Análise Inteligente IA' tab comes with the AI issue; until then, one tab. */}
      <Tabs defaultValue="phases" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="phases">{t('detail.phasesTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="phases" pt="md">
          <Stack gap="lg">
            <Stack gap="xs">
              <Title order={2} size="h3">
                {t('detail.phasesTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('detail.phasesHint')}
              </Text>
            </Stack>
            <PhaseSelector
              currentPhase={project.currentPhase}
              disabled={changing || !client}
              onChoose={(next) => void choosePhase(next)}
            />
            <PhaseToolPanel projectId={project.id} phase={project.currentPhase} />
            <Card withBorder padding="lg">
              <ToolIndex
                mode="compact"
                onSelect={(tool) => {
                  if (tool.phase !== project.currentPhase) void choosePhase(tool.phase);
                }}
              />
            </Card>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function ProjectNotFound() {
  const { t } = useTranslation('projects');
  return (
    <Card withBorder padding="xl">
      <Stack align="center" gap="sm" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconFileSearch size={28} />
        </ThemeIcon>
        <Title order={1} size="h2" ta="center">
          {t('detail.notFound')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('detail.notFoundText')}
        </Text>
        <Button component={Link} to="/projects" leftSection={<IconArrowLeft size={16} />}>
          {t('detail.backToList')}
        </Button>
      </Stack>
    </Card>
  );
}

function ProjectSkeleton() {
  const { t } = useTranslation('projects');
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label={t('detail.loading')}>
      <Skeleton height={16} width={140} />
      <Skeleton height={40} width="60%" />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={110} radius="md" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }}>
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} height={140} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
