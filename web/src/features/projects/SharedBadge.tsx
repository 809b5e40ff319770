import { Badge } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-store';
import { useSharedProjectRoles } from '../../project-data/shared-projects';

/**
 * Marks a project that more than one person works on: shared with the user (someone else owns
 * it, known from the synced project itself) or shared by them (known from the last read of
 * their shared projects, kept on the device).
 */
export function SharedBadge({ projectId, ownerId }: { projectId: string; ownerId: string }) {
  const { t } = useTranslation('sharing');
  const userId = useAuth((state) => state.user?.id);
  const roles = useSharedProjectRoles();
  if (!userId || (ownerId === userId && !roles[projectId])) return null;
  return (
    <Badge variant="light" color="grape" leftSection={<IconUsers size={12} />}>
      {t('sharedBadge')}
    </Badge>
  );
}
