import { Button, Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../auth/auth-store';
import { LanguageSelector } from './LanguageSelector';
import { LogoMark } from './Logo';

// Only signed-in users see these; loading them later keeps menus and popovers out of the
// landing page's first download.
const SyncIndicator = lazy(async () => ({
  default: (await import('./SyncIndicator')).SyncIndicator,
}));
const UserMenu = lazy(async () => ({ default: (await import('./UserMenu')).UserMenu }));

/** Logo, navigation (large screens), language, sync state and the user's menu or a login button. */
export function Header() {
  const { t } = useTranslation();
  const { isAuthenticated, user } = useAuth();
  const links = [
    { to: '/projects', label: t('nav.projects') },
    { to: '/library', label: t('nav.library') },
    { to: '/pricing', label: t('nav.pricing') },
    ...(isAuthenticated ? [{ to: '/dashboard', label: t('nav.dashboard') }] : []),
    ...(user?.role === 'admin' ? [{ to: '/admin', label: t('nav.admin') }] : []),
  ];

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap">
        <Link to="/" className="trilha-logo" aria-label={t('header.home')}>
          <Group gap={8} wrap="nowrap">
            <LogoMark size={isAuthenticated ? 28 : 34} />
            <Text fw={800} size={isAuthenticated ? 'lg' : 'xl'} c="violet.8">
              Trilha
            </Text>
          </Group>
        </Link>
        <Group gap={2} visibleFrom="md" wrap="nowrap" component="nav" aria-label={t('nav.label')}>
          {links.map((link) => (
            <Button
              key={link.to}
              component={NavLink}
              to={link.to}
              variant="subtle"
              size="compact-md"
            >
              {link.label}
            </Button>
          ))}
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {isAuthenticated && (
          <Suspense fallback={null}>
            <SyncIndicator />
          </Suspense>
        )}
        <LanguageSelector />
        {isAuthenticated ? (
          <Suspense fallback={null}>
            <UserMenu />
          </Suspense>
        ) : (
          <Button component={Link} to="/login">
            {t('header.login')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
