import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@trilha/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json } from '../../test/http';
import { renderPage, setupI18n } from '../../test/render';
import { signIn, testUser } from '../../test/user-sync';
import { useAuth } from '../lib/auth-store';
import { ProfilePage } from './ProfilePage';

// The canvas work is tested in scale-image.test.ts; here only its result matters.
const SCALED = 'data:image/jpeg;base64,AAAA';
vi.mock('../features/profile/scale-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../features/profile/scale-image')>()),
  scaleImage: vi.fn(async () => SCALED),
}));

const profile: Profile = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  bio: 'Facilitadora',
  company: 'Acme',
  jobRole: 'Designer',
  industry: 'Design',
  experience: 'Sênior (6-10 anos)',
  country: 'Brasil',
  state: 'SP',
  city: 'São Paulo',
  zipCode: '01310-100',
  phone: '',
  interests: ['Design Thinking'],
  profilePicture: '',
};

const user = testUser(profile);

/** A server that answers GET and PUT /api/users/profile; PUT answers with `putAnswer`. */
function mockServer(putAnswer: (body: Profile) => Response = (body) => json(body)) {
  let stored = profile;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    if (init?.method === 'PUT') {
      const answer = putAnswer(JSON.parse(String(init.body)));
      if (answer.ok) stored = await answer.clone().json();
      return answer;
    }
    return json(stored);
  });
}

/** The calls made to the profile endpoint (the page also asks for other things, e.g. the plan). */
const profileCalls = (fetchSpy: ReturnType<typeof mockServer>) =>
  fetchSpy.mock.calls.filter(([url]) => String(url).includes('/api/users/profile'));

/** Opens the page once with a connection (the device keeps its copy), then closes it. */
async function openOnceOnline() {
  mockServer();
  const page = renderPage(<ProfilePage />);
  expect(await screen.findByLabelText(/Nome completo/)).toHaveValue('Ana Souza');
  page.unmount();
  vi.restoreAllMocks();
}

const fieldWrapper = (label: RegExp) => {
  const input = screen.getByLabelText(label, { selector: 'input, textarea' });
  const wrapper = input.closest('.mantine-InputWrapper-root');
  if (!(wrapper instanceof HTMLElement)) throw new Error(`no wrapper for ${label}`);
  return wrapper;
};

beforeAll(() => setupI18n('pt-BR'));
beforeEach(() => {
  signIn(user);
});
afterEach(() => vi.restoreAllMocks());

describe('ProfilePage', () => {
  it('shows a loading state, then the stored profile in the form', async () => {
    mockServer();
    renderPage(<ProfilePage />);
    expect(screen.getByText('Carregando perfil...')).toBeInTheDocument();
    expect(await screen.findByLabelText(/Nome completo/)).toHaveValue('Ana Souza');
    expect(screen.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(/^Cargo/)).toHaveValue('Designer');
    expect(screen.getByLabelText(/CEP/)).toHaveValue('01310-100');
    expect(screen.getByText('AS')).toBeInTheDocument();
    expect(screen.getByText('JPG, PNG ou GIF. Máximo 5MB.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeEnabled();
  });

  it.each([
    ['', 'Email é obrigatório'],
    ['ana-sem-arroba', 'Email inválido'],
  ])('rejects the email %j with %s under the field', async (email, message) => {
    const fetchSpy = mockServer();
    const person = userEvent.setup();
    renderPage(<ProfilePage />);
    const input = await screen.findByLabelText(/^Email/);
    await person.clear(input);
    if (email) await person.type(input, email);
    await person.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(await within(fieldWrapper(/^Email/)).findByText(message)).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('saves every profile field, confirms, refreshes and updates the signed-in user', async () => {
    const fetchSpy = mockServer();
    const person = userEvent.setup();
    renderPage(<ProfilePage />);
    const name = await screen.findByLabelText(/Nome completo/);
    await person.clear(name);
    await person.type(name, 'Ana Lima');
    await person.click(screen.getByRole('button', { name: 'Salvar Alterações' }));

    expect(await screen.findByText('Perfil atualizado!')).toBeInTheDocument();
    expect(screen.getByText('Suas informações foram salvas com sucesso.')).toBeInTheDocument();
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/users/profile');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ ...profile, name: 'Ana Lima' });
    await waitFor(() => expect(profileCalls(fetchSpy)).toHaveLength(3));
    expect(useAuth.getState().user).toMatchObject({ name: 'Ana Lima', username: user.username });
    expect(screen.getByText('AL')).toBeInTheDocument();
  });

  it("shows the server's error in an error toast when the save fails", async () => {
    mockServer(() => json({ error: 'Este email já está em uso por outra conta.' }, 409));
    const person = userEvent.setup();
    renderPage(<ProfilePage />);
    await person.click(await screen.findByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByText('Erro ao atualizar perfil')).toBeInTheDocument();
    expect(screen.getByText('Este email já está em uso por outra conta.')).toBeInTheDocument();
    expect(useAuth.getState().user?.name).toBe('Ana Souza');
  });

  it('rejects a photo larger than 5 MB with a toast', async () => {
    mockServer();
    const person = userEvent.setup();
    const { container } = renderPage(<ProfilePage />);
    await screen.findByRole('button', { name: 'Alterar foto' });
    const input = container.ownerDocument.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await person.upload(input, big);
    expect(await screen.findByText('Arquivo muito grande')).toBeInTheDocument();
    expect(screen.getByText('A imagem deve ter no máximo 5MB')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('scales a chosen photo, shows it and saves it with the profile', async () => {
    const fetchSpy = mockServer();
    const person = userEvent.setup();
    const { container } = renderPage(<ProfilePage />);
    await screen.findByRole('button', { name: 'Alterar foto' });
    const input = container.ownerDocument.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await person.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText(/Clique em Salvar Alterações/)).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByText('Perfil atualizado!')).toBeInTheDocument();
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body)).profilePicture).toBe(SCALED);
  });

  it("shows this device's storage section, even offline", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockServer();
    renderPage(<ProfilePage />);
    // jsdom has no navigator.storage, like a page at a plain http:// address.
    expect(
      await screen.findByText('Armazenamento persistente: indisponível neste endereço'),
    ).toBeInTheDocument();
  });

  it('says that the profile needs a connection when offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchSpy = mockServer();
    renderPage(<ProfilePage />);
    expect(await screen.findByText('O perfil precisa de conexão')).toBeInTheDocument();
    expect(profileCalls(fetchSpy)).toEqual([]);
  });

  it('opens offline from the copy kept on this device, and refuses to save with a clear message', async () => {
    await openOnceOnline();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchSpy = mockServer();
    renderPage(<ProfilePage />);
    expect(await screen.findByText('Perfil salvo neste dispositivo')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nome completo/)).toHaveValue('Ana Souza');
    expect(screen.getByLabelText(/CEP/)).toHaveValue('01310-100');
    // An edit stays in the form; saving is refused until the connection is back, and says so.
    const person = userEvent.setup();
    await person.type(screen.getByLabelText(/Nome completo/), ' Lima');
    expect(screen.getByLabelText(/Nome completo/)).toHaveValue('Ana Souza Lima');
    expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeDisabled();
    expect(screen.getByText(/Sem conexão: salvar o perfil precisa de internet/)).toBeVisible();
    expect(profileCalls(fetchSpy)).toEqual([]);
  });

  it('keeps no copy for another user on the same device', async () => {
    await openOnceOnline();
    signIn({ ...user, id: '0190c000-0000-7000-8000-0000000000ff', username: 'bia@example.com' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPage(<ProfilePage />);
    expect(await screen.findByText('O perfil precisa de conexão')).toBeInTheDocument();
  });

  it('says the same when the server cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage(<ProfilePage />);
    expect(await screen.findByText('O perfil precisa de conexão')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
