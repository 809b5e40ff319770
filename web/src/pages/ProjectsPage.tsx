import {
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFolderPlus, IconPlus, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TrialNotice } from '../features/billing/TrialNotice';
import { ImportBackupButton } from '../features/exports/ImportBackupButton';
import { NewProjectDialog } from '../features/projects/NewProjectDialog';
import { ProjectCard } from '../features/projects/ProjectCard';
import { ProjectSummaryCards } from '../features/projects/ProjectSummaryCards';
import { useAuth } from '../lib/auth-store';
import { useProjectLimit } from '../project-data/useProjectLimit';
import { type ProjectSummary, useProjectSummaries } from '../project-data/useProjects';

/** Case-insensitive match on name or description (spec, section 9). */
function matches(project: ProjectSummary, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return (
    project.name.toLocaleLowerCase().includes(needle) ||
    project.description.toLocaleLowerCase().includes(needle)
  );
}

/** /projects for a signed-in user: summary, search and the grid of their projects. */
export function ProjectsPage() {
  const { t } = useTranslation('projects');
  const projects = useProjectSummaries();
  const [query, setQuery] = useState('');
  const [dialogOpened, dialog] = useDisclosure(false);
  // A room's guest sees the room's project and makes none of their own (docs/decisions/0020).
  const guest = useAuth((state) => state.user?.role === 'guest');
  // One live count of the owned projects for everything on the page that creates one.
  const projectLimit = useProjectLimit();
  const visible = useMemo(
    () => projects?.filter((project) => matches(project, query)),
    [projects, query],
  );

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        {!guest && <TrialNotice />}
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{t('list.title')}</Title>
            <Text c="dimmed" mt={4}>
              {t('list.subtitle')}
            </Text>
          </div>
          {!guest && (
            <Group gap="xs">
              <ImportBackupButton projectLimit={projectLimit} />
              <Button
                leftSection={<IconPlus size={18} />}
                onClick={dialog.open}
                disabled={!projects}
              >
                {t('list.newProject')}
              </Button>
            </Group>
          )}
        </Group>

        {projects ? <ProjectSummaryCards projects={projects} /> : <SummarySkeleton />}

        <TextInput
          aria-label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          type="search"
        />

        {!visible ? (
          <GridSkeleton label={t('list.loading')} />
        ) : projects?.length === 0 ? (
          <EmptyState
            title={t('list.emptyTitle')}
            text={t('list.emptyText')}
            action={
              guest ? undefined : (
                <Button leftSection={<IconPlus size={18} />} onClick={dialog.open}>
                  {t('list.createFirst')}
                </Button>
              )
            }
          />
        ) : visible.length === 0 ? (
          <EmptyState
            title={t('list.noResultsTitle')}
            text={t('list.noResultsText', { query: query.trim() })}
            action={
              <Button variant="light" onClick={() => setQuery('')}>
                {t('list.clearSearch')}
              </Button>
            }
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {visible.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <NewProjectDialog opened={dialogOpened} onClose={dialog.close} limit={projectLimit} />
    </Container>
  );
}

function EmptyState(props: { title: string; text: string; action: ReactNode }) {
  return (
    <Card withBorder padding="xl">
      <Stack align="center" gap="sm" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconFolderPlus size={28} />
        </ThemeIcon>
        <Title order={2} size="h3" ta="center">
          {props.title}
        </Title>
        <Text c="dimmed" ta="center" maw={460}>
          {props.text}
        </Text>
        {props.action}
      </Stack>
    </Card>
  );
}

function SummarySkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={92} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/** Shown while the user's database opens (a fraction of a second, usually). */
function GridSkeleton({ label }: { label: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={230} radius="md" />
      ))}
    </SimpleGrid>
  );
}
