import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/http';
import { renderRoute, setupI18n } from '../../test/render';
import { signOut, testUser } from '../../test/user-sync';
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
function fakeServer(options: { open: boolean; join?: Response }) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${input}${init.body ? ` ${init.body}` : ''}`);
      if (method === 'GET' && input === '/api/rooms/K7P2QX')
        return jsonResponse({ projectName: 'Oficina da fila', open: options.open });
      if (method === 'POST' && input === '/api/rooms/K7P2QX/join')
        return options.join ?? jsonResponse({ user: guest, projectId: PROJECT_ID }, 201);
      return jsonResponse({ error: 'Não encontrado.', code: 'not_found' }, 404);
    }),
  );
  return calls;
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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JoinPage', () => {
  it('asks only for a name, joins, knows the guest as signed in and opens the project', async () => {
    const calls = fakeServer({ open: true });
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

  it('says a closed room is closed, and offers no name to type', async () => {
    fakeServer({ open: false });
    renderRoute(routes, '/join/K7P2QX');
    expect(
      await screen.findByText(
        'Esta sala foi fechada. Peça um novo código a quem conduz a oficina.',
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('Seu nome')).toBeNull();
  });

  it('shows the server’s coded message when the join is refused (a full room)', async () => {
    fakeServer({
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
