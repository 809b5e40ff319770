import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUpstreamConfigured } from './upstream-status';

/**
 * 'Conectar à nuvem' in the user menu, on a room's hub only (a server started with
 * UPSTREAM_URL). Mounted with the open menu, so the status is read when someone looks.
 */
export function CloudMenuItem() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!useUpstreamConfigured()) return null;
  return <Menu.Item onClick={() => navigate('/cloud')}>{t('userMenu.cloud')}</Menu.Item>;
}
