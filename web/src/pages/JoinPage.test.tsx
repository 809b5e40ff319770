import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, jsonResponse } from '../../test/http';
import { renderRoute, setupI18n } from '../../test/render';
import { signIn, signOut, testUser } from '../../test/user-sync';
import { useAuth } from '../lib/auth-store';
import { JoinPage } from './JoinPage';

const PROJECT_ID = '0190c000-0000-7000-8000-0000000000aa';
const guest = testUser({
  id: '0190c000-0000-7000-8000-0000000000c2',
  username: 'guest-0190c000',
  name: 'Bia',
  role: 'guest',
});

/** The room K7P2QX of the project 'Oficina da fila', open or not; records the calls. */
function roomServer(options: { open: boolean; join?: Response }) {
  return fakeServer(({ method, path }) => {
    if (method === 'GET' && path === '/api/rooms/K7P2QX')
      return jsonResponse({ projectName: 'Oficina da fila', open: options.open });
    if (method === 'POST' && path === '/api/rooms/K7P2QX/join')
      return options.join ?? jsonResponse({ user: guest, projectId: PROJECT_ID }, 201);
    return undefined;
  });
}

const routes = [
  { path: '/join/:code', element: <JoinPage /> },
  { path: '/projects/:id', element: <p>Página do projeto</p> },
];

beforeAll(async () => {
  await setupI18n('pt-BR');
});

beforeEach(() => {
  signOut();
});

describe('JoinPage', () => {
  it('asks only for a name, joins, knows the guest as signed in and opens the project', async () => {
    const calls = roomServer({ open: true });
    const { router } = renderRoute(routes, '/join/K7P2QX');
    expect(await screen.findByText(/Oficina da fila/)).toBeVisible();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Entrar na sala' }));
    expect(await screen.findByText('Digite seu nome')).toBeVisible();
    expect(calls.some((call) => call.startsWith('POST'))).toBe(false);

    await userEvent.type(screen.getByLabelText('Seu nome'), '  Bia ');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar na sala' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/projects/${PROJECT_ID}`));
    expect(calls).toContain('POST /api/rooms/K7P2QX/join {"name":"Bia"}');
    expect(useAuth.getState()).toMatchObject({ user: guest, isAuthenticated: true });
  });

  it('warns a signed-in member, before they join, that joining signs them out of their account here', async () => {
    roomServer({ open: true });
    signIn(testUser({ name: 'Ana Souza' }));
    renderRoute(routes, '/join/K7P2QX');
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Entrar como convidado encerra sua sessão');
    expect(warning).toHaveTextContent(
      'Você está conectado como Ana Souza. Ao entrar na sala como convidado, você sairá da sua conta neste aparelho.',
    );
    expect(screen.getByRole('button', { name: 'Entrar na sala' })).toBeVisible();
  });

  it('gives a visitor or a guest no such warning', async () => {
    roomServer({ open: true });
    signIn(guest);
    renderRoute(routes, '/join/K7P2QX');
    expect(await screen.findByLabelText('Seu nome')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a closed room is closed, and offers no name to type', async () => {
    roomServer({ open: false });
    renderRoute(routes, '/join/K7P2QX');
    expect(
      await screen.findByText(
        'Esta sala foi fechada. Peça um novo código a quem conduz a oficina.',
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('Seu nome')).toBeNull();
  });

  it('shows the server’s coded message when the join is refused (a full room)', async () => {
    roomServer({
      open: true,
      join: jsonResponse(
        {
          error: 'x',
          code: 'plan_limit',
          messageCode: 'plan_limit.maxRoomGuests',
          params: { max: 8, plan: 'Free' },
        },
        403,
      ),
    });
    renderRoute(routes, '/join/K7P2QX');
    await userEvent.type(await screen.findByLabelText('Seu nome'), 'Bia');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar na sala' }));
    expect(await screen.findByText(/até 8 convidados/)).toBeVisible();
    expect(useAuth.getState().isAuthenticated).toBe(false);
  });
});
