import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { workspaceTestProject } from '../../workspace/workspace-test-setup';
import { clearOwnNotesCache } from '../silent-round/own-notes';
import { IdeaWall } from './IdeaWall';

const PROJECT = '0190c000-0000-7000-8000-0000000000d1';
const SMS = '0190c000-0000-7000-8000-0000000000d2';
const PANEL = '0190c000-0000-7000-8000-0000000000d3';
const HIDDEN = '0190c000-0000-7000-8000-0000000000d4';
const ROUND = '0190c000-0000-7000-8000-0000000000d5';

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
});

const cluster = (name: string) =>
  screen
    .getAllByTestId('wall-cluster')
    .find((element) => element.getAttribute('aria-label') === name);

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
    const empty = await waitFor(() => cluster('Agendamento') as HTMLElement);
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
