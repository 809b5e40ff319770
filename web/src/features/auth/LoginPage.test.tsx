import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/http';
import { renderRoute, setupI18n } from '../../../test/render';
import { setAuthState, testUser } from '../../../test/user-sync';
import { useAuth } from '../../lib/auth-store';
import { clearToast, toastStore } from '../../lib/notify';
import { LoginPage } from './LoginPage';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <p>home screen</p> },
  { path: '/signup', element: <p>signup screen</p> },
  { path: '/invite/:code', element: <p>invite screen</p> },
];

beforeAll(() => setupI18n('pt-BR'));
beforeEach(() => {
  setAuthState(null);
  clearToast();
});
afterEach(() => vi.restoreAllMocks());

/** The server's 401 for a wrong password: its code, and its words in pt-BR. */
const refusedSignIn = () =>
  jsonResponse(
    {
      error: 'Usuário ou senha inválidos.',
      code: 'invalid_credentials',
      messageCode: 'auth.invalid_credentials',
    },
    401,
  );

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Nome de usuário/), username);
  await user.type(screen.getByLabelText(/^Senha/), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('LoginPage', () => {
  it('shows the required messages under the empty fields', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderRoute(routes, '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Nome de usuário é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nome de usuário/)).toHaveAttribute('aria-invalid', 'true');
    // Only the question whether the server offers single sign-on (SsoSignIn.test.tsx).
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(['/api/auth/oidc']);
  });

  it("shows the server's reason on a 401 as a notification, not a browser alert", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => refusedSignIn());
    renderRoute(routes, '/login');
    await fillAndSubmit('ana', 'errada');
    expect(await screen.findByText('Usuário ou senha inválidos.')).toBeInTheDocument();
    expect(toastStore.current()).toMatchObject({
      kind: 'error',
      title: 'Erro ao fazer login',
      message: 'Usuário ou senha inválidos.',
    });
    expect(alert).not.toHaveBeenCalled();
    const [url, init] = fetchSpy.mock.calls.find(([url]) => url === '/api/auth/login') ?? [];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'ana', password: 'errada' });
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
  });

  it("says 'Erro ao fazer login' when the server sends no error text", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 500 }));
    renderRoute(routes, '/login');
    await fillAndSubmit('ana', 'Senha123');
    await waitFor(() =>
      expect(toastStore.current()).toMatchObject({ kind: 'error', title: 'Erro ao fazer login' }),
    );
  });

  it("goes to '/' after signing in", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({ user: testUser() }),
    );
    renderRoute(routes, '/login');
    await fillAndSubmit('ana', 'Senha123');
    expect(await screen.findByText('home screen')).toBeInTheDocument();
  });

  it("sends an already signed-in user to '/'", async () => {
    setAuthState(testUser());
    renderRoute(routes, '/login');
    expect(await screen.findByText('home screen')).toBeInTheDocument();
  });

  it('links to the signup', async () => {
    renderRoute(routes, '/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Criar conta' }));
    expect(await screen.findByText('signup screen')).toBeInTheDocument();
  });

  it('says that signing in needs a connection when offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderRoute(routes, '/login');
    expect(await screen.findByText('Você está offline')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled();
  });

  it('returns to ?next= after signing in, and never to another site', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({ user: testUser() }),
    );
    renderRoute(routes, '/login?next=%2Finvite%2Fabc');
    await fillAndSubmit('ana', 'Senha123');
    expect(await screen.findByText('invite screen')).toBeInTheDocument();

    setAuthState(testUser());
    renderRoute(routes, '/login?next=%2F%2Fevil.example');
    expect(await screen.findByText('home screen')).toBeInTheDocument();
  });

  it('shown inside an invitation, its signup link carries the invitation along', async () => {
    const { router } = renderRoute(
      [
        { path: '/invite/:code', element: <LoginPage /> },
        { path: '/signup', element: <p>signup screen</p> },
      ],
      '/invite/abc',
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Criar conta' }));
    expect(await screen.findByText('signup screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Finvite%2Fabc');
  });
});

describe('LoginPage, for a room’s guest whose room was closed', () => {
  it('says the facilitator closed the room, and no one else', async () => {
    useAuth.setState({ roomClosed: true });
    renderRoute(routes, '/login');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('A sala foi encerrada pelo facilitador.');
    expect(notice).toHaveTextContent('Suas notas ficaram no projeto.');
  });

  it('says nothing of a room to anyone else', async () => {
    renderRoute(routes, '/login');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('LoginPage, for an English reader', () => {
  beforeAll(() => setupI18n('en'));
  afterAll(() => setupI18n('pt-BR'));

  it("words the server's refusal from its code, whatever language its sentence is in", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => refusedSignIn());
    renderRoute(routes, '/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), 'ana');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid username or password.')).toBeInTheDocument();
    expect(toastStore.current()?.title).toBe('Could not sign in');
  });

  it('writes the rules under the fields in English', async () => {
    renderRoute(routes, '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });
});
