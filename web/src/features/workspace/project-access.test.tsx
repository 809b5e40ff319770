import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { workspaceTestProject } from '../../../test/workspace-test-setup';
import { ProjectAccess } from '../../project-data/project-access';
import { Ideas } from './phase-3-ideate/Ideas';

const PROJECT = '0190c000-0000-7000-8000-0000000000a7';
const roles = vi.hoisted(() => ({ current: {} as Record<string, string> }));
vi.mock('../../project-data/shared-projects', () => ({
  useProjectRole: (projectId: string) => roles.current[projectId],
}));

const project = workspaceTestProject(PROJECT, {
  seed: (sync) =>
    sync.client.mutate('idea.create', {
      id: crypto.randomUUID(),
      projectId: PROJECT,
      title: 'Senha por SMS',
      description: 'Avisar a vez',
    }),
});

/** The Ideas tool as the given role sees it. */
async function ideasAs(role: string) {
  roles.current = { [PROJECT]: role };
  project.render(
    <ProjectAccess projectId={PROJECT}>
      <Ideas projectId={PROJECT} />
    </ProjectAccess>,
  );
  return screen.findByText('Senha por SMS');
}

describe('a project’s screens for its viewers', () => {
  it('offer nothing to change: no new record, no edit or delete, no vote, no quick capture', async () => {
    await ideasAs('viewer');
    expect(screen.queryByRole('button', { name: 'Nova Ideia' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar ideia Senha por SMS' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir ideia Senha por SMS' })).toBeNull();
    expect(screen.queryByLabelText('Anotar ideia')).toBeNull();
    expect(screen.getByRole('button', { name: /^Votar \(\+1\)/ })).toBeDisabled();
  });

  it('offer all of it to editors', async () => {
    await ideasAs('editor');
    expect(screen.getByRole('button', { name: 'Nova Ideia' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Editar ideia Senha por SMS' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Excluir ideia Senha por SMS' })).toBeVisible();
    expect(screen.getByLabelText('Anotar ideia')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Votar \(\+1\)/ })).toBeEnabled();
  });
});
