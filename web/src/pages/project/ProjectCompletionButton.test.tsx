import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import { workspaceTestProject } from '../../../test/workspace-test-setup';
import { SyncContextProvider } from '../../project-data/SyncProvider';
import { ProjectPage } from './ProjectPage';

const PROJECT_ID = '0190c000-0000-7000-8000-0000000000cc';
const workspace = workspaceTestProject(PROJECT_ID, { name: 'Clínica' });

describe('Concluir projeto', () => {
  it('completes a project on this device (queued for sync) and reopens it', async () => {
    const { sync } = workspace;
    renderRoute(
      [
        {
          path: '/projects/:id',
          element: (
            <SyncContextProvider value={sync}>
              <ProjectPage />
            </SyncContextProvider>
          ),
        },
      ],
      `/projects/${PROJECT_ID}`,
    );
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Em andamento')).toBeVisible();

    await user.click(await screen.findByRole('button', { name: 'Concluir projeto' }));
    expect(await screen.findByText('Projeto concluído!')).toBeVisible();
    expect(await screen.findByText('Concluído')).toBeVisible();
    expect((await sync.db.projects.get(PROJECT_ID))?.status).toBe('completed');
    const queued = await sync.client.pending();
    expect(queued.at(-1)).toMatchObject({
      name: 'project.update',
      args: { id: PROJECT_ID, changes: { status: 'completed' } },
    });

    await user.click(screen.getByRole('button', { name: 'Reabrir projeto' }));
    await waitFor(async () =>
      expect((await sync.db.projects.get(PROJECT_ID))?.status).toBe('in_progress'),
    );
    expect(await screen.findByRole('button', { name: 'Concluir projeto' })).toBeVisible();
  });
});
