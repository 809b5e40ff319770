import { Alert } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProjectRole } from '../project-data/shared-projects';

/**
 * Tells a viewer, before they type, that their changes to this project will not be kept (the
 * server refuses them with the same reason).
 */
export function ViewerNotice({ projectId }: { projectId: string }) {
  const { t } = useTranslation('sharing');
  if (useProjectRole(projectId) !== 'viewer') return null;
  return (
    <Alert color="yellow" icon={<IconEye size={18} />} data-testid="viewer-notice">
      {t('viewerNotice')}
    </Alert>
  );
}
