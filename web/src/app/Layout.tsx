import { AppShell, Center, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { installUnauthorizedRedirect, useAuth } from '../features/auth/auth-store';
import { Header } from '../features/header/Header';

// The burger's menu loads when first opened: it stays out of the landing page's first download.
const MobileNav = lazy(async () => ({
  default: (await import('../features/header/MobileNav')).MobileNav,
}));

/**
 * The page frame: header on top, the current screen below (loaded on demand). Below the
 * header's NAV_BREAKPOINT its burger opens MobileNav, a panel over the page.
 */
export function Layout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [navOpened, nav] = useDisclosure(false);
  // Any navigation (a menu entry, a link on the page, back) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => nav.close(), [pathname]);
  const checkSession = useAuth((state) => state.checkSession);
  useEffect(() => {
    installUnauthorizedRedirect((path) => navigate(path));
    void checkSession();
  }, [checkSession, navigate]);

  return (
    <AppShell header={{ height: 64 }} padding={{ base: 'xs', sm: 'md' }}>
      <AppShell.Header>
        <Header navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      {/* Rendered only while open: no second, hidden copy of the links for keyboards and tests. */}
      {navOpened && (
        <Suspense fallback={null}>
          <MobileNav onNavigate={nav.close} />
        </Suspense>
      )}
      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

export function PageLoader() {
  return (
    <Center py="xl">
      <Loader />
    </Center>
  );
}
