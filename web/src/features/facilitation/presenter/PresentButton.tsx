import { Button } from '@mantine/core';
import { IconPresentation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { compactOnPhone } from '../../../components/compact-button';

/** The project page's way to the presenter view (for the room's projector). */
export function PresentButton({ projectId }: { projectId: string }) {
  const { t } = useTranslation('facilitation');
  return (
    <Button
      component={Link}
      to={`/projects/${projectId}/present`}
      variant="default"
      {...compactOnPhone(t('presenter.open'))}
      leftSection={<IconPresentation size={16} aria-hidden />}
    >
      {t('presenter.open')}
    </Button>
  );
}
