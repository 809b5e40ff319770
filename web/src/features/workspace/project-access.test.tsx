import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn, testUser } from '../../../test/user-sync';
import { workspaceTestProject } from '../../../test/workspace-test-setup';
import { ProjectAccess } from '../../project-data/project-access';
import { Ideas } from './phase-3-ideate/Ideas';

const PROJECT = '0190c000-0000-7000-8000-0000000000a7';
const roles = vi.hoisted(() => ({ current: {} as Record<string, string> }));
vi.mock('../../project-data/shared-projects', () => ({
  useProjectRole: (projectId: string) => roles.current[projectId],
}));

const OTHERS = '0190c000-0000-7000-8000-0000000000c1';

const project = workspaceTestProject(PROJECT, {
  seed: async (sync) => {
    await sync.client.mutate('idea.create', {
      id: crypto.randomUUID(),
      projectId: PROJECT,
      title: 'Senha por SMS',
      description: 'Avisar a vez',
    });
    // An idea someone else wrote (the server's stamp, as a pull brings it).
    const id = crypto.randomUUID();
    await sync.client.mutate('idea.create', {
      id,
      projectId: PROJECT,
      title: 'Fila virtual',
      description: 'Chamar pelo celular',
    });
    await sync.db.table('ideas').update(id, { authorId: OTHERS, authorName: 'Carla' });
  },
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
    for (const vote of screen.getAllByRole('button', { name: /^Votar \(\+1\)/ })) {
      expect(vote).toBeDisabled();
    }
  });

  it('offer all of it to editors', async () => {
    await ideasAs('editor');
    expect(screen.getByRole('button', { name: 'Nova Ideia' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Editar ideia Senha por SMS' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Excluir ideia Senha por SMS' })).toBeVisible();
    expect(screen.getByLabelText('Anotar ideia')).toBeVisible();
    for (const vote of screen.getAllByRole('button', { name: /^Votar \(\+1\)/ })) {
      expect(vote).toBeEnabled();
    }
  });
});

describe('a project’s screens for a room’s guest', () => {
  it('offer new notes, votes and quick capture, and edit or delete only on what they wrote', async () => {
    // The signed-in user wrote 'Senha por SMS'; Carla wrote 'Fila virtual'.
    signIn(testUser({ role: 'guest', name: 'Bia' }));
    await ideasAs('guest');
    await screen.findByText('Fila virtual');
    expect(screen.getByRole('button', { name: 'Nova Ideia' })).toBeVisible();
    expect(screen.getByLabelText('Anotar ideia')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Editar ideia Senha por SMS' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Excluir ideia Senha por SMS' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Editar ideia Fila virtual' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir ideia Fila virtual' })).toBeNull();
    for (const vote of screen.getAllByRole('button', { name: /^Votar \(\+1\)/ })) {
      expect(vote).toBeEnabled();
    }
    // Each note says who wrote it.
    expect(screen.getByText('por Carla')).toBeVisible();
  });

  it('is a guest from the account, before the project’s role has been read', async () => {
    signIn(testUser({ role: 'guest', name: 'Bia' }));
    await ideasAs('');
    await screen.findByText('Fila virtual');
    expect(screen.queryByRole('button', { name: 'Editar ideia Fila virtual' })).toBeNull();
  });
});
