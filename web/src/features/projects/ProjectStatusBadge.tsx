import { Badge } from '@mantine/core';
import type { ProjectStatus } from '@trilha/shared';
import { useTranslation } from 'react-i18next';

/** 'Concluído' in green or 'Em andamento' in violet. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation('projects');
  return (
    // Never shrunk into an ellipsis beside a long project name.
    <Badge
      color={status === 'completed' ? 'green' : 'violet'}
      variant="light"
      style={{ flexShrink: 0 }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
