import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { compactOnPhone } from '../../components/compact-button';
import { ShareDialog } from './ShareDialog';

/** The project page's 'Compartilhar' action. */
export function ShareButton({ projectId }: { projectId: string }) {
  const { t } = useTranslation('sharing');
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        {...compactOnPhone(t('button'))}
        leftSection={<IconShare size={16} aria-hidden />}
        onClick={dialog.open}
      >
        {t('button')}
      </Button>
      <ShareDialog projectId={projectId} opened={opened} onClose={dialog.close} />
    </>
  );
}
