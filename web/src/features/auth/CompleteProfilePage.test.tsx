import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/http';
import { renderRoute, setupI18n } from '../../../test/render';
import { setAuthState, testUser } from '../../../test/user-sync';
import { clearToast, toastStore } from '../../lib/notify';
import { CompleteProfilePage } from './CompleteProfilePage';
import { SIGNUP_STORAGE_KEY } from './signup-storage';

const routes = [
  { path: '/complete-profile', element: <CompleteProfilePage /> },
  { path: '/signup', element: <p>signup screen</p> },
  { path: '/login', element: <p>login screen</p> },
];

const account = { name: 'Ana Souza', email: 'ana@example.com', password: 'Segura123' };

beforeAll(() => setupI18n('pt-BR'));
beforeEach(() => {
  clearToast();
  sessionStorage.clear();
  setAuthState(null);
});
afterEach(() => vi.restoreAllMocks());

const storeAccount = () => sessionStorage.setItem(SIGNUP_STORAGE_KEY, JSON.stringify(account));

/** The input (text, select or multi-select) labelled `label`. */
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });

const fieldWrapper = (label: RegExp) => {
  const input = field(label);
  const wrapper = input.closest('.mantine-InputWrapper-root');
  if (!(wrapper instanceof HTMLElement)) throw new Error(`no wrapper for ${label}`);
  return wrapper;
};

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Cargo\/função/, { selector: 'input' }), 'Designer');
  await choose(user, /Área de atuação/, 'Design');
  await choose(user, /Experiência/, 'Sênior (6-10 anos)');
  await user.type(field(/Estado/), 'SP');
  await user.type(field(/Cidade/), 'São Paulo');
  await user.type(field(/CEP/), '01310-100');
}

describe('CompleteProfilePage', () => {
  it('goes back to /signup without stored step-1 data', async () => {
    renderRoute(routes, '/complete-profile');
    expect(await screen.findByText('signup screen')).toBeInTheDocument();
  });

  it('shows the required messages under their fields, with Brasil as the default country', async () => {
    storeAccount();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderRoute(routes, '/complete-profile');
    expect(await screen.findByLabelText(/País/, { selector: 'input' })).toHaveValue('Brasil');
    await user.clear(field(/País/));
    await user.type(field(/CEP/), '123');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    const expected: [RegExp, string][] = [
      [/Cargo\/função/, 'Cargo/função é obrigatório'],
      [/Área de atuação/, 'Área de atuação é obrigatória'],
      [/Experiência/, 'Experiência é obrigatória'],
      [/País/, 'País é obrigatório'],
      [/Estado/, 'Estado é obrigatório'],
      [/Cidade/, 'Cidade é obrigatória'],
      [/CEP/, 'CEP deve ter pelo menos 5 caracteres'],
    ];
    await screen.findByText('Cargo/função é obrigatório');
    for (const [label, message] of expected) {
      expect(within(fieldWrapper(label)).getByText(message)).toBeInTheDocument();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the merged payload, says so, forgets the stored data and goes to /login', async () => {
    storeAccount();
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse({ user: testUser() }, 201));
    const user = userEvent.setup();
    renderRoute(routes, '/complete-profile');
    await fillRequired(user);
    await user.type(field(/Empresa/), 'Acme');
    await user.click(field(/Interesses/));
    await user.click(await screen.findByRole('option', { name: 'Design Thinking', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    expect(await screen.findByText('login screen')).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/signup');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ana Souza',
      email: 'ana@example.com',
      password: 'Segura123',
      company: 'Acme',
      role: 'Designer',
      industry: 'Design',
      experience: 'Sênior (6-10 anos)',
      country: 'Brasil',
      state: 'SP',
      city: 'São Paulo',
      zipCode: '01310-100',
      phone: '',
      bio: '',
      interests: ['Design Thinking'],
    });
    expect(toastStore.current()).toMatchObject({
      kind: 'success',
      title: 'Conta criada com sucesso! Entre com seu email e senha.',
    });
    expect(sessionStorage.getItem(SIGNUP_STORAGE_KEY)).toBeNull();
  });

  it('keeps the page to return to (an invitation) on the way to /login', async () => {
    storeAccount();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ user: testUser() }, 201));
    const user = userEvent.setup();
    const { router } = renderRoute(routes, '/complete-profile?next=%2Finvite%2Fabc');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Finvite%2Fabc');
  });

  it("shows the server's error and keeps the data when the account cannot be created", async () => {
    storeAccount();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ error: 'Este email já está cadastrado.', code: 'conflict' }, 409),
    );
    const user = userEvent.setup();
    renderRoute(routes, '/complete-profile');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    expect(await screen.findByText('Este email já está cadastrado.')).toBeInTheDocument();
    expect(toastStore.current()).toMatchObject({ kind: 'error' });
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByText('login screen')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SIGNUP_STORAGE_KEY)).not.toBeNull();
  });

  it("says 'Erro ao criar conta. Tente novamente.' when the server gives no reason", async () => {
    storeAccount();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 500 }));
    const user = userEvent.setup();
    renderRoute(routes, '/complete-profile');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Erro ao criar conta. Tente novamente.')).toBeInTheDocument();
  });
});
