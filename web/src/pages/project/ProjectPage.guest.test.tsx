import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import { signIn, testUser } from '../../../test/user-sync';
import { workspaceTestProject } from '../../../test/workspace-test-setup';
import { SyncContextProvider } from '../../project-data/SyncProvider';
import { ProjectPage } from './ProjectPage';

const PROJECT_ID = '0190c000-0000-7000-8000-0000000000cd';
const workspace = workspaceTestProject(PROJECT_ID, { name: 'Oficina da sala' });

function renderProjectPage() {
  renderRoute(
    [
      {
        path: '/projects/:id',
        element: (
          <SyncContextProvider value={workspace.sync}>
            <ProjectPage />
          </SyncContextProvider>
        ),
      },
    ],
    `/projects/${PROJECT_ID}`,
  );
}

describe('the project page for a room’s guest', () => {
  it('offers no room, sharing, exports, AI analysis, completion or phase change', async () => {
    signIn(testUser({ role: 'guest', name: 'Bia' }));
    renderProjectPage();
    expect(await screen.findByRole('heading', { name: 'Oficina da sala' })).toBeVisible();
    const actions = screen.getByTestId('project-actions');
    expect(actions).toBeVisible();
    for (const name of ['Abrir sala', 'Compartilhar', 'Exportar', 'Concluir projeto']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /Índice de Ferramentas/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: /Análise/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Fase 2: Definir/ })).toBeDisabled();
  });

  it('offers the owner all of it', async () => {
    renderProjectPage();
    expect(await screen.findByRole('heading', { name: 'Oficina da sala' })).toBeVisible();
    for (const name of ['Abrir sala', 'Compartilhar', 'Exportar', 'Concluir projeto']) {
      expect(await screen.findByRole('button', { name })).toBeVisible();
    }
    expect(screen.getByRole('tab', { name: /Análise/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /Fase 2: Definir/ })).toBeEnabled();
  });
});
