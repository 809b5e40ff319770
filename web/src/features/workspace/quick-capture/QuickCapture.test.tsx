import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { putControl } from '../../../../test/run-of-show';
import { signIn, testUser } from '../../../../test/user-sync';
import { workspaceTestProject } from '../../../../test/workspace-test-setup';
import { i18n } from '../../../i18n';
import { ProjectAccess } from '../../../project-data/project-access';
import { clearOwnNotesCache } from '../../../project-data/silent-round/own-notes';
import { useSilentRound } from '../../../project-data/silent-round/useSilentRound';
import { EmpathizeView } from '../phase-1-empathize/EmpathizeView';
import { ObservationCapture } from './ObservationCapture';
import { RoundNoteCapture } from './RoundNoteCapture';

const PROJECT = '0190c000-0000-7000-8000-0000000000c1';
const MAP = '0190c000-0000-7000-8000-0000000000c2';
const ROUND = '0190c000-0000-7000-8000-0000000000c3';
const EDITOR = '0190c000-0000-7000-8000-0000000000c9';
const project = workspaceTestProject(PROJECT);

beforeAll(async () => {
  await i18n.loadNamespaces(['facilitation', 'empathize']);
});
beforeEach(() => {
  localStorage.clear();
  clearOwnNotesCache();
});

const ideas = () => project.sync.db.ideas.where('projectId').equals(PROJECT).sortBy('createdAt');

describe('quick capture of ideas', () => {
  it('saves ten notes with Enter alone, clearing the field and keeping the focus each time', async () => {
    const user = userEvent.setup({ delay: null });
    project.render(<Capture target="ideas" />);
    const field = await screen.findByRole('textbox', { name: 'Anotar ideia' });
    await user.click(field);
    for (let n = 1; n <= 10; n += 1) {
      await user.keyboard(`Ideia ${n}{Enter}`);
      await waitFor(() => expect(field).toHaveValue(''));
      expect(field).toHaveFocus();
    }
    expect(await screen.findByText('10 notas salvas')).toBeVisible();
    const saved = await ideas();
    expect(saved).toHaveLength(10);
    expect(saved.map((idea) => idea.title).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Ideia ${i + 1}`).sort(),
    );
    expect(saved.every((idea) => idea.roundId === null)).toBe(true);
  });

  it('takes Shift+Enter as a new line: the first line is the title, the rest the description', async () => {
    const user = userEvent.setup({ delay: null });
    project.render(<Capture target="ideas" />);
    const field = await screen.findByRole('textbox', { name: 'Anotar ideia' });
    await user.click(field);
    await user.keyboard('Senha por SMS{Shift>}{Enter}{/Shift}avisar a vez');
    expect(field).toHaveValue('Senha por SMS\navisar a vez');
    expect(await ideas()).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(field).toHaveValue(''));
    const [idea] = await ideas();
    // Not the title again: a card shows both.
    expect(idea).toMatchObject({ title: 'Senha por SMS', description: 'avisar a vez' });
  });

  it('shows errors under the field and keeps the text: a blank note, a failed save', async () => {
    const user = userEvent.setup({ delay: null });
    project.render(<Capture target="ideas" />);
    const field = await screen.findByRole('textbox', { name: 'Anotar ideia' });
    await user.click(field);
    await user.keyboard('   {Enter}');
    expect(await screen.findByText('Escreva algo antes de salvar.')).toBeVisible();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(project.sync.client, 'mutate').mockRejectedValueOnce(new Error('disk'));
    await user.clear(field);
    await user.keyboard('Fila virtual{Enter}');
    expect(
      await screen.findByText(
        'Não foi possível salvar a nota. O texto continua aqui: tente de novo.',
      ),
    ).toBeVisible();
    expect(field).toHaveValue('Fila virtual');
    expect(field).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(field).toHaveValue(''));
    expect((await ideas()).map((idea) => idea.title)).toEqual(['Fila virtual']);
  });

  it('files HMW questions into an open silent round and remembers them as this device’s own', async () => {
    const user = userEvent.setup({ delay: null });
    await project.sync.client.mutate('silentRound.create', {
      id: ROUND,
      projectId: PROJECT,
      target: 'hmwQuestions',
      status: 'open',
    });
    project.render(<Capture target="hmwQuestions" />);
    await waitFor(() => expect(screen.getByTestId('round-loaded')).toHaveTextContent(ROUND));
    await user.click(screen.getByRole('textbox', { name: /Anotar pergunta/ }));
    await user.keyboard('Como poderíamos reduzir a espera?{Enter}');
    await waitFor(async () =>
      expect(await project.sync.db.hmwQuestions.toArray()).toEqual([
        expect.objectContaining({ question: 'Como poderíamos reduzir a espera?', roundId: ROUND }),
      ]),
    );
    const [question] = await project.sync.db.hmwQuestions.toArray();
    const stored = Object.values({ ...localStorage }).join(' ');
    expect(stored).toContain(question?.id);
  });
});

describe('quick capture of observations', () => {
  it('asks for the place and context once, remembers them on this device, and saves each behaviour', async () => {
    const user = userEvent.setup({ delay: null });
    const first = project.render(<ObservationCapture projectId={PROJECT} />);
    const note = await screen.findByRole('textbox', { name: 'Comportamento observado' });
    await user.click(note);
    await user.keyboard('Pega a senha e sai{Enter}');
    expect(
      await screen.findByText('Preencha o local e o contexto acima; a nota continua aqui.'),
    ).toBeVisible();
    expect(screen.getAllByText('Preencha para anotar')).toHaveLength(2);
    expect(note).toHaveValue('Pega a senha e sai');

    await user.type(screen.getByRole('textbox', { name: 'Local' }), 'Recepção');
    await user.type(screen.getByRole('textbox', { name: 'Contexto' }), 'Segunda de manhã');
    await user.click(note);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(note).toHaveValue(''));
    first.unmount();

    project.render(<ObservationCapture projectId={PROJECT} />);
    expect(await screen.findByRole('textbox', { name: 'Local' })).toHaveValue('Recepção');
    await user.click(screen.getByRole('textbox', { name: 'Comportamento observado' }));
    await user.keyboard('Olha o relógio{Enter}');
    await waitFor(async () => expect(await project.sync.db.observations.count()).toBe(2));
    const saved = await project.sync.db.observations.toArray();
    expect(saved.map((row) => row.behavior).sort()).toEqual([
      'Olha o relógio',
      'Pega a senha e sai',
    ]);
    expect(saved[0]).toMatchObject({ location: 'Recepção', context: 'Segunda de manhã' });
    expect(saved[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('quick capture into an empathy map', () => {
  it('appends each note to the chosen quadrant with empathyMap.addItem', async () => {
    const user = userEvent.setup({ delay: null });
    await project.sync.client.mutate('empathyMap.create', {
      id: MAP,
      projectId: PROJECT,
      title: 'Paciente',
      says: ['Quero ser atendida logo'],
    });
    project.render(<EmpathizeView projectId={PROJECT} />);
    const capture = await screen.findByTestId('capture-empathy');
    await user.click(within(capture).getByRole('radio', { name: 'Sente' }));
    const field = within(capture).getByRole('textbox', { name: 'Anotar em “Sente”' });
    await user.click(field);
    await user.keyboard('Ansiedade na fila{Enter}Medo de perder a vez{Enter}');
    await waitFor(async () =>
      expect((await project.sync.db.empathyMaps.get(MAP))?.feels).toEqual([
        'Ansiedade na fila',
        'Medo de perder a vez',
      ]),
    );
    expect((await project.sync.db.empathyMaps.get(MAP))?.says).toEqual(['Quero ser atendida logo']);
    const names = (await project.sync.client.pending()).map((entry) => entry.name);
    expect(names.filter((name) => name === 'empathyMap.addItem')).toHaveLength(2);
    // The map's card shows them at once.
    expect(await screen.findByText('Medo de perder a vez')).toBeVisible();
  });

  it('says how to start when the project has no map', async () => {
    project.render(<EmpathizeView projectId={PROJECT} />);
    expect(
      await screen.findByText('Crie um mapa de empatia para anotar nele rapidamente.'),
    ).toBeVisible();
  });
});

/** The capture as a tool mounts it: under the round state of its list. */
describe('quick capture of room notes: colour and pen (issue 33)', () => {
  it('gives every note the colour and the writer chosen, both remembered for the project', async () => {
    const user = userEvent.setup({ delay: null });
    const view = project.render(<Capture target="hmwQuestions" />);
    await user.click(await screen.findByRole('radio', { name: 'Nota verde' }));
    const writer = screen.getByRole('combobox', { name: 'Quem está escrevendo?' });
    await user.type(writer, 'Íris{Enter}');
    const field = screen.getByRole('textbox', { name: 'Anotar pergunta “Como poderíamos…?”' });
    await user.type(field, 'Como poderíamos avisar a vez?{Enter}');
    await waitFor(async () =>
      expect(await project.sync.db.hmwQuestions.toArray()).toEqual([
        expect.objectContaining({ color: 'green', writerName: 'Íris' }),
      ]),
    );

    // A reload of the page: the tablet still writes green, as Íris.
    view.unmount();
    project.render(<Capture target="ideas" />);
    expect(await screen.findByRole('radio', { name: 'Nota verde' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Quem está escrevendo?' })).toHaveValue('Íris');
    await user.type(screen.getByRole('textbox', { name: 'Anotar ideia' }), 'Painel{Enter}');
    await waitFor(async () =>
      expect(await ideas()).toEqual([
        expect.objectContaining({ title: 'Painel', color: 'green', writerName: 'Íris' }),
      ]),
    );
  });

  it("'Ninguém' clears the pen: the next note has no writer", async () => {
    const user = userEvent.setup({ delay: null });
    project.render(<Capture target="ideas" />);
    await user.type(
      await screen.findByRole('combobox', { name: 'Quem está escrevendo?' }),
      'Hugo{Enter}',
    );
    await user.click(screen.getByRole('button', { name: 'Ninguém' }));
    expect(screen.getByRole('combobox', { name: 'Quem está escrevendo?' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'Anotar ideia' }), 'Totem{Enter}');
    await waitFor(async () =>
      expect(await ideas()).toEqual([
        expect.objectContaining({ title: 'Totem', writerName: null }),
      ]),
    );
  });
});

describe('quick capture under a facilitator’s lock (decision 0029)', () => {
  it('offers an editor no field for a locked tool, and still one for another', async () => {
    await putControl(project.sync, PROJECT, { lockedTools: ['ideas'] });
    signIn(testUser({ id: EDITOR, name: 'Bia' }));
    project.render(
      <ProjectAccess projectId={PROJECT}>
        <Capture target="hmwQuestions" />
        <Capture target="ideas" />
      </ProjectAccess>,
    );
    await screen.findByTestId('capture-hmwQuestions');
    // The lock is read from the device's database: the ideas' field goes once it is.
    await waitFor(() => expect(screen.queryByTestId('capture-ideas')).toBeNull());
  });
});

function Capture({ target }: { target: 'ideas' | 'hmwQuestions' }) {
  const round = useSilentRound(PROJECT, target);
  return (
    <>
      <span data-testid="round-loaded">{round.roundIdForNewNote}</span>
      <RoundNoteCapture projectId={PROJECT} target={target} round={round} />
    </>
  );
}
