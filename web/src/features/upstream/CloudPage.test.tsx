import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/http';
import { renderRoute, setupI18n } from '../../../test/render';
import { signIn, testUser } from '../../../test/user-sync';
import { setUnauthorizedHandler } from '../../lib/api';
import { toastStore } from '../../lib/notify';
import { CloudPage } from './CloudPage';
import type { UpstreamStatus } from './upstream-status';

const unlinked: UpstreamStatus = {
  configured: true,
  cloudUrl: 'https://trilha.example.com/',
  linked: false,
  account: null,
  lastSyncAt: null,
  pending: 0,
  lastError: null,
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const linked = (change: Partial<UpstreamStatus> = {}): UpstreamStatus => ({
  ...unlinked,
  linked: true,
  account: { name: 'Ana Souza', email: 'ana@example.com' },
  lastSyncAt: minutesAgo(2.5),
  pending: 3,
  ...change,
});

/**
 * This computer's server as the page meets it: the status as given, changed by link, sync and
 * unlink the way the API contract says; `answer` overrides a call's answer.
 */
function fakeHub(
  start: UpstreamStatus,
  answer: Partial<Record<string, () => Response | Promise<Response>>> = {},
) {
  const calls: { call: string; body: unknown }[] = [];
  let status = start;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = `${init.method ?? 'GET'} ${input}`;
      calls.push({ call, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const override = answer[call];
      if (override) return override();
      if (call === 'POST /api/upstream/link') status = linked({ lastSyncAt: null, pending: 0 });
      else if (call === 'DELETE /api/upstream/link')
        status = { ...status, linked: false, account: null };
      else if (call === 'POST /api/upstream/sync')
        status = { ...status, pending: 0, lastSyncAt: new Date().toISOString() };
      else if (call !== 'GET /api/upstream/status') return jsonResponse({ error: 'x' }, 404);
      return jsonResponse(status);
    }),
  );
  return { calls: () => calls.map(({ call }) => call), bodies: calls };
}

const routes = [
  { path: '/cloud', element: <CloudPage /> },
  { path: '/projects', element: <p>projects screen</p> },
];
const renderCloud = () => renderRoute(routes, '/cloud');

beforeAll(() => setupI18n('pt-BR'));
beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('CloudPage, not linked', () => {
  it('says what linking does, names the cloud, and links with the account typed', async () => {
    const hub = fakeHub(unlinked);
    renderCloud();
    expect(await screen.findByRole('heading', { name: 'Conectar à nuvem' })).toBeVisible();
    expect(screen.getByText(/Este computador está servindo a sala/)).toBeVisible();
    expect(await screen.findByTestId('cloud-host')).toHaveTextContent('Nuvem: trilha.example.com');

    const person = userEvent.setup();
    await person.type(screen.getByLabelText(/E-mail ou nome de usuário/), 'ana@example.com');
    await person.type(screen.getByLabelText(/^Senha/), 'Senha123');
    await person.click(screen.getByRole('button', { name: 'Conectar' }));

    const account = await screen.findByTestId('upstream-account');
    expect(account).toHaveTextContent('Ana Souza');
    expect(account).toHaveTextContent('ana@example.com');
    expect(screen.getByText('Ainda não sincronizado')).toBeVisible();
    expect(screen.getByText('Tudo enviado')).toBeVisible();
    expect(toastStore.current()).toMatchObject({ kind: 'success', title: 'Conectado à nuvem' });
    expect(hub.bodies.find(({ call }) => call === 'POST /api/upstream/link')?.body).toEqual({
      username: 'ana@example.com',
      password: 'Senha123',
    });
  });

  it('asks for both fields before sending anything', async () => {
    const hub = fakeHub(unlinked);
    renderCloud();
    await userEvent.click(await screen.findByRole('button', { name: 'Conectar' }));
    expect(await screen.findByText('Nome de usuário é obrigatório')).toBeVisible();
    expect(screen.getByText('Senha é obrigatória')).toBeVisible();
    expect(hub.calls()).not.toContain('POST /api/upstream/link');
  });

  it("tells a refused account in the server's words, and stays signed in here", async () => {
    fakeHub(unlinked, {
      'POST /api/upstream/link': () =>
        jsonResponse(
          {
            error: 'A nuvem recusou este e-mail ou senha.',
            code: 'upstream_login_failed',
            messageCode: 'upstream.login_failed',
          },
          401,
        ),
    });
    const signInAgain = vi.fn();
    setUnauthorizedHandler(signInAgain);
    renderCloud();
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText(/E-mail ou nome de usuário/), 'ana');
    await person.type(screen.getByLabelText(/^Senha/), 'errada');
    await person.click(screen.getByRole('button', { name: 'Conectar' }));

    await waitFor(() =>
      expect(toastStore.current()).toMatchObject({
        kind: 'error',
        title: 'Não foi possível conectar',
        message: 'A nuvem recusou este e-mail ou senha.',
      }),
    );
    // The cloud's 401 is not this session's: no trip to /login, the form keeps what was typed.
    expect(signInAgain).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/E-mail ou nome de usuário/)).toHaveValue('ana');
  });

  it('shows what waits to be sent after an unlink', async () => {
    fakeHub({ ...unlinked, pending: 1 });
    renderCloud();
    expect(await screen.findByTestId('upstream-pending')).toHaveTextContent(
      '1 alteração aguardando envio',
    );
  });
});

describe('CloudPage, linked', () => {
  it('shows the account, the last sync, what waits, and the last failure in words', async () => {
    fakeHub(linked({ lastError: { code: 'error.http', params: { status: 502 } } }));
    renderCloud();
    expect(await screen.findByTestId('upstream-account')).toHaveTextContent('Ana Souza');
    expect(screen.getByText('Última sincronização: há 2 minutos')).toBeVisible();
    expect(screen.getByTestId('upstream-pending')).toHaveTextContent(
      '3 alterações aguardando envio',
    );
    expect(screen.getByTestId('upstream-last-error')).toHaveTextContent(
      'A requisição falhou (HTTP 502).',
    );
  });

  it('words a failure whose code this build has no text for', async () => {
    fakeHub(linked({ lastError: { code: 'upstream.something_new' } }));
    renderCloud();
    expect(await screen.findByTestId('upstream-last-error')).toHaveTextContent(
      'A nuvem não aceitou o envio.',
    );
  });

  it("sends now with 'Sincronizar agora'", async () => {
    const hub = fakeHub(linked());
    renderCloud();
    await userEvent.click(await screen.findByRole('button', { name: 'Sincronizar agora' }));
    expect(await screen.findByText('Tudo enviado')).toBeVisible();
    expect(screen.getByText('Última sincronização: agora')).toBeVisible();
    expect(toastStore.current()).toMatchObject({ kind: 'success', title: 'Sincronizado' });
    expect(hub.calls()).toContain('POST /api/upstream/sync');
  });

  it('disconnects only after a confirm, and keeps what waits', async () => {
    const hub = fakeHub(linked());
    renderCloud();
    await userEvent.click(await screen.findByRole('button', { name: 'Desconectar' }));
    expect(hub.calls()).not.toContain('DELETE /api/upstream/link');
    const confirm = await screen.findByRole('dialog', { name: 'Desconectar da nuvem?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByRole('button', { name: 'Conectar' })).toBeVisible();
    expect(screen.getByTestId('upstream-pending')).toHaveTextContent(
      '3 alterações aguardando envio',
    );
    expect(hub.calls()).toContain('DELETE /api/upstream/link');
    await waitFor(() =>
      expect(toastStore.current()).toMatchObject({ title: 'Desconectado da nuvem' }),
    );
  });

  it('asks for the password again when the cloud session expired', async () => {
    fakeHub(linked({ lastError: { code: 'upstream.session_expired' } }));
    renderCloud();
    expect(await screen.findByText(/entre de novo com a sua conta/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Conectar' })).toBeVisible();
    // Nothing can be sent until then.
    expect(screen.queryByRole('button', { name: 'Sincronizar agora' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Desconectar' })).toBeVisible();
  });

  it('reads the status again every few seconds while open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const hub = fakeHub(linked());
    renderCloud();
    await screen.findByTestId('upstream-account');
    const reads = () => hub.calls().filter((call) => call === 'GET /api/upstream/status').length;
    const before = reads();
    await vi.advanceTimersByTimeAsync(5500);
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });
});

describe("CloudPage when this computer's server does not answer", () => {
  const unreachable = () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
  };

  it('says so, with nothing known', async () => {
    unreachable();
    renderCloud();
    expect(await screen.findByTestId('upstream-unreachable')).toHaveTextContent(
      'O servidor deste computador não responde',
    );
    expect(screen.queryByRole('button', { name: 'Conectar' })).toBeNull();
  });

  it('says so over the last known state, its buttons off', async () => {
    // Another user than the other tests': a status of theirs read moments ago is not fresh here.
    const user = signIn(testUser({ id: '0190c000-0000-7000-8000-00000000c10d' }));
    localStorage.setItem(`trilha-upstream:${user.id}`, JSON.stringify(linked()));
    unreachable();
    renderCloud();
    expect(await screen.findByTestId('upstream-unreachable')).toHaveTextContent(
      'Abaixo, o último estado conhecido.',
    );
    expect(screen.getByTestId('upstream-account')).toHaveTextContent('Ana Souza');
    expect(screen.getByRole('button', { name: 'Sincronizar agora' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Desconectar' })).toBeDisabled();
  });
});

describe('CloudPage elsewhere', () => {
  it('says there is no cloud to link on a server without UPSTREAM_URL', async () => {
    fakeHub({ ...unlinked, configured: false, cloudUrl: null });
    renderCloud();
    expect(await screen.findByText(/Este servidor não se conecta a uma nuvem/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Conectar' })).toBeNull();
  });

  it("sends a room's guest to their projects, without asking the server", async () => {
    const hub = fakeHub(unlinked);
    signIn(testUser({ role: 'guest' }));
    renderCloud();
    expect(await screen.findByText('projects screen')).toBeVisible();
    expect(hub.calls()).toEqual([]);
  });
});
