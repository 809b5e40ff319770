import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, jsonResponse } from '../../../test/http';
import { renderRoute, setupI18n } from '../../../test/render';
import { setAuthState } from '../../../test/user-sync';
import { LoginPage } from './LoginPage';

const routes = [{ path: '/login', element: <LoginPage /> }];

/** A server that offers single sign-on or not (GET /api/auth/oidc). */
const serverWithSso = (enabled: boolean) =>
  fakeServer(({ path }) => (path === '/api/auth/oidc' ? jsonResponse({ enabled }) : undefined));

beforeAll(() => setupI18n('pt-BR'));
beforeEach(() => setAuthState(null));

describe('single sign-on on the login page', () => {
  it("offers 'Entrar com SSO' when the server has it, as a link to the provider's round trip", async () => {
    const calls = serverWithSso(true);
    renderRoute(routes, '/login');
    const button = await screen.findByRole('link', { name: 'Entrar com SSO' });
    expect(button).toHaveAttribute('href', '/api/auth/oidc/start');
    expect(calls).toEqual(['GET /api/auth/oidc']);
  });

  it('carries where the person was going through the round trip (?next=)', async () => {
    serverWithSso(true);
    renderRoute(routes, '/login?next=%2Finvite%2Fabc');
    const button = await screen.findByRole('link', { name: 'Entrar com SSO' });
    expect(button).toHaveAttribute('href', '/api/auth/oidc/start?next=%2Finvite%2Fabc');
  });

  it('hides it on a server without SSO', async () => {
    const calls = serverWithSso(false);
    renderRoute(routes, '/login');
    await waitFor(() => expect(calls).toEqual(['GET /api/auth/oidc']));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar com SSO' })).toBeNull();
  });

  it('hides it when the server cannot be asked', async () => {
    fakeServer(() => {
      throw new TypeError('Failed to fetch');
    });
    renderRoute(routes, '/login');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar com SSO' })).toBeNull();
  });

  it('says why the round trip failed, from its code', async () => {
    serverWithSso(true);
    renderRoute(routes, '/login?sso_error=sso.email_unverified');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Não foi possível entrar com SSO');
    expect(notice).toHaveTextContent('O provedor de identidade não confirmou o seu e-mail');
  });

  it("words the plan's refusal with its parameters, and an unknown code generically", async () => {
    serverWithSso(true);
    const { unmount } = renderRoute(routes, '/login?sso_error=plan_limit.feature_sso&plan=Team');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O plano Team não inclui SSO (login único).',
    );
    unmount();
    renderRoute(routes, '/login?sso_error=sso.some_newer_reason');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O login com SSO falhou. Tente de novo.',
    );
  });
});

describe('single sign-on on the login page, for an English reader', () => {
  beforeAll(() => setupI18n('en'));
  afterAll(() => setupI18n('pt-BR'));

  it('names the button and the refusal in English', async () => {
    serverWithSso(true);
    renderRoute(routes, '/login?sso_error=sso.state_mismatch');
    expect(await screen.findByRole('link', { name: 'Sign in with SSO' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The SSO sign-in expired or was started in another browser.',
    );
  });
});
