import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute, setupI18n } from '../../test/render';
import { createTestUserSync, signIn, signOut } from '../../test/user-sync';
import { Guard } from '../components/Guard';
import { SignInRequired } from '../features/projects/SignInRequired';
import { i18n } from '../i18n';
import { SyncContextProvider, type UserSync } from '../project-data/SyncProvider';
import { ProjectsPage } from './ProjectsPage';
import { ProjectPage } from './project/ProjectPage';

let sync: UserSync;

function renderProjects(path = '/projects', value: UserSync | null = sync) {
  return renderRoute(
    [
      {
        path: '/projects',
        element: (
          <SyncContextProvider value={value}>
            <Guard fallback={<SignInRequired />}>
              <ProjectsPage />
            </Guard>
          </SyncContextProvider>
        ),
      },
      {
        path: '/projects/:id',
        element: (
          <SyncContextProvider value={value}>
            <ProjectPage />
          </SyncContextProvider>
        ),
      },
    ],
    path,
  );
}

beforeAll(async () => {
  await setupI18n('pt-BR');
  await i18n.loadNamespaces('projects');
});

beforeEach(() => {
  sync = createTestUserSync();
  signIn();
});

afterEach(() => {
  sync.db.close();
});

describe('ProjectsPage', () => {
  it('creates a project offline, lists it, filters it, opens it and changes its phase', async () => {
    const user = userEvent.setup();
    renderProjects();

    expect(
      await screen.findByRole('heading', { name: 'Projetos de Design Thinking' }),
    ).toBeVisible();
    expect(await screen.findByText('Nenhum projeto criado')).toBeVisible();

    // The name is required.
    await user.click(screen.getByRole('button', { name: 'Novo Projeto' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Projeto' }));
    expect(await within(dialog).findByText('Nome do projeto é obrigatório')).toBeVisible();

    await user.type(within(dialog).getByLabelText(/Nome do projeto/), 'App de consultas');
    await user.type(
      within(dialog).getByLabelText('Descrição (opcional)'),
      'Pacientes desistem de marcar',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Criar Projeto' }));

    expect(await screen.findByText('Projeto criado!')).toBeVisible();
    const card = await screen.findByTestId('project-card');
    expect(within(card).getByText('App de consultas')).toBeVisible();
    expect(within(card).getByText('Em andamento')).toBeVisible();
    expect(within(card).getByText('Fase 1: Empatizar')).toBeVisible();
    expect(
      within(card).getByText(`Criado em ${new Date().toLocaleDateString('pt-BR')}`),
    ).toBeVisible();
    // Queued for the server, written locally.
    expect((await sync.client.pending()).map((entry) => entry.name)).toEqual(['project.create']);

    // Search on the description, case-insensitive; then a search with no hit.
    const search = screen.getByRole('searchbox', { name: 'Buscar projetos' });
    await user.type(search, 'DESISTEM');
    expect(screen.getByTestId('project-card')).toBeVisible();
    await user.clear(search);
    await user.type(search, 'inexistente');
    expect(await screen.findByText('Nenhum projeto encontrado')).toBeVisible();
    expect(screen.queryByTestId('project-card')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Limpar busca' }));

    // Open it.
    await user.click(await screen.findByTestId('project-card'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'App de consultas' }),
    ).toBeVisible();
    expect(screen.getByText('Pacientes desistem de marcar')).toBeVisible();
    expect(screen.getByTestId('project-progress')).toHaveTextContent('0%');
    expect(screen.getByText('0/10 ferramentas concluídas')).toBeVisible();
    expect(within(screen.getByTestId('phase-card-1')).getByText('Atual')).toBeVisible();

    // Change the current phase to 3: phases 1 and 2 become 'Concluída'.
    await user.click(screen.getByTestId('phase-card-3'));
    await waitFor(() =>
      expect(screen.getByTestId('project-current-phase')).toHaveTextContent('Fase 3: Idear'),
    );
    expect(within(screen.getByTestId('phase-card-3')).getByText('Atual')).toBeVisible();
    expect(within(screen.getByTestId('phase-card-1')).getByText('Concluída')).toBeVisible();
    expect(within(screen.getByTestId('phase-card-2')).getByText('Concluída')).toBeVisible();
    const [project] = await sync.db.projects.toArray();
    expect(project?.currentPhase).toBe(3);
    expect((await sync.client.pending()).map((entry) => entry.name)).toEqual([
      'project.create',
      'project.update',
    ]);
  });

  it('computes the progress from the local records', async () => {
    await sync.client.mutate('project.create', {
      id: '0190c000-0000-7000-8000-0000000000a1',
      name: 'Com pesquisa',
      description: '',
    });
    await sync.client.mutate('persona.create', {
      id: '0190c000-0000-7000-8000-0000000000b1',
      projectId: '0190c000-0000-7000-8000-0000000000a1',
      name: 'Joana',
    });
    renderProjects();
    const card = await screen.findByTestId('project-card');
    expect(within(card).getByText('Sem descrição')).toBeVisible();
    expect(within(card).getByText('10%')).toBeVisible();
    const values = screen.getAllByTestId('summary-value').map((node) => node.textContent);
    expect(values).toEqual(['1', '0', '10%']);
  });

  it('shows a skeleton while the database opens', async () => {
    renderProjects('/projects', null);
    expect(await screen.findByLabelText('Carregando projetos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo Projeto' })).toBeDisabled();
  });

  it('opens the tool index in a drawer; choosing a tool makes its phase the current one', async () => {
    const id = '0190c000-0000-7000-8000-0000000000a7';
    await sync.client.mutate('project.create', { id, name: 'Oficina no posto' });
    const user = userEvent.setup();
    renderProjects(`/projects/${id}`);
    await screen.findByRole('heading', { level: 1, name: 'Oficina no posto' });
    // The index is no longer appended below the phase: it waits behind its button.
    expect(screen.queryByRole('button', { name: 'Teste de Usabilidade' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Índice de Ferramentas' }));
    const drawer = await screen.findByRole('dialog', { name: 'Índice de Ferramentas' });
    await user.click(
      await within(drawer).findByRole(
        'button',
        { name: 'Teste de Usabilidade' },
        { timeout: 5000 },
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('project-current-phase')).toHaveTextContent('Fase 5: Testar'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await sync.db.projects.get(id))?.currentPhase).toBe(5);
  });

  it('says when a project does not exist, once this load has synced', async () => {
    renderProjects('/projects/0190c000-0000-7000-8000-0000000000ff');
    // Before the first sync of this load the project may still come: the page waits.
    expect(await screen.findByRole('status', { name: 'Carregando projeto' })).toBeVisible();
    expect(screen.queryByText('Projeto não encontrado')).toBeNull();
    act(() => sync.client.status.setState({ syncedSinceOpen: true }));
    expect(await screen.findByText('Projeto não encontrado')).toBeVisible();
    expect(screen.getByRole('link', { name: /Ver todos os projetos/ })).toHaveAttribute(
      'href',
      '/projects',
    );
  });

  it('says at once, offline, that a project this device does not have is not found', async () => {
    sync.client.status.setState({ online: false });
    renderProjects('/projects/0190c000-0000-7000-8000-0000000000fe');
    expect(await screen.findByText('Projeto não encontrado')).toBeVisible();
  });

  it('shows a project that arrives with the first sync, without saying it is missing', async () => {
    const id = '0190c000-0000-7000-8000-0000000000fd';
    renderProjects(`/projects/${id}`);
    await screen.findByRole('status', { name: 'Carregando projeto' });
    // What a first pull does: the row lands in the device's database, then the sync ends.
    await sync.client.mutate('project.create', { id, name: 'Oficina no posto' });
    act(() => sync.client.status.setState({ syncedSinceOpen: true }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oficina no posto' }),
    ).toBeVisible();
    expect(screen.queryByText('Projeto não encontrado')).toBeNull();
  });

  it('asks visitors to sign in', async () => {
    signOut();
    renderProjects();
    expect(await screen.findByText('Entre para ver seus projetos')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/signup');
  });
});
