import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDoorEnter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { compactOnPhone } from '../../components/compact-button';
import { useCanEdit } from '../../project-data/project-access';
import { RoomPanel } from './RoomPanel';

/**
 * The project page's 'Abrir sala': for its owner and editors, a room that a workshop's people
 * join from their phones with a code and a name (docs/decisions/0020).
 */
export function RoomButton({ projectId }: { projectId: string }) {
  const { t } = useTranslation('sharing');
  const [opened, panel] = useDisclosure(false);
  if (!useCanEdit()) return null;
  return (
    <>
      <Button
        variant="default"
        {...compactOnPhone(t('room.button'))}
        leftSection={<IconDoorEnter size={16} aria-hidden />}
        onClick={panel.open}
      >
        {t('room.button')}
      </Button>
      <RoomPanel projectId={projectId} opened={opened} onClose={panel.close} />
    </>
  );
}
