import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconFileSearch } from '@tabler/icons-react';
import type { PhaseNumber, RoomTool } from '@trilha/shared';
import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { CommentsTabLabel, ProjectComments } from '../../components/comments/ProjectComments';
import { ViewerNotice } from '../../components/ViewerNotice';
import { AnalysisTab, AnalysisTabLabel } from '../../features/analysis/AnalysisTab';
import { ExportMenu } from '../../features/exports/ExportMenu';
import { PresentButton } from '../../features/facilitation/presenter/PresentButton';
import { TimerChip } from '../../features/facilitation/timer/TimerChip';
import { PhaseSelector } from '../../features/projects/PhaseSelector';
import { ProjectStatusBadge } from '../../features/projects/ProjectStatusBadge';
import { ProjectSummaryStrip } from '../../features/projects/ProjectSummaryStrip';
import { RoomButton } from '../../features/rooms/RoomButton';
import { AgendaButton } from '../../features/run-of-show/AgendaButton';
import { RoomBars } from '../../features/run-of-show/RoomBars';
import { useFacilitatorMove } from '../../features/run-of-show/useFacilitatorMove';
import { ShareButton } from '../../features/sharing/ShareButton';
import { SaveTemplateButton } from '../../features/templates/SaveTemplateButton';
import { useActiveTimeTracking } from '../../features/time-spent/useActiveTimeTracking';
import { ProjectCompletionButton } from '../../features/workspace/project-status/ProjectCompletionButton';
import { ToolIndexDrawer } from '../../features/workspace/tool-index/ToolIndexDrawer';
import { notify } from '../../lib/notify';
import { ProjectAccess, useProjectAccessRole } from '../../project-data/project-access';
import { parseRoomTool, placeOf, ToolOnScreenProvider } from '../../project-data/room-tools';
import { useUserSync } from '../../project-data/SyncProvider';
import { type ProjectSummary, useProjectSummary } from '../../project-data/useProjects';
import { useSyncStatus } from '../../project-data/useSyncStatus';
import { FacilitatorsPicker } from './FacilitatorsPicker';
import { PhaseToolPanel } from './PhaseToolPanel';
import { RunTimer } from './RunTimer';

/** /projects/:id (and /project/:id): a project, its progress and its five phases. */
export function ProjectPage() {
  const { id } = useParams();
  const project = useProjectSummary(id);
  // A project this device has not received yet may be on its way: until the sync that opening
  // the app starts has ended, a missing project is loading, not "not found" — a new tablet
  // opening a project's link would otherwise say so for the seconds of its first sync. Offline,
  // or when the sync cannot run, nothing is coming: the page says so at once.
  const syncMayBringMore = useSyncStatus(
    (status) => status.online && !status.syncedSinceOpen && status.problem === null,
  );
  return (
    <Container size="lg" py="md">
      {project === undefined || (project === null && syncMayBringMore) ? (
        <ProjectSkeleton />
      ) : project === null ? (
        <ProjectNotFound />
      ) : (
        // What the user may change here (a viewer: nothing) reaches every tool from here.
        <ProjectAccess projectId={project.id}>
          <ProjectDetail project={project} />
        </ProjectAccess>
      )}
    </Container>
  );
}

/**
 * Back to the list: a line of small text, with a 44 px tall touch target around it (it was
 * 20 px, and as wide as the page). The negative margins give the extra height back to the
 * page's spacing, so it looks as before.
 */
function BackLink() {
  const { t } = useTranslation('projects');
  return (
    <Anchor
      component={Link}
      to="/projects"
      size="sm"
      mih={44}
      my={-12}
      pr="xs"
      display="inline-flex"
      style={{ alignItems: 'center', alignSelf: 'flex-start' }}
    >
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('detail.back')}
      </Group>
    </Anchor>
  );
}

// Memoized: the page above renders again when the opening sync ends (`syncMayBringMore`), and
// the whole project — its header, its phase view, its cards — rendered with it for nothing.
const ProjectDetail = memo(function ProjectDetail({ project }: { project: ProjectSummary }) {
  const { t } = useTranslation('projects');
  const client = useUserSync()?.client;
  const [changing, setChanging] = useState(false);
  // A room's guest adds notes and votes: no sharing, exports or AI analysis (decision 0020).
  const guest = useProjectAccessRole() === 'guest';
  // The person's own active time here, a viewer's and a guest's too (decision 0028).
  useActiveTimeTracking(project.id);
  // Where a tool is, in the URL (issue 33): `?tool=wall` shows the wall's phase and tab, so a
  // link, the agenda and the devices that follow the facilitator all open the same place.
  // Without it the project's current phase shows, as the page drawn by the server has it.
  const [searchParams, setSearchParams] = useSearchParams();
  const tool = parseRoomTool(searchParams.get('tool'));
  const phase = tool ? placeOf(tool).phase : project.currentPhase;
  const moveFocus = useFacilitatorMove(project.id);
  // A tab chosen by hand replaces the URL's tool (no new history entry per tab) and, for a
  // facilitator while the agenda runs, takes the room along.
  const chooseTool = useCallback(
    (next: RoomTool) => {
      setSearchParams(
        (params) => {
          params.set('tool', next);
          return params;
        },
        { replace: true },
      );
      moveFocus(next);
    },
    [setSearchParams, moveFocus],
  );
  const toolOnScreen = useMemo(() => ({ tool, chooseTool }), [tool, chooseTool]);
  // Written locally and queued: the cards move at once, online or not.
  const choosePhase = async (currentPhase: PhaseNumber) => {
    if (!client) return;
    // A phase chosen by hand is where the page is now: the URL's tool no longer says so.
    if (tool)
      setSearchParams(
        (params) => {
          params.delete('tool');
          return params;
        },
        { replace: true },
      );
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
    <Stack gap="md">
      <BackLink />
      <Group justify="space-between" align="flex-start" gap="sm">
        {/* The actions move below the title when the title would get narrower than 24rem. */}
        <div style={{ minWidth: 0, flex: '1 1 24rem' }}>
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 'h2', md: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
              {project.name}
            </Title>
            <ProjectStatusBadge status={project.status} />
          </Group>
          {project.description && (
            <Text c="dimmed" mt={4} lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
              {project.description}
            </Text>
          )}
        </div>
        {/* The page's actions: one wrapping row, so each new one fits from phones up. */}
        <Group gap="xs" data-testid="project-actions">
          <TimerChip projectId={project.id} />
          <PresentButton projectId={project.id} />
          <AgendaButton
            projectId={project.id}
            facilitators={<FacilitatorsPicker projectId={project.id} />}
          />
          {/* Choosing a tool in another phase changes the project's phase: not a guest's. */}
          {!guest && (
            <ToolIndexDrawer
              currentPhase={project.currentPhase}
              onChoosePhase={(next) => void choosePhase(next)}
            />
          )}
          <RoomButton projectId={project.id} />
          {!guest && <ShareButton projectId={project.id} />}
          {!guest && <ExportMenu projectId={project.id} />}
          {!guest && <SaveTemplateButton project={project} />}
          <ProjectCompletionButton projectId={project.id} status={project.status} />
        </Group>
      </Group>

      <ViewerNotice projectId={project.id} />
      <RoomBars projectId={project.id} timer={<RunTimer projectId={project.id} />} />
      <ProjectSummaryStrip project={project} />

      <Tabs defaultValue="phases" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="phases">{t('detail.phasesTab')}</Tabs.Tab>
          {!guest && (
            <Tabs.Tab value="analysis">
              <AnalysisTabLabel />
            </Tabs.Tab>
          )}
          {/* A room's guest does not comment (docs/decisions/0023). */}
          {!guest && (
            <Tabs.Tab value="comments">
              <CommentsTabLabel projectId={project.id} />
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="phases" pt="sm">
          <Stack gap="md">
            <div>
              <Title order={2} size="h4">
                {t('detail.phasesTitle')}
              </Title>
              {!guest && (
                <Text size="sm" c="dimmed" visibleFrom="md">
                  {t('detail.phasesHint')}
                </Text>
              )}
            </div>
            <PhaseSelector
              currentPhase={phase}
              // The room's phase is the facilitator's to change (a guest's would be refused).
              disabled={changing || !client || guest}
              onChoose={(next) => void choosePhase(next)}
            />
            <div data-testid="phase-tools" data-export-target="phase">
              <ToolOnScreenProvider value={toolOnScreen}>
                <PhaseToolPanel projectId={project.id} phase={phase} />
              </ToolOnScreenProvider>
            </div>
          </Stack>
        </Tabs.Panel>
        {!guest && (
          <Tabs.Panel value="analysis" pt="sm">
            <AnalysisTab projectId={project.id} projectName={project.name} />
          </Tabs.Panel>
        )}
        {!guest && (
          <Tabs.Panel value="comments" pt="sm">
            <ProjectComments projectId={project.id} projectName={project.name} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
});

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
      <Skeleton height={72} radius="md" />
      <SimpleGrid cols={5} spacing={4}>
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} height={64} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
