import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, setupI18n } from '../../../test/render';
import { setAuthState, testUser } from '../../../test/user-sync';
import { clearToast, toastStore } from '../../lib/notify';
import { SignupPage } from './SignupPage';
import { SIGNUP_STORAGE_KEY } from './signup-storage';

const routes = [
  { path: '/signup', element: <SignupPage /> },
  { path: '/', element: <p>home screen</p> },
  { path: '/complete-profile', element: <p>complete profile screen</p> },
];

beforeAll(() => setupI18n('pt-BR'));
beforeEach(() => {
  clearToast();
  sessionStorage.clear();
  setAuthState(null);
});
afterEach(() => vi.restoreAllMocks());

/** The element that holds a field: its label, input and the message under it. */
const fieldWrapper = (label: RegExp) => {
  const input = screen.getByLabelText(label);
  const wrapper = input.closest('.mantine-InputWrapper-root');
  if (!(wrapper instanceof HTMLElement)) throw new Error(`no wrapper for ${label}`);
  return wrapper;
};

describe('SignupPage', () => {
  it('shows each rule message under its field', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/signup');
    const submit = await screen.findByRole('button', { name: 'Continuar' });

    await user.type(screen.getByLabelText(/Nome completo/), 'A');
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Senha/), 'abc');
    await user.type(screen.getByLabelText(/Confirmar senha/), 'abd');
    await user.click(submit);

    expect(
      await within(fieldWrapper(/Nome completo/)).findByText(
        'Nome deve ter pelo menos 2 caracteres',
      ),
    ).toBeInTheDocument();
    expect(within(fieldWrapper(/^Email/)).getByText('Email inválido')).toBeInTheDocument();
    expect(
      within(fieldWrapper(/^Senha/)).getByText('Senha deve ter pelo menos 8 caracteres'),
    ).toBeInTheDocument();
    expect(
      within(fieldWrapper(/Confirmar senha/)).getByText('Senhas não coincidem'),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(SIGNUP_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['abcdefgh1', 'Deve conter pelo menos uma letra maiúscula'],
    ['ABCDEFGH1', 'Deve conter pelo menos uma letra minúscula'],
    ['Abcdefghi', 'Deve conter pelo menos um número'],
  ])('explains what %s lacks', async (password, message) => {
    const user = userEvent.setup();
    renderRoute(routes, '/signup');
    await user.type(await screen.findByLabelText(/^Senha/), password);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await within(fieldWrapper(/^Senha/)).findByText(message)).toBeInTheDocument();
  });

  it.each([
    ['abc', 'Fraca', '33'],
    ['abcdefgh1', 'Média', '66'],
    ['Abcdefg1', 'Forte', '100'],
  ])('rates %s as %s', async (password, label, percent) => {
    const user = userEvent.setup();
    renderRoute(routes, '/signup');
    await user.type(await screen.findByLabelText(/^Senha/), password);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Força da senha' })).toHaveAttribute(
      'aria-valuenow',
      percent,
    );
  });

  it('keeps the account data without the confirmation and goes to step 2 after a second', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/signup');
    await user.type(await screen.findByLabelText(/Nome completo/), '  Ana Souza ');
    await user.type(screen.getByLabelText(/^Email/), 'Ana@Example.com');
    await user.type(screen.getByLabelText(/^Senha/), 'Segura123');
    await user.type(screen.getByLabelText(/Confirmar senha/), 'Segura123');
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(
      await screen.findByText('complete profile screen', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(JSON.parse(sessionStorage.getItem(SIGNUP_STORAGE_KEY) ?? 'null')).toEqual({
      name: 'Ana Souza',
      email: 'ana@example.com',
      password: 'Segura123',
    });
  });

  it("says 'Erro ao criar conta' in a notification when the data cannot be kept", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const user = userEvent.setup();
    renderRoute(routes, '/signup');
    await user.type(await screen.findByLabelText(/Nome completo/), 'Ana Souza');
    await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Senha/), 'Segura123');
    await user.type(screen.getByLabelText(/Confirmar senha/), 'Segura123');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Erro ao criar conta')).toBeInTheDocument();
    expect(toastStore.current()).toMatchObject({ kind: 'error', title: 'Erro ao criar conta' });
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByText('complete profile screen')).not.toBeInTheDocument();
  });

  it("sends a signed-in user to '/'", async () => {
    setAuthState(testUser());
    renderRoute(routes, '/signup');
    expect(await screen.findByText('home screen')).toBeInTheDocument();
  });
});
