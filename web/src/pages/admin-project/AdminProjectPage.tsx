import {
  Anchor,
  Badge,
  Card,
  Container,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import {
  PHASES,
  type Project,
  TOOL_PHASE,
  WORKSPACE_TOOLS,
  type WorkspaceTool,
} from '@trilha/shared';
import type { ChildRow } from '@trilha/sync';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryView } from '../../features/admin/QueryView';
import { useAdminQuery } from '../../features/admin/useAdminQuery';
import { ProjectStatusBadge } from '../../features/projects/ProjectStatusBadge';
import { summaryOf } from './record-summary';

/** The answer of GET /api/admin/projects/{id}. */
interface AdminProjectView {
  project: Project & { ownerUsername: string; completedTools: number; totalTools: number };
  records: { [Tool in WorkspaceTool]: ChildRow<Tool>[] };
}

/**
 * /admin/projects/:id: any user's project, read-only, straight from the server. The admin's own
 * device holds only the admin's projects, so the project page would say 'Projeto não
 * encontrado'; this page shows every record of the five phases and changes nothing.
 */
export function AdminProjectPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('workspace');
  const { state, reload } = useAdminQuery<AdminProjectView>(
    `/api/admin/projects/${encodeURIComponent(id)}`,
  );
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/admin" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('adminView.back')}
          </Group>
        </Anchor>
        <QueryView state={state} reload={reload} errorMessage={t('adminView.notFound')}>
          {(view) => <ProjectView view={view} />}
        </QueryView>
      </Stack>
    </Container>
  );
}

function ProjectView({ view }: { view: AdminProjectView }) {
  const { t } = useTranslation('workspace');
  const { project, records } = view;
  return (
    <Stack gap="lg">
      <div>
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
            {project.name}
          </Title>
          <ProjectStatusBadge status={project.status} />
          <Badge variant="outline" color="gray" leftSection={<IconEye size={12} aria-hidden />}>
            {t('adminView.readOnly')}
          </Badge>
        </Group>
        <Text c="dimmed" size="sm" mt={4}>
          {t('adminView.owner', { username: project.ownerUsername })}
        </Text>
        {project.description && (
          <Text mt="xs" style={{ whiteSpace: 'pre-line' }}>
            {project.description}
          </Text>
        )}
      </div>
      <Card withBorder radius="md">
        <Group justify="space-between" mb={6}>
          <Text fw={600}>{t('adminView.progress', { percent: project.completionRate })}</Text>
          <Text size="sm" c="dimmed">
            {t('adminView.tools', { done: project.completedTools, total: project.totalTools })}
          </Text>
        </Group>
        <Progress value={project.completionRate} aria-label={t('adminView.progressLabel')} />
      </Card>
      {PHASES.map((phase) => (
        <section key={phase.number} aria-labelledby={`admin-phase-${phase.number}`}>
          <Title
            order={2}
            size="h4"
            id={`admin-phase-${phase.number}`}
            mb="sm"
            style={{ borderLeft: `4px solid ${phase.color}`, paddingLeft: 8 }}
          >
            {t('adminView.phase', { number: phase.number, name: t(`phases.${phase.key}`) })}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {WORKSPACE_TOOLS.filter((tool) => TOOL_PHASE[tool] === phase.number).map((tool) => (
              <ToolRecords key={tool} tool={tool} rows={records[tool]} />
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}

function ToolRecords<Tool extends WorkspaceTool>(props: { tool: Tool; rows: ChildRow<Tool>[] }) {
  const { t } = useTranslation('workspace');
  return (
    <Card withBorder radius="md" data-testid={`admin-tool-${props.tool}`}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} size="h5">
          {t(`tools.${props.tool}`)}
        </Title>
        <Badge variant="light">{props.rows.length}</Badge>
      </Group>
      {props.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminView.noRecords')}
        </Text>
      ) : (
        <Stack gap="xs">
          {props.rows.map((row) => {
            const summary = summaryOf(props.tool, row);
            return (
              <div key={row.id} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {summary.title}
                </Text>
                {summary.detail && (
                  <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {summary.detail}
                  </Text>
                )}
              </div>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
