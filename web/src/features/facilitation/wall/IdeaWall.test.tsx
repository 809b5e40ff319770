import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { workspaceTestProject } from '../../../../test/workspace-test-setup';
import { i18n } from '../../../i18n';
import { ProjectAccess } from '../../../project-data/project-access';
import { clearOwnNotesCache } from '../../../project-data/silent-round/own-notes';
import { IdeaWall } from './IdeaWall';

const PROJECT = '0190c000-0000-7000-8000-0000000000d1';
const SMS = '0190c000-0000-7000-8000-0000000000d2';
const PANEL = '0190c000-0000-7000-8000-0000000000d3';
const HIDDEN = '0190c000-0000-7000-8000-0000000000d4';
const ROUND = '0190c000-0000-7000-8000-0000000000d5';
const CHANNELS = '0190c000-0000-7000-8000-0000000000d6';
const COMFORT = '0190c000-0000-7000-8000-0000000000d7';

const roles = vi.hoisted(() => ({ current: undefined as string | undefined }));
vi.mock('../../../project-data/shared-projects', () => ({ useProjectRole: () => roles.current }));

const project = workspaceTestProject(PROJECT, {
  seed: async ({ client }) => {
    await client.mutate('idea.create', {
      id: SMS,
      projectId: PROJECT,
      title: 'Senha por SMS',
      description: 'Avisar a vez',
    });
    await client.mutate('idea.create', {
      id: PANEL,
      projectId: PROJECT,
      title: 'Painel na recepção',
      description: 'Mostrar a fila',
      category: 'Comunicação',
    });
  },
});

beforeAll(async () => {
  await i18n.loadNamespaces(['facilitation']);
});
beforeEach(() => {
  localStorage.clear();
  clearOwnNotesCache();
  roles.current = undefined;
});

/** The wall as the project's owner (or, with `roles.current`, another role) sees it. */
const renderWall = () =>
  project.render(
    <ProjectAccess projectId={PROJECT}>
      <IdeaWall projectId={PROJECT} />
    </ProjectAccess>,
  );

const clusterNames = () =>
  screen.getAllByTestId('wall-cluster').map((element) => element.getAttribute('aria-label'));

/** Opens the menu of the group named `name` and picks `action` in it. */
async function groupAction(user: ReturnType<typeof userEvent.setup>, name: string, action: string) {
  await user.click(screen.getByRole('button', { name: `Ações do grupo “${name}”` }));
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: action }));
}

/** Groups as another device made them: synced records, pulled into this device's database. */
const seedGroups = () =>
  project.sync.client.mutateAll([
    {
      name: 'wallGroup.create',
      args: { id: COMFORT, projectId: PROJECT, name: 'Conforto', position: 2 },
    },
    {
      name: 'wallGroup.create',
      args: { id: CHANNELS, projectId: PROJECT, name: 'Canais digitais', position: 1 },
    },
  ]);

const cluster = (name: string) =>
  screen
    .getAllByTestId('wall-cluster')
    .find((element) => element.getAttribute('aria-label') === name);

/** The group named `name`, once it is on the wall. */
const findCluster = (name: string) =>
  waitFor(() => {
    const found = cluster(name);
    if (!found) throw new Error(`no group “${name}” on the wall`);
    return found;
  });

describe('the wall', () => {
  it('groups notes by category, with “Sem categoria” first', async () => {
    project.render(<IdeaWall projectId={PROJECT} />);
    await screen.findByText('Senha por SMS');
    const names = screen
      .getAllByTestId('wall-cluster')
      .map((element) => element.getAttribute('aria-label'));
    expect(names).toEqual(['Sem categoria', 'Comunicação']);
    expect(
      within(cluster('Sem categoria') as HTMLElement).getByText('Senha por SMS'),
    ).toBeVisible();
    expect(
      within(cluster('Comunicação') as HTMLElement).getByText('Painel na recepção'),
    ).toBeVisible();
  });

  it('names a new group, then moves a note into it with the “Mover para…” menu', async () => {
    const user = userEvent.setup({ delay: null });
    project.render(<IdeaWall projectId={PROJECT} />);
    await screen.findByText('Senha por SMS');

    await user.click(screen.getByRole('button', { name: 'Novo grupo' }));
    expect(await screen.findByText('Dê um nome ao grupo.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Nome do novo grupo' }), ' comunicação ');
    await user.click(screen.getByRole('button', { name: 'Novo grupo' }));
    expect(await screen.findByText('Já existe um grupo com esse nome.')).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Nome do novo grupo' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Nome do novo grupo' }),
      'Agendamento{Enter}',
    );
    const empty = await findCluster('Agendamento');
    expect(within(empty).getByText('Arraste notas para cá')).toBeVisible();

    await user.click(
      screen.getByRole('button', { name: 'Mover “Senha por SMS” para outro grupo' }),
    );
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Sem categoria' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Agendamento' }));

    await waitFor(async () =>
      expect((await project.sync.db.ideas.get(SMS))?.category).toBe('Agendamento'),
    );
    await waitFor(() =>
      expect(
        within(cluster('Agendamento') as HTMLElement).getByText('Senha por SMS'),
      ).toBeVisible(),
    );
    expect(within(cluster('Sem categoria') as HTMLElement).queryByText('Senha por SMS')).toBeNull();
    const pending = (await project.sync.client.pending()).at(-1);
    expect(pending).toMatchObject({
      name: 'idea.update',
      args: { id: SMS, changes: { category: 'Agendamento' } },
    });
  });

  it('moves a note back to “Sem categoria” (an empty category)', async () => {
    const user = userEvent.setup({ delay: null });
    project.render(<IdeaWall projectId={PROJECT} />);
    await user.click(
      await screen.findByRole('button', { name: 'Mover “Painel na recepção” para outro grupo' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Sem categoria' }));
    await waitFor(async () => expect((await project.sync.db.ideas.get(PANEL))?.category).toBe(''));
  });

  it('shows the notes other devices wrote in an open silent round face down, without a move menu', async () => {
    await project.sync.client.mutate('silentRound.create', {
      id: ROUND,
      projectId: PROJECT,
      target: 'ideas',
      status: 'open',
    });
    await project.sync.client.mutate('idea.create', {
      id: HIDDEN,
      projectId: PROJECT,
      title: 'Fila virtual',
      description: 'Senha pelo celular',
      roundId: ROUND,
    });
    project.render(<IdeaWall projectId={PROJECT} />);
    expect(await screen.findByTestId('hidden-note-card')).toBeVisible();
    expect(screen.queryByText('Fila virtual')).toBeNull();
    expect(screen.queryByRole('button', { name: /Fila virtual/ })).toBeNull();
  });
});

describe('the wall’s groups', () => {
  it('keeps a new empty group in the database: it is still there when the wall is drawn again', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderWall();
    await screen.findByText('Senha por SMS');
    await user.type(
      screen.getByRole('textbox', { name: 'Nome do novo grupo' }),
      'Canais digitais{Enter}',
    );
    await findCluster('Canais digitais');
    expect(await project.sync.db.wallGroups.toArray()).toMatchObject([
      { projectId: PROJECT, name: 'Canais digitais' },
    ]);
    expect((await project.sync.client.pending()).at(-1)).toMatchObject({
      name: 'wallGroup.create',
      args: { projectId: PROJECT, name: 'Canais digitais' },
    });

    // A reload: nothing of the first drawing is left but the database.
    first.unmount();
    renderWall();
    await screen.findByText('Senha por SMS');
    const kept = await findCluster('Canais digitais');
    expect(within(kept).getByText('Arraste notas para cá')).toBeVisible();
    expect(within(kept).getByLabelText('0 notas')).toBeVisible();
  });

  it('shows groups from other devices in their order, then categories that have no group record', async () => {
    await seedGroups();
    renderWall();
    await screen.findByText('Senha por SMS');
    await waitFor(() =>
      expect(clusterNames()).toEqual([
        'Sem categoria',
        'Canais digitais',
        'Conforto',
        'Comunicação',
      ]),
    );
  });

  it('shows prepared groups before any idea is written', async () => {
    await project.sync.db.ideas.clear();
    await seedGroups();
    renderWall();
    await waitFor(() =>
      expect(clusterNames()).toEqual(['Sem categoria', 'Canais digitais', 'Conforto']),
    );
    expect(screen.queryByText('Nenhuma ideia ainda')).toBeNull();
  });

  it('renames a group with its notes; a category without a record becomes one', async () => {
    const user = userEvent.setup({ delay: null });
    await seedGroups();
    renderWall();
    await screen.findByText('Painel na recepção');

    await groupAction(user, 'Comunicação', 'Renomear');
    const field = screen.getByRole('textbox', { name: 'Nome do grupo' });
    expect(field).toHaveValue('Comunicação');
    await user.clear(field);
    await user.type(field, 'conforto{Enter}');
    expect(await screen.findByText('Já existe um grupo com esse nome.')).toBeVisible();
    await user.clear(field);
    await user.type(field, 'Sinalização{Enter}');

    const renamed = await findCluster('Sinalização');
    expect(within(renamed).getByText('Painel na recepção')).toBeVisible();
    expect(cluster('Comunicação')).toBeUndefined();
    expect((await project.sync.db.ideas.get(PANEL))?.category).toBe('Sinalização');
    expect((await project.sync.db.wallGroups.toArray()).map((group) => group.name).sort()).toEqual([
      'Canais digitais',
      'Conforto',
      'Sinalização',
    ]);

    // Escape leaves the name as it was.
    await groupAction(user, 'Conforto', 'Renomear');
    await user.type(screen.getByRole('textbox', { name: 'Nome do grupo' }), ' e espera{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Nome do grupo' })).toBeNull();
    expect((await project.sync.db.wallGroups.get(COMFORT))?.name).toBe('Conforto');
  });

  it('deletes an empty group at once, and one with notes after asking; its notes go to “Sem categoria”', async () => {
    const user = userEvent.setup({ delay: null });
    await seedGroups();
    renderWall();
    await screen.findByText('Painel na recepção');

    await groupAction(user, 'Conforto', 'Excluir grupo');
    await waitFor(() => expect(cluster('Conforto')).toBeUndefined());
    expect(await project.sync.db.wallGroups.get(COMFORT)).toBeUndefined();

    await groupAction(user, 'Comunicação', 'Excluir grupo');
    const dialog = await screen.findByRole('dialog', { name: 'Excluir o grupo “Comunicação”?' });
    expect(dialog).toHaveTextContent(
      'A nota dele volta para “Sem categoria”: nenhuma ideia é excluída.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Excluir grupo' }));
    await waitFor(() => expect(cluster('Comunicação')).toBeUndefined());
    expect(
      within(cluster('Sem categoria') as HTMLElement).getByText('Painel na recepção'),
    ).toBeVisible();
    expect((await project.sync.db.ideas.get(PANEL))?.category).toBe('');
    expect(await project.sync.db.ideas.count()).toBe(2);
  });

  it('moves a group before or after its neighbour, and not past the ends', async () => {
    const user = userEvent.setup({ delay: null });
    await seedGroups();
    renderWall();
    await screen.findByText('Painel na recepção');
    await waitFor(() => expect(clusterNames()).toContain('Canais digitais'));

    await user.click(screen.getByRole('button', { name: 'Ações do grupo “Canais digitais”' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Mover para antes' })).toBeDisabled();
    await user.click(within(menu).getByRole('menuitem', { name: 'Mover para depois' }));
    await waitFor(() =>
      expect(clusterNames()).toEqual([
        'Sem categoria',
        'Conforto',
        'Canais digitais',
        'Comunicação',
      ]),
    );

    // Past a category without a record: it becomes one, so the order holds on every device.
    await groupAction(user, 'Canais digitais', 'Mover para depois');
    await waitFor(() =>
      expect(clusterNames()).toEqual([
        'Sem categoria',
        'Conforto',
        'Comunicação',
        'Canais digitais',
      ]),
    );
    const stored = (await project.sync.db.wallGroups.toArray()).sort(
      (a, b) => a.position - b.position,
    );
    expect(stored.map((group) => group.name)).toEqual([
      'Conforto',
      'Comunicação',
      'Canais digitais',
    ]);
    await user.click(screen.getByRole('button', { name: 'Ações do grupo “Canais digitais”' }));
    expect(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Mover para depois' }),
    ).toBeDisabled();
  });

  it('offers a viewer nothing to change: no new group, no group actions, no move menu', async () => {
    roles.current = 'viewer';
    await seedGroups();
    renderWall();
    await screen.findByText('Painel na recepção');
    await waitFor(() => expect(clusterNames()).toContain('Conforto'));
    expect(screen.queryByRole('textbox', { name: 'Nome do novo grupo' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Ações do grupo/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /para outro grupo$/ })).toBeNull();
  });
});

describe('notes with colours, authors and moderation on the wall (issue 33)', () => {
  it('draws each note in its colour with its author', async () => {
    await project.sync.client.mutate('idea.update', {
      id: SMS,
      changes: { color: 'green', writerName: 'Carla' },
    });
    renderWall();
    const note = (await screen.findByText('Senha por SMS')).closest('[data-testid="wall-note"]');
    expect(note).toHaveAttribute('data-color', 'green');
    expect(note).toHaveStyle({ backgroundColor: '#d3f9d8' });
    expect(within(note as HTMLElement).getByTestId('note-byline')).toHaveTextContent('por Carla');
  });

  it('the facilitator hides a note from its menu; the room sees it face down', async () => {
    const user = userEvent.setup({ delay: null });
    const view = renderWall();
    await user.click(
      await screen.findByRole('button', { name: 'Mover “Senha por SMS” para outro grupo' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Ocultar nota' }));
    await screen.findByTestId('note-hidden-badge');
    expect((await project.sync.db.ideas.get(SMS))?.hiddenAt).toEqual(expect.any(String));
    view.unmount();

    // Someone else's project: an editor who does not run the room.
    await project.sync.db.projects.update(PROJECT, { ownerId: CHANNELS } as never);
    renderWall();
    expect(await screen.findByTestId('moderated-note-card')).toHaveTextContent(
      'Oculta pelo facilitador',
    );
    expect(screen.queryByText('Senha por SMS')).toBeNull();
  });
});
