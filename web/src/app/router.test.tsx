import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, jsonResponse } from '../../test/http';
import { renderRoute, setupI18n } from '../../test/render';
import { signIn, testUser } from '../../test/user-sync';
import { routes } from './router';

// The project's page itself is not this test's business: a stand-in says where the guest is.
vi.mock('../pages/project/ProjectPage', () => ({
  ProjectPage: () => <p>Página do projeto da sala</p>,
}));

const ROOM_PROJECT = '0190c000-0000-7000-8000-0000000000aa';
const guest = testUser({ role: 'guest', username: 'guest-0190c000', name: 'Bia' });

beforeAll(() => setupI18n('pt-BR'));

describe('the app’s screens for a room’s guest', () => {
  it.each([
    '/',
    '/dashboard',
    '/projects',
    '/chat',
    '/profile',
    '/pricing',
    '/checkout/return',
    '/admin',
    '/invite/abcdefghijklmnopqrstuv',
  ])('send them from %s, typed into the address bar, to their room’s project', async (path) => {
    signIn(guest);
    fakeServer(({ path: asked }) => {
      if (asked === '/api/auth/me') return jsonResponse({ user: guest });
      if (asked === '/api/shared-projects')
        return jsonResponse([{ projectId: ROOM_PROJECT, role: 'guest' }]);
      return undefined;
    });
    const { router } = renderRoute(routes, path);
    expect(await screen.findByText('Página do projeto da sala')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/projects/${ROOM_PROJECT}`));
  });
});
