import { Button, Menu } from '@mantine/core';
import { IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useHasWebhooks } from './webhooks-api';

/**
 * 'Integrações' in the user menu, for every account but a room's guest: the screen shows the
 * upgrade hint to a plan that does not sell it. Its texts are the feature's own namespace, so
 * the menus hold it in a Suspense of their own.
 */
export function IntegrationsMenuItem() {
  const { t } = useTranslation('integrations');
  const navigate = useNavigate();
  if (!useHasWebhooks()) return null;
  return <Menu.Item onClick={() => navigate('/integrations')}>{t('menu')}</Menu.Item>;
}

/** The same entry as a row of the phone menu (props: the rows' shared look). */
export function IntegrationsMenuButton(props: { look: object; onNavigate(): void }) {
  const { t } = useTranslation('integrations');
  if (!useHasWebhooks()) return null;
  return (
    <Button
      {...props.look}
      component={Link}
      to="/integrations"
      onClick={props.onNavigate}
      leftSection={<IconWebhook size={18} aria-hidden />}
    >
      {t('menu')}
    </Button>
  );
}
