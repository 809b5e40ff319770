import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { usernameInitials } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth/auth-store';

/** Avatar with the username's first two letters, the username, the role, and the menu. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, logout } = useAuth();
  const [leaving, setLeaving] = useState(false);
  if (!user) return null;

  const signOut = async () => {
    setLeaving(true);
    try {
      await logout();
      navigate('/');
    } finally {
      setLeaving(false);
    }
  };

  return (
    <Menu position="bottom-end" withinPortal closeOnItemClick={false}>
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu.open')}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="violet" radius="xl">
              {usernameInitials(user.username)}
            </Avatar>
            <div className="trilha-user-label">
              <Text size="sm" fw={600} truncate="end" maw={170}>
                {user.username}
              </Text>
              <Text size="xs" c="dimmed">
                {user.role === 'admin' ? t('roles.admin') : t('roles.user')}
              </Text>
            </div>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => navigate('/profile')}>{t('userMenu.profile')}</Menu.Item>
        {user.role === 'admin' && (
          <Menu.Item onClick={() => navigate('/admin')}>{t('userMenu.admin')}</Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" disabled={leaving} onClick={() => void signOut()}>
          {leaving ? t('userMenu.loggingOut') : t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
