import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminStats, AdminUserListItem, Article } from '@trilha/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json } from '../../../test/http';
import { renderPage, setupI18n } from '../../../test/render';
import { signIn, testUser } from '../../../test/user-sync';
import { AdminPage } from './AdminPage';
import type { AdminProject } from './ProjectsTab';

type Handler = (init: RequestInit | undefined) => Response;
/** fetch answered by "METHOD path"; a body for GETs, or a function for anything else. */
function mockApi(routes: Record<string, unknown>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const route = routes[`${init?.method ?? 'GET'} ${url}`];
    if (route === undefined) return json({ error: `not mocked: ${url}` }, 500);
    return typeof route === 'function' ? (route as Handler)(init) : json(route);
  });
}
const calls = (fetch: ReturnType<typeof mockApi>, method: string, url: string) =>
  fetch.mock.calls.filter(([input, init]) => input === url && (init?.method ?? 'GET') === method);

const ME = '0193a5c0-0000-7000-8000-0000000000a1';
const ALICE = '0193a5c0-0000-7000-8000-0000000000a2';
const stats: AdminStats = {
  totalUsers: 12,
  totalProjects: 7,
  totalArticles: 21,
  projectsByStatus: { in_progress: 5, completed: 2 },
  projectsByPhase: { phase1: 3, phase2: 1, phase3: 1, phase4: 1, phase5: 1 },
  usersByRole: { admin: 2, user: 10 },
  articlesByCategory: { empathize: 5, define: 4, ideate: 4, prototype: 4, test: 4 },
};
const users: AdminUserListItem[] = [
  {
    id: ME,
    username: 'root',
    name: 'root',
    email: '',
    role: 'admin',
    createdAt: '2025-01-02T10:00:00.000Z',
  },
  {
    id: ALICE,
    username: 'alice',
    name: 'Alice',
    email: 'alice@example.com',
    role: 'user',
    createdAt: '2025-02-03T10:00:00.000Z',
  },
];
const projects: AdminProject[] = [
  {
    id: '0193a5c0-0000-7000-8000-0000000000b1',
    ownerId: ALICE,
    ownerUsername: 'alice',
    name: 'App de consultas',
    description: 'Agendamento para clínicas',
    status: 'in_progress',
    currentPhase: 2,
    completionRate: 40,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
  },
  {
    id: '0193a5c0-0000-7000-8000-0000000000b2',
    ownerId: ME,
    ownerUsername: 'root',
    name: 'Biblioteca escolar',
    description: 'Empréstimo de livros',
    status: 'completed',
    currentPhase: 5,
    completionRate: 100,
    createdAt: '2025-03-02T10:00:00.000Z',
    updatedAt: '2025-03-02T10:00:00.000Z',
  },
];
const article = (overrides: Partial<Article>): Article => ({
  id: '0193a5c0-0000-7000-8000-0000000000c1',
  title: 'Entrevistas de empatia',
  description: '',
  content: 'Texto.',
  category: 'empathize',
  author: 'Marina Costa',
  tags: [],
  published: true,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  ...overrides,
});
const articles = [
  article({}),
  article({
    id: '0193a5c0-0000-7000-8000-0000000000c2',
    title: 'Rascunho sobre testes',
    author: 'João Lima',
    category: 'test',
    published: false,
  }),
];

const openTab = async (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(await screen.findByRole('tab', { name }));

/** Opens 'Novo usuário' and types user bruno, password Senha123 and the given confirmation. */
async function fillNewUser(user: ReturnType<typeof userEvent.setup>, confirmation: string) {
  await user.click(screen.getByRole('button', { name: 'Novo usuário' }));
  const dialog = await screen.findByRole('dialog', { name: 'Novo usuário' });
  await user.type(within(dialog).getByLabelText(/Nome de usuário/), 'bruno');
  await user.type(within(dialog).getByLabelText(/^Senha/), 'Senha123');
  await user.type(within(dialog).getByLabelText(/Confirmar senha/), confirmation);
  return dialog;
}

beforeAll(async () => {
  // jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {} },
    });
  }
  await setupI18n('pt-BR');
});
beforeEach(() => {
  signIn(testUser({ id: ME, username: 'root', role: 'admin' }));
});
afterEach(() => vi.restoreAllMocks());

describe('AdminPage', () => {
  it('shows the system statistics on the dashboard', async () => {
    mockApi({ 'GET /api/admin/stats': stats });
    renderPage(<AdminPage />, '/admin');

    expect(await screen.findByText('12')).toBeVisible();
    expect(screen.getByText('7')).toBeVisible();
    expect(screen.getByText('21')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Em andamento: 5 (71%)' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: '1. Empatizar: 3 (43%)' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Administradores: 2 (17%)' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Testar: 4 (19%)' })).toBeVisible();
  });

  it('says when the statistics cannot be loaded', async () => {
    mockApi({ 'GET /api/admin/stats': () => json({ error: 'boom' }, 500) });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPage(<AdminPage />, '/admin');
    // In the toast and in the tab itself.
    await waitFor(() =>
      expect(screen.getAllByText('Erro ao carregar estatísticas do sistema')).toHaveLength(2),
    );
  });

  it('lists users, searches them by username, and switches a role', async () => {
    const fetch = mockApi({
      'GET /api/admin/stats': stats,
      'GET /api/users': users,
      [`PUT /api/users/${ALICE}`]: () => json({ ...users[1], role: 'admin' }),
      [`PUT /api/users/${ME}`]: () =>
        json(
          {
            error: 'Você não pode remover o seu próprio acesso de administrador.',
            code: 'cannot_change_self',
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderPage(<AdminPage />, '/admin');
    await openTab(user, 'Usuários');

    expect(await screen.findByText('alice')).toBeVisible();
    expect(screen.getByText('root')).toBeVisible();
    expect(screen.getByText('Você')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nome de usuário' }), 'ALI');
    expect(screen.queryByText('root')).toBeNull();
    expect(screen.getByText('alice')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Tornar alice administrador' }));
    expect(await screen.findByText('O papel do usuário foi atualizado com sucesso.')).toBeVisible();
    const [put] = calls(fetch, 'PUT', `/api/users/${ALICE}`);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ role: 'admin' });

    // The server's reason is what the administrator reads.
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar por nome de usuário' }));
    await user.click(screen.getByRole('button', { name: 'Tornar root usuário comum' }));
    expect(await screen.findByText('Erro ao atualizar usuário')).toBeVisible();
    expect(
      screen.getByText('Você não pode remover o seu próprio acesso de administrador.'),
    ).toBeVisible();
  });

  it("shows 'As senhas não coincidem' on the confirmation field and sends nothing", async () => {
    const fetch = mockApi({ 'GET /api/admin/stats': stats, 'GET /api/users': users });
    const user = userEvent.setup();
    renderPage(<AdminPage />, '/admin');
    await openTab(user, 'Usuários');
    await screen.findByText('alice');

    const dialog = await fillNewUser(user, 'Senha124');
    await user.click(within(dialog).getByRole('button', { name: 'Criar usuário' }));

    const confirmation = within(dialog).getByLabelText(/Confirmar senha/);
    await waitFor(() =>
      expect(confirmation).toHaveAccessibleDescription('As senhas não coincidem'),
    );
    expect(calls(fetch, 'POST', '/api/users')).toHaveLength(0);
  });

  it('creates a user with username, password and role', async () => {
    const fetch = mockApi({
      'GET /api/admin/stats': stats,
      'GET /api/users': users,
      'POST /api/users': () => json(users[1], 201),
    });
    const user = userEvent.setup();
    renderPage(<AdminPage />, '/admin');
    await openTab(user, 'Usuários');
    await screen.findByText('alice');

    const dialog = await fillNewUser(user, 'Senha123');
    await user.click(within(dialog).getByRole('radio', { name: 'Administrador' }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar usuário' }));

    expect(await screen.findByText('Usuário criado')).toBeVisible();
    const [post] = calls(fetch, 'POST', '/api/users');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      username: 'bruno',
      password: 'Senha123',
      role: 'admin',
    });
  });

  it('deletes a user only after confirming', async () => {
    const fetch = mockApi({
      'GET /api/admin/stats': stats,
      'GET /api/users': users,
      [`DELETE /api/users/${ALICE}`]: () => json({ ok: true }),
    });
    const user = userEvent.setup();
    renderPage(<AdminPage />, '/admin');
    await openTab(user, 'Usuários');

    await user.click(await screen.findByRole('button', { name: 'Excluir alice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir usuário' });
    expect(within(dialog).getByText(/Excluir a conta de alice\?/)).toBeVisible();
    expect(calls(fetch, 'DELETE', `/api/users/${ALICE}`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetch, 'DELETE', `/api/users/${ALICE}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Excluir alice' }));
    const again = await screen.findByRole('dialog', { name: 'Excluir usuário' });
    await user.click(within(again).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Usuário excluído')).toBeVisible();
    expect(calls(fetch, 'DELETE', `/api/users/${ALICE}`)).toHaveLength(1);
  });

  it('lists every project with its owner, opens one in a new tab, and deletes after confirming', async () => {
    const fetch = mockApi({
      'GET /api/admin/stats': stats,
      'GET /api/admin/projects': projects,
      [`DELETE /api/projects/${projects[0]?.id}`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderPage(<AdminPage />, '/admin');
    await openTab(user, 'Projetos');

    expect(await screen.findByText('App de consultas')).toBeVisible();
    expect(screen.getByText('Biblioteca escolar')).toBeVisible();
    expect(
      screen.getByRole('progressbar', { name: 'Progresso de App de consultas' }),
    ).toHaveAttribute('aria-valuenow', '40');
    const open = screen.getByRole('link', { name: 'Abrir App de consultas em nova aba' });
    expect(open).toHaveAttribute('href', `/admin/projects/${projects[0]?.id}`);
    expect(open).toHaveAttribute('target', '_blank');

    // Search covers the description too.
    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar por nome ou descrição' }),
      'livros',
    );
    expect(screen.queryByText('App de consultas')).toBeNull();
    expect(screen.getByText('Biblioteca escolar')).toBeVisible();
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar por nome ou descrição' }));

    await user.click(screen.getByRole('button', { name: 'Excluir App de consultas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir projeto' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Projeto excluído')).toBeVisible();
    expect(calls(fetch, 'DELETE', `/api/projects/${projects[0]?.id}`)).toHaveLength(1);
  });

  it('lists articles with their state, searches by title and author, and creates one', async () => {
    const fetch = mockApi({
      'GET /api/admin/stats': stats,
      'GET /api/articles': articles,
      'POST /api/articles': () =>
        json(article({ id: '0193a5c0-0000-7000-8000-0000000000c3' }), 201),
    });
    const user = userEvent.setup();
    renderPage(<AdminPage />, '/admin');
    await openTab(user, 'Artigos');

    expect(await screen.findByText('Entrevistas de empatia')).toBeVisible();
    expect(screen.getByText('Publicado')).toBeVisible();
    expect(screen.getByText('Rascunho')).toBeVisible();

    const search = screen.getByRole('searchbox', { name: 'Buscar por título ou autor' });
    await user.type(search, 'joão');
    expect(screen.queryByText('Entrevistas de empatia')).toBeNull();
    expect(screen.getByText('Rascunho sobre testes')).toBeVisible();
    await user.clear(search);

    await user.click(screen.getByRole('button', { name: 'Novo artigo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo artigo' });
    await user.type(within(dialog).getByLabelText(/^Título/), 'Mapas de jornada');
    await user.type(within(dialog).getByLabelText(/^Autor/), 'Ana Souza');
    await user.type(within(dialog).getByLabelText(/^Tags/), ' jornada, , mapa ,síntese ');
    // Pasted: typing a long text key by key is slow and tests nothing more.
    await user.click(within(dialog).getByLabelText(/^Conteúdo/));
    await user.paste('## Passo a passo\n\nUm **bom** mapa.');

    // The preview renders the markdown as readers will see it.
    await user.click(within(dialog).getByRole('tab', { name: 'Pré-visualizar' }));
    expect(within(dialog).getByRole('heading', { name: 'Passo a passo' })).toBeVisible();
    expect(within(dialog).getByText('bom').tagName).toBe('STRONG');

    await user.click(within(dialog).getByRole('button', { name: 'Criar artigo' }));
    expect(await screen.findByText('Artigo criado')).toBeVisible();
    const [post] = calls(fetch, 'POST', '/api/articles');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      title: 'Mapas de jornada',
      description: '',
      content: '## Passo a passo\n\nUm **bom** mapa.',
      category: 'empathize',
      author: 'Ana Souza',
      tags: ['jornada', 'mapa', 'síntese'],
      published: true,
    });
  });

  it('edits an article with PUT and deletes one after confirming', async () => {
    const draft = articles[1] as Article;
    const fetch = mockApi({
      'GET /api/admin/stats': stats,
      'GET /api/articles': articles,
      [`PUT /api/articles/${draft.id}`]: () => json({ ...draft, published: true }),
      [`DELETE /api/articles/${draft.id}`]: () => json({ ok: true }),
    });
    const user = userEvent.setup();
    renderPage(<AdminPage />, '/admin');
    await openTab(user, 'Artigos');

    await user.click(await screen.findByRole('button', { name: 'Editar Rascunho sobre testes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar artigo' });
    expect(within(dialog).getByLabelText(/^Título/)).toHaveValue('Rascunho sobre testes');
    await user.click(within(dialog).getByRole('switch', { name: /Publicado/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Artigo atualizado')).toBeVisible();
    const [put] = calls(fetch, 'PUT', `/api/articles/${draft.id}`);
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ category: 'test', published: true });

    await user.click(screen.getByRole('button', { name: 'Excluir Rascunho sobre testes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir artigo' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Artigo deletado')).toBeVisible();
  });

  it('says that administration needs a connection when the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetch = mockApi({ 'GET /api/admin/stats': stats });
    renderPage(<AdminPage />, '/admin');

    expect(await screen.findByText('A administração precisa de conexão')).toBeVisible();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the same notice when a request cannot reach the server', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage(<AdminPage />, '/admin');

    expect(await screen.findByText('A administração precisa de conexão')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });
});
