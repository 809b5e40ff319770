import { Box, Button, Group, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { NAV_BREAKPOINT } from './breakpoint';
import { LanguageSelector } from './LanguageSelector';
import { LogoMark } from './Logo';
import { MenuButton } from './MenuButton';

// Only signed-in users see these; loading them later keeps menus and popovers out of the
// landing page's first download.
const SyncIndicator = lazyWithPreload(async () => (await import('./SyncIndicator')).SyncIndicator);
const UserMenu = lazyWithPreload(async () => (await import('./UserMenu')).UserMenu);

/** The code of the signed-in header's parts, for a page drawn signed in (drawnScreenCode). */
export const preloadSignedInHeader = () =>
  Promise.all([SyncIndicator.preload(), UserMenu.preload()]);

export interface NavEntry {
  to: string;
  label: string;
}

/** The navigation entries: the header's bar on large screens, the burger's menu below them. */
export function useNavLinks(): NavEntry[] {
  const { t } = useTranslation();
  const { isAuthenticated, user } = useAuth();
  // A room's guest has their project (in 'Projetos') and the library: no plans, AI mentor or
  // dashboard of an account of their own (docs/decisions/0020).
  const account = isAuthenticated && user?.role !== 'guest';
  return [
    { to: '/projects', label: t('nav.projects') },
    { to: '/library', label: t('nav.library') },
    ...(user?.role === 'guest' ? [] : [{ to: '/pricing', label: t('nav.pricing') }]),
    ...(account ? [{ to: '/chat', label: t('nav.chat') }] : []),
    ...(account ? [{ to: '/dashboard', label: t('nav.dashboard') }] : []),
    ...(user?.role === 'admin' ? [{ to: '/admin', label: t('nav.admin') }] : []),
  ];
}

/**
 * Logo, navigation (large screens), language, sync state and the user's menu or a login button.
 * Below NAV_BREAKPOINT the navigation, language and user entries move behind the burger
 * (MobileNav, opened from Layout), so the header never gets wider than the screen.
 */
export function Header({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav(): void }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const links = useNavLinks();

  return (
    <Group h="100%" justify="space-between" wrap="nowrap" gap="xs" className="trilha-header">
      <Group gap="lg" wrap="nowrap">
        <Link to="/" className="trilha-logo" aria-label={t('header.home')}>
          <Group gap={8} wrap="nowrap">
            <LogoMark size={isAuthenticated ? 28 : 34} />
            <Text fw={800} size={isAuthenticated ? 'lg' : 'xl'} c="violet.8">
              Trilha
            </Text>
          </Group>
        </Link>
        <Group
          gap={2}
          visibleFrom={NAV_BREAKPOINT}
          wrap="nowrap"
          component="nav"
          aria-label={t('nav.label')}
        >
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
        <Box visibleFrom={NAV_BREAKPOINT}>
          <LanguageSelector />
        </Box>
        {isAuthenticated ? (
          <Box visibleFrom={NAV_BREAKPOINT}>
            <Suspense fallback={null}>
              <UserMenu />
            </Suspense>
          </Box>
        ) : (
          <Button component={Link} to="/login">
            {t('header.login')}
          </Button>
        )}
        <MenuButton opened={navOpened} label={t('header.openMenu')} onClick={onToggleNav} />
      </Group>
    </Group>
  );
}
