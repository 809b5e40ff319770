import {
  ActionIcon,
  Badge,
  Group,
  Progress,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import { type Project, phaseByNumber } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiDelete } from '../../lib/api';
import { ConfirmDialog } from './ConfirmDialog';
import { formatDate, matches } from './format';
import { QueryView } from './QueryView';
import { runAction } from './run-action';
import { SearchField } from './SearchField';
import { useAdminQuery } from './useAdminQuery';

/** A row of GET /api/admin/projects: every live project, with its owner's username. */
export type AdminProject = Project & { ownerUsername: string };

/** The Projects tab: every project of every user; search, open in a new tab, delete. */
export function ProjectsTab() {
  const { t } = useTranslation('admin');
  const { state, reload } = useAdminQuery<AdminProject[]>('/api/admin/projects');
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<AdminProject | null>(null);

  const remove = async (project: AdminProject) => {
    const done = await runAction(t, () => apiDelete(`/api/projects/${project.id}`), {
      success: t('projects.deleted'),
      failure: t('projects.deleteError'),
    });
    if (done) reload();
  };

  return (
    <Stack gap="md">
      <SearchField label={t('projects.search')} value={query} onChange={setQuery} />
      <QueryView state={state} reload={reload} errorMessage={t('projects.loadError')}>
        {(projects) => (
          <ProjectsTable
            projects={projects.filter((project) =>
              matches(query, project.name, project.description),
            )}
            onDelete={setDeleting}
          />
        )}
      </QueryView>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('projects.deleteTitle')}
        message={t('projects.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('delete')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

function ProjectsTable(props: {
  projects: AdminProject[];
  onDelete: (project: AdminProject) => void;
}) {
  const { t } = useTranslation('admin');
  if (props.projects.length === 0) {
    return (
      <Text c="gray.7" py="lg" ta="center">
        {t('projects.none')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('projects.name')}</Table.Th>
            <Table.Th>{t('projects.owner')}</Table.Th>
            <Table.Th>{t('projects.status')}</Table.Th>
            <Table.Th>{t('projects.phase')}</Table.Th>
            <Table.Th>{t('projects.progress')}</Table.Th>
            <Table.Th>{t('projects.createdAt')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.projects.map((project) => {
            const phase = phaseByNumber(project.currentPhase);
            const rate = Math.round(project.completionRate);
            return (
              <Table.Tr key={project.id}>
                <Table.Td maw={320}>
                  <Text fw={600} size="sm" lineClamp={1}>
                    {project.name}
                  </Text>
                  {project.description && (
                    <Text size="xs" c="gray.7" lineClamp={2}>
                      {project.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{project.ownerUsername}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={project.status === 'completed' ? 'teal' : 'blue'}>
                    {t(`status.${project.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Badge color={phase.color} variant="filled" autoContrast>
                    {t('stats.phase', {
                      number: phase.number,
                      name: t(`categories.${phase.key}`),
                    })}
                  </Badge>
                </Table.Td>
                <Table.Td miw={120}>
                  <Group gap="xs" wrap="nowrap">
                    <Progress
                      value={rate}
                      style={{ flex: 1 }}
                      aria-label={t('projects.progressLabel', { name: project.name })}
                    />
                    <Text size="xs" fw={600}>
                      {rate}%
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(project.createdAt)}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label={t('projects.open')}>
                      <ActionIcon
                        component="a"
                        href={`/projects/${project.id}`}
                        target="_blank"
                        rel="noopener noreferrer"
                        variant="subtle"
                        aria-label={t('projects.openLabel', { name: project.name })}
                      >
                        <IconExternalLink size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => props.onDelete(project)}
                        aria-label={t('projects.deleteLabel', { name: project.name })}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
