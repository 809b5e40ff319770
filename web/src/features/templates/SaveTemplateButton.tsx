import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { compactOnPhone } from '../../components/compact-button';
import { SaveTemplateDialog } from './SaveTemplateDialog';

/** The project page's 'Salvar como template' action. */
export function SaveTemplateButton({
  project,
}: {
  project: { id: string; name: string; description: string };
}) {
  const { t } = useTranslation('templates');
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        {...compactOnPhone(t('save.button'))}
        leftSection={<IconTemplate size={16} aria-hidden />}
        onClick={dialog.open}
      >
        {t('save.button')}
      </Button>
      {/* Mounted while open only: its list of templates is asked of the server then. */}
      {opened && <SaveTemplateDialog project={project} opened onClose={dialog.close} />}
    </>
  );
}
