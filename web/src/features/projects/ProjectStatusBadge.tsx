import { Badge } from '@mantine/core';
import type { ProjectStatus } from '@trilha/shared';
import { useTranslation } from 'react-i18next';

/** 'Concluído' in green or 'Em andamento' in violet. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation('projects');
  return (
    <Badge color={status === 'completed' ? 'green' : 'violet'} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
