import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json } from '../../../test/http';
import { renderRoute, setupI18n } from '../../../test/render';
import { signIn, testUser } from '../../../test/user-sync';
import { AdminProjectPage } from './AdminProjectPage';

const PROJECT_ID = '0193a5c0-0000-7000-8000-0000000000b1';
const stamp = { createdAt: '2026-01-10T12:00:00.000Z', updatedAt: '2026-01-10T12:00:00.000Z' };
const empty = {
  empathyMaps: [],
  personas: [],
  interviews: [],
  observations: [],
  povStatements: [],
  hmwQuestions: [],
  ideas: [],
  prototypes: [],
  testPlans: [],
  testResults: [],
};
const view = {
  project: {
    id: PROJECT_ID,
    ownerId: '0193a5c0-0000-7000-8000-0000000000a2',
    ownerUsername: 'alice',
    name: 'App de consultas',
    description: 'Agendamento para clínicas',
    status: 'completed',
    currentPhase: 3,
    completionRate: 20,
    completedTools: 2,
    totalTools: 10,
    ...stamp,
  },
  records: {
    ...empty,
    personas: [
      {
        id: '0193a5c0-0000-7000-8000-0000000000c1',
        projectId: PROJECT_ID,
        name: 'Dona Maria',
        age: 67,
        occupation: 'Aposentada',
        bio: '',
        goals: [],
        frustrations: [],
        motivations: [],
        techSavviness: null,
        avatar: '',
        ...stamp,
      },
    ],
    ideas: [
      {
        id: '0193a5c0-0000-7000-8000-0000000000c2',
        projectId: PROJECT_ID,
        title: 'Senha por SMS',
        description: 'Avisar a vez',
        category: '',
        feasibility: null,
        impact: null,
        votes: 3,
        status: 'idea',
        ...stamp,
      },
    ],
  },
};

function mockApi(status: number, body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input) === `/api/admin/projects/${PROJECT_ID}`
        ? json(body, status)
        : json({ error: 'not mocked' }, 500),
    );
}

const renderPage = () =>
  renderRoute(
    [{ path: '/admin/projects/:id', element: <AdminProjectPage /> }],
    `/admin/projects/${PROJECT_ID}`,
  );

beforeAll(async () => {
  await setupI18n('pt-BR');
});

beforeEach(() => {
  signIn(testUser({ role: 'admin' }));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AdminProjectPage', () => {
  it("shows another user's project and its records, with nothing to change", async () => {
    const fetch = mockApi(200, view);
    renderPage();

    expect(await screen.findByRole('heading', { name: 'App de consultas' })).toBeVisible();
    expect(screen.getByText('Somente leitura')).toBeVisible();
    expect(screen.getByText('Concluído')).toBeVisible();
    expect(screen.getByText('Dono: alice')).toBeVisible();
    expect(screen.getByText('20% concluído')).toBeVisible();
    const personas = screen.getByTestId('admin-tool-personas');
    expect(within(personas).getByText('Dona Maria')).toBeVisible();
    expect(within(personas).getByText('Aposentada')).toBeVisible();
    expect(within(screen.getByTestId('admin-tool-ideas')).getByText('Senha por SMS')).toBeVisible();
    expect(
      within(screen.getByTestId('admin-tool-empathyMaps')).getByText('Nenhum registro'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Fase 5: Testar' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Editar|Excluir|Novo|Nova/ })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("says 'Projeto não encontrado' when the project is gone", async () => {
    mockApi(404, { error: 'Projeto não encontrado', code: 'not_found' });
    renderPage();
    expect(await screen.findByText('Projeto não encontrado')).toBeVisible();
  });
});
