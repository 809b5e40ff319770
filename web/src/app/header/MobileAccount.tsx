import { Box, Button, Stack } from '@mantine/core';
import { IconCloudUp, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IntegrationsMenuButton } from '../../features/integrations/IntegrationsEntry';
import { InstallAppButton } from '../../features/pwa/InstallAppEntry';
import { useUpstreamConfigured } from '../../features/upstream/upstream-status';
import { useAuth } from '../../lib/auth-store';
import { MOBILE_ENTRY_HEIGHT } from './breakpoint';
import { UserIdentity } from './UserIdentity';
import { useSignOut } from './useSignOut';

/** The rows share the look of the navigation entries above them. */
const ENTRY = {
  variant: 'subtle',
  justify: 'flex-start',
  fullWidth: true,
  size: 'md',
  h: MOBILE_ENTRY_HEIGHT,
} as const;

/**
 * The user menu's entries as rows of the burger's menu: 'Perfil', 'Conectar à nuvem' (a hub's),
 * 'Administração', 'Sair'.
 */
export function MobileAccount({ onNavigate }: { onNavigate(): void }) {
  const { t } = useTranslation();
  const user = useAuth((state) => state.user);
  const { leaving, signOut } = useSignOut();
  // A room's hub (UPSTREAM_URL set) offers its link to the cloud; never to a guest.
  const cloud = useUpstreamConfigured();
  if (!user) return null;

  const links = [
    // A room's guest has no profile (docs/decisions/0020).
    ...(user.role === 'guest'
      ? []
      : [
          {
            to: '/profile',
            label: t('userMenu.profile'),
            icon: <IconUser size={18} aria-hidden />,
          },
        ]),
    ...(cloud
      ? [{ to: '/cloud', label: t('userMenu.cloud'), icon: <IconCloudUp size={18} aria-hidden /> }]
      : []),
    ...(user.role === 'admin'
      ? [{ to: '/admin', label: t('userMenu.admin'), icon: <IconSettings size={18} aria-hidden /> }]
      : []),
  ];
  return (
    <Stack gap={4}>
      <Box px="sm" pb="xs">
        <UserIdentity user={user} />
      </Box>
      {links.map((link) => (
        <Button
          key={link.to}
          {...ENTRY}
          component={Link}
          to={link.to}
          onClick={onNavigate}
          leftSection={link.icon}
        >
          {link.label}
        </Button>
      ))}
      <Suspense fallback={null}>
        <IntegrationsMenuButton look={ENTRY} onNavigate={onNavigate} />
      </Suspense>
      <InstallAppButton />
      <Button
        {...ENTRY}
        color="red"
        disabled={leaving}
        leftSection={<IconLogout size={18} aria-hidden />}
        onClick={() => {
          void signOut().then(onNavigate);
        }}
      >
        {leaving ? t('userMenu.loggingOut') : t('userMenu.logout')}
      </Button>
    </Stack>
  );
}
