import { ActionIcon, Badge, Group, Progress, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { type Project, phaseByNumber } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { AdminTable, TitleCell } from './AdminTable';
import { DeleteAction } from './DeleteAction';
import { formatDate, matches } from './format';
import { ListToolbar } from './ListToolbar';
import { QueryView } from './QueryView';
import { useAdminQuery } from './useAdminQuery';
import { useConfirmedDelete } from './useConfirmedDelete';

/** A row of GET /api/admin/projects: every live project, with its owner's username. */
export type AdminProject = Project & { ownerUsername: string };

/** The Projects tab: every project of every user; search, open in a new tab, delete. */
export function ProjectsTab() {
  const { t } = useTranslation('admin');
  const { state, reload } = useAdminQuery<AdminProject[]>('/api/admin/projects');
  const [query, setQuery] = useState('');
  const remove = useConfirmedDelete<AdminProject>({
    path: (project) => `/api/projects/${project.id}`,
    success: t('projects.deleted'),
    failure: t('projects.deleteError'),
    onDeleted: reload,
  });

  return (
    <Stack gap="md">
      <ListToolbar searchLabel={t('projects.search')} query={query} onQueryChange={setQuery} />
      <QueryView state={state} reload={reload} errorMessage={t('projects.loadError')}>
        {(projects) => (
          <ProjectsTable
            projects={projects.filter((project) =>
              matches(query, project.name, project.description),
            )}
            onDelete={remove.ask}
          />
        )}
      </QueryView>
      <ConfirmDialog
        {...remove.dialog}
        title={t('projects.deleteTitle')}
        message={t('projects.deleteConfirm', { name: remove.deleting?.name ?? '' })}
      />
    </Stack>
  );
}

function ProjectsTable(props: {
  projects: AdminProject[];
  onDelete: (project: AdminProject) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <AdminTable
      items={props.projects}
      empty={t('projects.none')}
      minWidth={760}
      columns={[
        t('projects.name'),
        t('projects.owner'),
        t('projects.status'),
        t('projects.phase'),
        t('projects.progress'),
        t('projects.createdAt'),
      ]}
      cells={(project) => {
        const phase = phaseByNumber(project.currentPhase);
        const rate = Math.round(project.completionRate);
        return (
          <>
            <TitleCell
              title={project.name}
              description={project.description}
              maxWidth={320}
              descriptionLines={2}
            />
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
          </>
        );
      }}
      actions={(project) => (
        <>
          <Tooltip label={t('projects.open')}>
            <ActionIcon
              component="a"
              href={`/admin/projects/${project.id}`}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              aria-label={t('projects.openLabel', { name: project.name })}
            >
              <IconExternalLink size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <DeleteAction
            label={t('projects.deleteLabel', { name: project.name })}
            onClick={() => props.onDelete(project)}
          />
        </>
      )}
    />
  );
}
