import { cleanup, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, jsonResponse } from '../../test/http';
import { renderPage, renderRoute, setupI18n } from '../../test/render';
import { setAuthState, testUser } from '../../test/user-sync';
import { useAuth } from '../lib/auth-store';
import { Guard } from './Guard';

beforeAll(() => setupI18n('pt-BR'));

describe('Guard', () => {
  it("shows 'Loading...' while the session is checked", async () => {
    useAuth.setState({ user: null, isAuthenticated: false, isLoading: true });
    renderPage(<Guard>secret screen</Guard>);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('secret screen')).not.toBeInTheDocument();
  });

  it("shows 'Access denied' to visitors", async () => {
    setAuthState(null);
    renderPage(<Guard>secret screen</Guard>);
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.queryByText('secret screen')).not.toBeInTheDocument();
  });

  it('shows the fallback to visitors when one is given', async () => {
    setAuthState(null);
    renderPage(<Guard fallback={<p>please sign in</p>}>secret screen</Guard>);
    expect(await screen.findByText('please sign in')).toBeInTheDocument();
  });

  it('shows the screen to a signed-in user', async () => {
    setAuthState(testUser());
    renderPage(<Guard>secret screen</Guard>);
    expect(await screen.findByText('secret screen')).toBeInTheDocument();
  });

  it("shows 'Access denied' to a non-administrator on an admin screen", async () => {
    setAuthState(testUser({ role: 'user' }));
    renderPage(<Guard requireAdmin>admin screen</Guard>);
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.queryByText('admin screen')).not.toBeInTheDocument();
  });

  it('shows an admin screen to an administrator', async () => {
    setAuthState(testUser({ role: 'admin' }));
    renderPage(<Guard requireAdmin>admin screen</Guard>);
    expect(await screen.findByText('admin screen')).toBeInTheDocument();
    expect(screen.queryByText('Access denied')).not.toBeInTheDocument();
  });
});

describe('Guard, for a room’s guest', () => {
  const ROOM_PROJECT = '0190c000-0000-7000-8000-0000000000aa';
  const guest = testUser({ role: 'guest', username: 'guest-0190c000', name: 'Bia' });

  /** A member screen, a public one and the project's page, with the server's roles. */
  function renderAt(path: string) {
    const calls = fakeServer(({ path: asked }) =>
      asked === '/api/shared-projects'
        ? jsonResponse([{ projectId: ROOM_PROJECT, role: 'guest' }])
        : undefined,
    );
    const rendered = renderRoute(
      [
        { path: '/chat', element: <Guard fallback={<p>please sign in</p>}>AI mentor</Guard> },
        { path: '/pricing', element: <Guard visitors>plans</Guard> },
        { path: '/projects/:id', element: <Guard guests>project page</Guard> },
        { path: '/login', element: <p>sign-in page</p> },
      ],
      path,
    );
    return { ...rendered, calls };
  }

  it.each(['/chat', '/pricing'])('sends them from %s to their room’s project', async (path) => {
    setAuthState(guest);
    const { router } = renderAt(path);
    expect(await screen.findByText('project page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/projects/${ROOM_PROJECT}`);
  });

  it('shows them their project’s screens, and a public screen to visitors', async () => {
    setAuthState(guest);
    renderAt(`/projects/${ROOM_PROJECT}`);
    expect(await screen.findByText('project page')).toBeInTheDocument();
    cleanup();
    setAuthState(null);
    const { calls } = renderAt('/pricing');
    expect(await screen.findByText('plans')).toBeInTheDocument();
    // Nobody else's screens ask for a room's project.
    expect(calls).toEqual([]);
  });

  it('sends a visitor whose room was closed to the sign-in page, which says so', async () => {
    setAuthState(null);
    useAuth.setState({ roomClosed: true });
    const { router } = renderAt(`/projects/${ROOM_PROJECT}`);
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
