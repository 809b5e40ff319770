import { Center, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { StorageKeeper } from '../features/storage/StorageKeeper';
import { installUnauthorizedRedirect, useAuth } from '../lib/auth-store';
import { Header } from './header/Header';
import classes from './Layout.module.css';

// The burger's menu loads when first opened: it stays out of the landing page's first download.
const MobileNav = lazy(async () => ({
  default: (await import('./header/MobileNav')).MobileNav,
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
    <>
      {/* Keeps its place when a dialog locks the page's scroll: react-remove-scroll (Mantine's
          dialogs) pads elements of this class by the scrollbar's width. Named as a string so
          the library stays out of the first script. */}
      <header className={`${classes.header} right-scroll-bar-position`}>
        <Header navOpened={navOpened} onToggleNav={nav.toggle} />
      </header>
      {/* Rendered only while open: no second, hidden copy of the links for keyboards and tests. */}
      {navOpened && (
        <Suspense fallback={null}>
          <MobileNav onNavigate={nav.close} />
        </Suspense>
      )}
      <main className={classes.main}>
        <StorageKeeper />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}

export function PageLoader() {
  return (
    <Center py="xl">
      <Loader />
    </Center>
  );
}
