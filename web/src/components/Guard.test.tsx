import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage, setupI18n } from '../../test/render';
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
