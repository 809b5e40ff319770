import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn, testUser } from '../../../../test/user-sync';
import { workspaceTestProject } from '../../../../test/workspace-test-setup';
import { i18n } from '../../../i18n';
import { clearOwnNotesCache } from '../../../project-data/silent-round/own-notes';
import { Ideas } from '../phase-3-ideate/Ideas';

// Issue 33: private mode per person on a shared tablet, the facilitator's reveal, anonymous
// rounds and moderation, through the Ideas tool (decision 0029).

const PROJECT = '0190c000-0000-7000-8000-0000000000c1';
const ROUND = '0190c000-0000-7000-8000-0000000000c2';
const IDEA = '0190c000-0000-7000-8000-0000000000c3';
const OTHER_USER = '0190c000-0000-7000-8000-0000000000c9';
const project = workspaceTestProject(PROJECT);

beforeAll(async () => {
  await i18n.loadNamespaces(['defineIdeate', 'facilitation', 'notes']);
});
beforeEach(() => {
  localStorage.clear();
  clearOwnNotesCache();
});

const openRound = (anonymous = false) =>
  project.sync.client.mutate('silentRound.create', {
    id: ROUND,
    projectId: PROJECT,
    target: 'ideas',
    status: 'open',
    anonymous,
  });

/** An idea written in the open round (by this account, on this device's store). */
const roundIdea = (title: string, description: string) =>
  project.sync.client.mutate('idea.create', {
    id: IDEA,
    projectId: PROJECT,
    title,
    description,
    roundId: ROUND,
  });

const reveal = () =>
  project.sync.client.mutate('silentRound.update', {
    id: ROUND,
    changes: { status: 'revealed' },
  });

/** The project belongs to someone else: the user here is a participant, not the facilitator. */
const notFacilitator = () =>
  project.sync.db.projects.update(PROJECT, { ownerId: OTHER_USER } as never);

const writeAs = async (name: string) => {
  const user = userEvent.setup({ delay: null });
  const field = screen.getByRole('combobox', { name: 'Quem está escrevendo?' });
  await user.clear(field);
  await user.type(field, `${name}{Enter}`);
};

const capture = async (text: string) => {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByRole('textbox', { name: 'Anotar ideia' }), `${text}{Enter}`);
};

describe('private mode per person', () => {
  it("passing the pen turns the previous person's notes face down at once", async () => {
    const user = userEvent.setup({ delay: null });
    await openRound();
    project.render(<Ideas projectId={PROJECT} />);
    await screen.findByTestId('silent-round-open');

    await writeAs('Carla');
    await user.click(screen.getByRole('radio', { name: 'Nota azul' }));
    await capture('Totem na recepção');
    await screen.findByText('Totem na recepção');
    const [idea] = await project.sync.db.ideas.toArray();
    expect(idea).toMatchObject({ writerName: 'Carla', color: 'blue', roundId: ROUND });
    expect(screen.getByTestId('idea-card')).toHaveAttribute('data-color', 'blue');

    await writeAs('Bruno');
    await waitFor(() => expect(screen.queryByText('Totem na recepção')).not.toBeInTheDocument());
    expect(screen.getByTestId('hidden-note-card')).toBeVisible();

    // The pen back to Carla (names compared without case): her note is face up again.
    await writeAs('carla');
    await screen.findByText('Totem na recepção');

    // Nobody holding the pen: a named person's note is not the tablet's.
    await user.click(screen.getByRole('button', { name: 'Ninguém' }));
    await waitFor(() => expect(screen.queryByText('Totem na recepção')).not.toBeInTheDocument());
  });

  it("offers the names already used and the voters', and remembers the pen per project", async () => {
    await project.sync.client.mutate('votingSession.create', {
      id: '0190c000-0000-7000-8000-0000000000c4',
      projectId: PROJECT,
      target: 'ideas',
    });
    await project.sync.client.mutate('participant.create', {
      id: '0190c000-0000-7000-8000-0000000000c5',
      projectId: PROJECT,
      sessionId: '0190c000-0000-7000-8000-0000000000c4',
      name: 'Dora',
    });
    await openRound();
    const view = project.render(<Ideas projectId={PROJECT} />);
    await screen.findByTestId('silent-round-open');
    await writeAs('Élio');
    view.unmount();

    project.render(<Ideas projectId={PROJECT} />);
    const field = await screen.findByRole('combobox', { name: 'Quem está escrevendo?' });
    expect(field).toHaveValue('Élio');
    const user = userEvent.setup({ delay: null });
    await user.clear(field);
    await user.click(field);
    expect(await screen.findByRole('option', { name: 'Dora' })).toBeInTheDocument();
  });

  it("a guest sees the guest's own notes only, and no pen picker", async () => {
    await openRound();
    await roundIdea('Do convidado', 'Escrita no celular');
    signIn(testUser({ role: 'guest' as never }));
    project.render(<Ideas projectId={PROJECT} />);
    await screen.findByText('Do convidado');
    expect(screen.queryByRole('combobox', { name: 'Quem está escrevendo?' })).toBeNull();

    // The same note as another guest's, arrived by sync (a new updatedAt, as a pull brings).
    await project.sync.db.ideas.update(IDEA, {
      authorId: OTHER_USER,
      updatedAt: new Date(Date.now() + 1000).toISOString(),
    });
    await screen.findByTestId('hidden-note-card');
  });
});

describe('the reveal and anonymity', () => {
  it('only the facilitator reveals; the others wait for it', async () => {
    await openRound();
    await notFacilitator();
    project.render(<Ideas projectId={PROJECT} />);
    expect(await screen.findByText('Aguardando o facilitador revelar')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Revelar notas' })).toBeNull();
  });

  it('an anonymous round keeps its authors hidden after the reveal; a plain one shows them', async () => {
    const user = userEvent.setup({ delay: null });
    project.render(<Ideas projectId={PROJECT} />);
    await user.click(await screen.findByRole('checkbox', { name: /Notas anônimas/ }));
    await user.click(screen.getByRole('button', { name: 'Iniciar rodada silenciosa' }));
    await screen.findByText('Anônimas');
    const [round] = await project.sync.db.silentRounds.toArray();
    expect(round?.anonymous).toBe(true);

    await writeAs('Carla');
    await capture('Ideia sem dono');
    await screen.findByText('Ideia sem dono');
    // While the round is open the writer sees their own name.
    expect(screen.getByTestId('note-byline')).toHaveTextContent('por Carla');

    await user.click(screen.getByRole('button', { name: 'Revelar notas' }));
    await waitFor(() => expect(screen.queryByTestId('note-byline')).toBeNull());

    await project.sync.client.mutate('silentRound.update', {
      id: round?.id,
      changes: { anonymous: false },
    });
    expect(await screen.findByTestId('note-byline')).toHaveTextContent('por Carla');
  });
});

describe('moderation', () => {
  const seed = async () => {
    await openRound();
    await roundIdea('Fora do tema', 'Comentário ofensivo');
    await reveal();
  };

  it('the facilitator hides a note: dimmed with a badge for them, and shows it again', async () => {
    const user = userEvent.setup({ delay: null });
    await seed();
    project.render(<Ideas projectId={PROJECT} />);
    await screen.findByText('Fora do tema');
    await user.click(screen.getByRole('button', { name: 'Ocultar nota' }));
    await screen.findByTestId('note-hidden-badge');
    expect((await project.sync.db.ideas.get(IDEA))?.hiddenAt).toEqual(expect.any(String));
    expect(screen.getByText('Fora do tema')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Mostrar nota' }));
    await waitFor(() => expect(screen.queryByTestId('note-hidden-badge')).toBeNull());
    expect((await project.sync.db.ideas.get(IDEA))?.hiddenAt).toBeNull();
  });

  it('the room sees a hidden note face down, with no text, no vote and no moderation', async () => {
    await seed();
    await project.sync.client.mutate('idea.update', {
      id: IDEA,
      changes: { hiddenAt: new Date().toISOString() },
    });
    await notFacilitator();
    project.render(<Ideas projectId={PROJECT} />);
    const card = await screen.findByTestId('moderated-note-card');
    expect(card).toHaveTextContent('Oculta pelo facilitador');
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByText('Fora do tema')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ocultar nota' })).toBeNull();
  });
});

describe('colours of new notes', () => {
  it('the idea dialog starts from the colour chosen on this device, and saves the one picked', async () => {
    const user = userEvent.setup({ delay: null });
    project.render(<Ideas projectId={PROJECT} />);
    // Chosen beside quick capture, remembered for the project on this device.
    await user.click(await screen.findByRole('radio', { name: 'Nota laranja' }));
    await user.click(screen.getByRole('button', { name: 'Nova Ideia' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Nota laranja' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.type(within(dialog).getByLabelText(/Título/), 'Cadeiras confortáveis');
    await user.type(within(dialog).getByLabelText(/Descrição/), 'Na sala de espera');
    await user.click(within(dialog).getByRole('radio', { name: 'Nota verde' }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar Ideia' }));
    await screen.findByText('Cadeiras confortáveis');
    const [idea] = await project.sync.db.ideas.toArray();
    expect(idea?.color).toBe('green');

    // Editing changes the colour of that note only.
    await user.click(screen.getByRole('button', { name: /Editar/ }));
    const edit = await screen.findByRole('dialog');
    expect(within(edit).getByRole('radio', { name: 'Nota verde' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(within(edit).getByRole('radio', { name: 'Nota azul' }));
    await user.click(within(edit).getByRole('button', { name: /Salvar/ }));
    await waitFor(async () =>
      expect((await project.sync.db.ideas.get(idea?.id ?? ''))?.color).toBe('blue'),
    );
  });
});
