import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRoomLocks } from '../../project-data/project-access';

/**
 * Tells a participant, before they type, that the facilitator locked the project or some of its
 * tools (the screens no longer offer changes there; the server would refuse them), as
 * ViewerNotice does for a viewer. A facilitator is never locked, so never sees it.
 */
export function LockNotice() {
  const { t, i18n } = useTranslation('runOfShow');
  const locks = useRoomLocks();
  if (!locks.project && locks.tools.length === 0) return null;
  const tools = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    locks.tools.map((tool) => t(`tools.${tool}`)),
  );
  return (
    <Alert color="orange" icon={<IconLock size={18} />} data-testid="lock-notice">
      {locks.project ? t('lock.project') : t('lock.tools', { tools })}
    </Alert>
  );
}
