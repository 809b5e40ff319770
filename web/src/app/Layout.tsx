import { AppShell, Center, Loader } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { installUnauthorizedRedirect, useAuth } from '../features/auth/auth-store';
import { Header } from '../features/header/Header';

/** The page frame: header on top, the current screen below (loaded on demand). */
export function Layout() {
  const navigate = useNavigate();
  const checkSession = useAuth((state) => state.checkSession);
  useEffect(() => {
    installUnauthorizedRedirect((path) => navigate(path));
    void checkSession();
  }, [checkSession, navigate]);

  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <Header />
      </AppShell.Header>
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
