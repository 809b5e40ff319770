import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/http';
import { renderRoute, setupI18n } from '../../../test/render';
import { signIn, testUser } from '../../../test/user-sync';
import { MobileAccount } from './MobileAccount';
import { UserMenu } from './UserMenu';

/** The server's answer to GET /api/upstream/status: a hub's (UPSTREAM_URL set) or the cloud's. */
function serverWithCloud(configured: boolean) {
  const status = {
    configured,
    cloudUrl: configured ? 'https://trilha.example.com' : null,
    linked: false,
    account: null,
    lastSyncAt: null,
    pending: 0,
    lastError: null,
  };
  const fetch = vi.fn(async () => jsonResponse(status));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const renderAt = (element: React.ReactElement) =>
  renderRoute(
    [
      { path: '/', element },
      { path: '/cloud', element: <p>cloud screen</p> },
    ],
    '/',
  );

beforeAll(() => setupI18n('pt-BR'));
afterEach(() => vi.unstubAllGlobals());

describe("'Conectar à nuvem' in the user's menus", () => {
  it('is in the user menu on a hub, and opens the cloud page', async () => {
    signIn();
    serverWithCloud(true);
    renderAt(<UserMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu do usuário' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Conectar à nuvem' }));
    expect(await screen.findByText('cloud screen')).toBeVisible();
  });

  it('is not in the user menu on a server without a cloud', async () => {
    signIn();
    const fetch = serverWithCloud(false);
    renderAt(<UserMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu do usuário' }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/upstream/status', expect.anything()),
    );
    expect(await screen.findByRole('menuitem', { name: 'Perfil' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Conectar à nuvem' })).toBeNull();
  });

  it("is a row of the phone's menu on a hub", async () => {
    signIn();
    serverWithCloud(true);
    renderAt(<MobileAccount onNavigate={() => {}} />);
    expect(await screen.findByRole('link', { name: 'Conectar à nuvem' })).toHaveAttribute(
      'href',
      '/cloud',
    );
  });

  it("is never offered to a room's guest, who is not even asked about", async () => {
    signIn(testUser({ role: 'guest' }));
    const fetch = serverWithCloud(true);
    renderAt(<MobileAccount onNavigate={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Sair' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Conectar à nuvem' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
