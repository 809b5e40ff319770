import { Menu, UnstyledButton } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IntegrationsMenuItem } from '../../features/integrations/IntegrationsEntry';
import { InstallAppMenuItem } from '../../features/pwa/InstallAppEntry';
import { SupportMenuItem } from '../../features/support/SupportMenuItem';
import { CloudMenuItem } from '../../features/upstream/CloudMenuItem';
import { useAuth } from '../../lib/auth-store';
import { UserIdentity } from './UserIdentity';
import { useSignOut } from './useSignOut';

/** Avatar with the username's first two letters, the username, the role, and the menu. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAuth((state) => state.user);
  const { leaving, signOut } = useSignOut();
  if (!user) return null;

  return (
    <Menu position="bottom-end" withinPortal closeOnItemClick={false}>
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu.open')}>
          <UserIdentity user={user} labelClassName="trilha-user-label" maxNameWidth={170} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {user.role !== 'guest' && (
          <Menu.Item onClick={() => navigate('/profile')}>{t('userMenu.profile')}</Menu.Item>
        )}
        <CloudMenuItem />
        <Suspense fallback={null}>
          <IntegrationsMenuItem />
        </Suspense>
        {/* A guest account has no plan of its own (decision 0020). */}
        {user.role !== 'guest' && <SupportMenuItem />}
        {user.role === 'admin' && (
          <Menu.Item onClick={() => navigate('/admin')}>{t('userMenu.admin')}</Menu.Item>
        )}
        <Suspense fallback={null}>
          <InstallAppMenuItem />
        </Suspense>
        <Menu.Divider />
        <Menu.Item color="red" disabled={leaving} onClick={() => void signOut()}>
          {leaving ? t('userMenu.loggingOut') : t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
