import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { workspaceTestProject } from '../../../../test/workspace-test-setup';
import { i18n } from '../../../i18n';
import { clearOwnNotesCache } from '../../../project-data/silent-round/own-notes';
import { HmwQuestions } from '../phase-2-define/HmwQuestions';
import { Ideas } from '../phase-3-ideate/Ideas';

const PROJECT = '0190c000-0000-7000-8000-0000000000b1';
const ROUND = '0190c000-0000-7000-8000-0000000000b2';
const OTHERS_IDEA = '0190c000-0000-7000-8000-0000000000b3';
const project = workspaceTestProject(PROJECT);

beforeAll(async () => {
  await i18n.loadNamespaces(['defineIdeate', 'facilitation']);
});
beforeEach(() => {
  localStorage.clear();
  clearOwnNotesCache();
});

const openRound = (target: 'ideas' | 'hmwQuestions' = 'ideas') =>
  project.sync.client.mutate('silentRound.create', {
    id: ROUND,
    projectId: PROJECT,
    target,
    status: 'open',
  });

/** An idea written on another device during the round (arrived by sync). */
const othersIdea = () =>
  project.sync.client.mutate('idea.create', {
    id: OTHERS_IDEA,
    projectId: PROJECT,
    title: 'Fila virtual',
    description: 'Senha pelo celular',
    roundId: ROUND,
  });

describe('silent round in the Ideas tool', () => {
  it("shows another device's note face down, with no text, votes or actions", async () => {
    await openRound();
    await othersIdea();
    project.render(<Ideas projectId={PROJECT} />);
    const hidden = await screen.findByTestId('hidden-note-card');
    expect(hidden).toHaveTextContent('Nota escondida até a revelação');
    expect(screen.queryByText('Fila virtual')).not.toBeInTheDocument();
    expect(screen.queryByText('Senha pelo celular')).not.toBeInTheDocument();
    expect(within(hidden).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByTestId('silent-round-open')).toHaveTextContent(
      '1 nota escondida neste aparelho',
    );
  });

  it("writes this device's notes into the round, face up here, remembered across a reload", async () => {
    const user = userEvent.setup({ delay: null });
    await openRound();
    const view = project.render(<Ideas projectId={PROJECT} />);
    await screen.findByTestId('silent-round-open');
    await user.click(screen.getByRole('button', { name: 'Nova Ideia' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Título/), 'Totem de autoatendimento');
    await user.type(within(dialog).getByLabelText(/Descrição/), 'Na recepção');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Ideia' }));
    await screen.findByText('Totem de autoatendimento');
    const [idea] = await project.sync.db.ideas.toArray();
    expect(idea?.roundId).toBe(ROUND);
    expect(screen.queryByTestId('hidden-note-card')).not.toBeInTheDocument();
    // Never synced: the own notes live in this device's storage only.
    expect(Object.keys(localStorage).some((key) => key.includes(ROUND))).toBe(true);

    view.unmount();
    clearOwnNotesCache();
    project.render(<Ideas projectId={PROJECT} />);
    await screen.findByText('Totem de autoatendimento');
    expect(screen.queryByTestId('hidden-note-card')).not.toBeInTheDocument();
  });

  it('starts a round, and the reveal turns every note face up', async () => {
    const user = userEvent.setup({ delay: null });
    await project.sync.client.mutate('idea.create', {
      id: OTHERS_IDEA,
      projectId: PROJECT,
      title: 'Antes da rodada',
      description: 'Fora de qualquer rodada',
    });
    project.render(<Ideas projectId={PROJECT} />);
    await screen.findByText('Antes da rodada');
    await user.click(screen.getByRole('button', { name: 'Iniciar rodada silenciosa' }));
    await screen.findByTestId('silent-round-open');
    const [round] = await project.sync.db.silentRounds.toArray();
    expect(round).toMatchObject({ projectId: PROJECT, target: 'ideas', status: 'open' });
    // Notes written before the round stay visible.
    expect(screen.getByText('Antes da rodada')).toBeVisible();

    await project.sync.client.mutate('idea.create', {
      id: crypto.randomUUID(),
      projectId: PROJECT,
      title: 'De outro tablet',
      description: 'Escrita na rodada',
      roundId: round?.id,
    });
    await screen.findByTestId('hidden-note-card');

    await user.click(screen.getByRole('button', { name: 'Revelar notas' }));
    await screen.findByText('De outro tablet');
    expect(screen.queryByTestId('hidden-note-card')).not.toBeInTheDocument();
    expect((await project.sync.db.silentRounds.get(round?.id ?? ''))?.status).toBe('revealed');
    expect(screen.getByRole('button', { name: 'Iniciar rodada silenciosa' })).toBeVisible();
  });

  it('a round of the HMW tool does not hide ideas, and hides HMW questions', async () => {
    await openRound('hmwQuestions');
    await project.sync.client.mutate('hmwQuestion.create', {
      id: crypto.randomUUID(),
      projectId: PROJECT,
      question: 'Como poderíamos encurtar a espera?',
      roundId: ROUND,
    });
    const view = project.render(<Ideas projectId={PROJECT} />);
    expect(await screen.findByRole('button', { name: 'Iniciar rodada silenciosa' })).toBeVisible();
    view.unmount();

    project.render(<HmwQuestions projectId={PROJECT} />);
    await screen.findByTestId('hidden-note-card');
    expect(screen.queryByText('Como poderíamos encurtar a espera?')).not.toBeInTheDocument();
  });
});
