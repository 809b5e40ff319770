import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/http';
import { renderRoute, setupI18n } from '../../test/render';
import { signIn, testUser } from '../../test/user-sync';
import { useAuth } from '../lib/auth-store';
import { Layout } from './Layout';

/** The shell around two pages; the session check answers with the signed-in user. */
function renderShell(user = testUser({ role: 'admin', username: 'ana@example.com' })) {
  signIn(user);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    String(input).includes('/logout')
      ? new Response(null, { status: 204 })
      : jsonResponse({ user }),
  );
  return renderRoute(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <p>Início</p> },
          { path: '/projects', element: <p>Lista de projetos</p> },
          { path: '/profile', element: <p>Página do perfil</p> },
        ],
      },
    ],
    '/',
  );
}

/** The user's entries are a lazy chunk: the first load in a test run takes a moment. */
const LAZY = { timeout: 5000 };

beforeAll(() => setupI18n('pt-BR'));
afterEach(() => vi.restoreAllMocks());

describe('Layout on small screens (the burger menu)', () => {
  it('holds every navigation entry, the language and the user entries, and closes on navigation', async () => {
    const person = userEvent.setup();
    const { router } = renderShell();
    // Closed: the menu renders nothing (no hidden second copy of the links).
    expect(screen.queryByTestId('mobile-nav')).toBeNull();

    await person.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const menu = await screen.findByTestId('mobile-nav');
    const nav = within(menu).getByRole('navigation', { name: 'Navegação principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(expect.arrayContaining(['Projetos', 'Biblioteca', 'Preços', 'Dashboard', 'Admin']));
    expect(within(menu).getByRole('combobox', { name: 'Idioma' })).toBeInTheDocument();
    expect(await within(menu).findByRole('link', { name: 'Perfil' }, LAZY)).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Administração' })).toBeInTheDocument();
    expect(within(menu).getByText('Administrador')).toBeInTheDocument();

    await person.click(within(nav).getByRole('link', { name: 'Projetos' }));
    expect(await screen.findByText('Lista de projetos')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects');
    await waitFor(() => expect(screen.queryByTestId('mobile-nav')).toBeNull());
  });

  it('closes with Escape', async () => {
    const person = userEvent.setup();
    renderShell();
    await person.click(screen.getByRole('button', { name: 'Abrir menu' }));
    expect(await screen.findByTestId('mobile-nav')).toBeInTheDocument();
    await person.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('mobile-nav')).toBeNull());
  });

  it("signs out from the menu's 'Sair'", async () => {
    const person = userEvent.setup();
    const { router } = renderShell(testUser());
    await person.click(screen.getByRole('button', { name: 'Abrir menu' }));
    // An ordinary user has no 'Administração' entry.
    await screen.findByRole('link', { name: 'Perfil' }, LAZY);
    expect(screen.queryByRole('link', { name: 'Administração' })).toBeNull();

    await person.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(useAuth.getState().isAuthenticated).toBe(false));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('offers a room’s guest their projects and the library: no plans, AI, dashboard or profile', async () => {
    const person = userEvent.setup();
    renderShell(testUser({ role: 'guest', username: 'guest-0190c000', name: 'Bia' }));
    await person.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const menu = await screen.findByTestId('mobile-nav');
    const nav = within(menu).getByRole('navigation', { name: 'Navegação principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Projetos', 'Biblioteca']);
    // Their name, not the generated username; no profile to complete.
    expect(await within(menu).findByText('Bia', {}, LAZY)).toBeInTheDocument();
    expect(within(menu).getByText('Convidado')).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Perfil' })).toBeNull();
  });
});
