import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/render';
import { putControl, putSteps, RUN_AT } from '../../../../test/run-of-show';
import { workspaceTestProject } from '../../../../test/workspace-test-setup';
import { i18n } from '../../../i18n';
import { SyncContextProvider } from '../../../project-data/SyncProvider';
import { PresenterPage } from './PresenterPage';

const PROJECT = '0190c000-0000-7000-8000-0000000000c1';
const SESSION = '0190c000-0000-7000-8000-0000000000c2';
const project = workspaceTestProject(PROJECT, { name: 'Clínica sem fila' });

beforeAll(async () => {
  await i18n.loadNamespaces(['facilitation']);
});

const mutate = (name: string, args: object) => project.sync.client.mutate(name, args);

const renderPresenter = () =>
  renderRoute(
    [
      {
        path: '/projects/:id/present',
        element: (
          <SyncContextProvider value={project.sync}>
            <PresenterPage />
          </SyncContextProvider>
        ),
      },
    ],
    `/projects/${PROJECT}/present`,
  );

async function seedIdeas(count: number, roundId: string | null = null) {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const id = crypto.randomUUID();
    ids.push(id);
    await mutate('idea.create', {
      id,
      projectId: PROJECT,
      title: `Ideia ${n + 1}`,
      description: 'Descrita',
      roundId,
    });
  }
  return ids;
}

describe('PresenterPage', () => {
  it('shows the activity and its countdown huge, with a fullscreen button', async () => {
    await mutate('timer.create', {
      id: crypto.randomUUID(),
      projectId: PROJECT,
      label: 'Crazy 8s',
      durationMs: 480_000,
      remainingMs: 480_000,
      startedAt: new Date(Date.now() - 120_500).toISOString(),
    });
    renderPresenter();
    expect(await screen.findByText('Crazy 8s')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Clínica sem fila' })).toBeVisible();
    const display = screen.getByTestId('timer-display');
    await waitFor(() => expect(display).toHaveTextContent(/^5:5\d$/));
    expect(display).toHaveAttribute('data-phase', 'running');
    expect(screen.getByRole('button', { name: 'Tela cheia' })).toBeVisible();
    // Nothing else going on: no voting or round cards.
    expect(screen.queryByTestId('presenter-voting')).not.toBeInTheDocument();
    expect(screen.queryByTestId('presenter-round')).not.toBeInTheDocument();
  });

  it('says nothing is under way before any timer, vote or round', async () => {
    renderPresenter();
    expect(await screen.findByText(/^Nada em andamento. Inicie o cronômetro/)).toBeVisible();
    expect(screen.queryByTestId('timer-display')).not.toBeInTheDocument();
  });

  it('while voting shows how many people voted and how many dots, never the counts per item', async () => {
    const [first, second] = await seedIdeas(2);
    await mutate('votingSession.create', {
      id: SESSION,
      projectId: PROJECT,
      title: 'Qual ideia prototipar?',
      target: 'ideas',
      budget: 3,
    });
    const people = [crypto.randomUUID(), crypto.randomUUID()];
    for (const [index, name] of ['Ana', 'Bruno'].entries())
      await mutate('participant.create', {
        id: people[index],
        projectId: PROJECT,
        sessionId: SESSION,
        name,
      });
    for (const [person, item] of [
      [people[0], first],
      [people[0], second],
      [people[1], first],
    ])
      await mutate('dot.create', {
        id: crypto.randomUUID(),
        projectId: PROJECT,
        sessionId: SESSION,
        participantId: person,
        itemId: item,
        placedAt: new Date().toISOString(),
      });

    renderPresenter();
    const voting = await screen.findByTestId('presenter-voting');
    expect(within(voting).getByText('Qual ideia prototipar?')).toBeVisible();
    await waitFor(() =>
      expect(within(voting).getByTestId('presenter-voting-progress')).toHaveTextContent(
        '2 pessoas votaram · 3 pontos',
      ),
    );
    expect(within(voting).queryByText('Ideia 1')).not.toBeInTheDocument();

    // The facilitator reveals on their tablet: the projector follows with the results.
    await mutate('votingSession.update', { id: SESSION, changes: { status: 'revealed' } });
    expect(await within(voting).findByTestId('voting-results')).toBeVisible();
    expect(within(voting).getByText('Ideia 1')).toBeVisible();
  });

  it('shows an open silent round with how many notes are hidden', async () => {
    const round = crypto.randomUUID();
    await mutate('silentRound.create', { id: round, projectId: PROJECT, target: 'ideas' });
    await seedIdeas(2, round);
    await seedIdeas(1);
    renderPresenter();
    const card = await screen.findByTestId('presenter-round');
    await waitFor(() => expect(card).toHaveTextContent('Rodada silenciosa — 2 notas escondidas'));
    expect(card).toHaveTextContent('Ideias');

    await mutate('silentRound.update', { id: round, changes: { status: 'revealed' } });
    await waitFor(() => expect(screen.queryByTestId('presenter-round')).not.toBeInTheDocument());
  });
});

describe('PresenterPage and the agenda', () => {
  it('shows the running step — name, mode, ‘Passo 2 de 4’ — above the timer', async () => {
    const steps = ['Ideias em silêncio', 'Revelar', 'Agrupar no mural', 'Votar'].map(
      (name, position) => ({
        id: crypto.randomUUID(),
        name,
        tool: position === 2 ? ('wall' as const) : ('ideas' as const),
        mode: (['private', 'reveal', 'group', 'vote'] as const)[position] ?? ('discuss' as const),
      }),
    );
    // As a pull from the facilitator's tablet leaves them, the second step running.
    await putSteps(project.sync, PROJECT, steps);
    await putControl(project.sync, PROJECT, {
      currentStepId: steps[1]?.id ?? null,
      stepStartedAt: RUN_AT,
      focusTool: 'ideas',
      focusAt: RUN_AT,
    });
    await mutate('timer.create', {
      id: crypto.randomUUID(),
      projectId: PROJECT,
      label: 'Revelar',
      durationMs: 300_000,
      remainingMs: 300_000,
      startedAt: new Date().toISOString(),
    });
    renderPresenter();
    const step = await screen.findByTestId('presenter-step');
    expect(step).toHaveTextContent('Revelar');
    expect(step).toHaveTextContent('Passo 2 de 4');
    // Above the timer, in the page's order.
    const display = screen.getByTestId('timer-display');
    expect(step.compareDocumentPosition(display) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no step before the agenda starts', async () => {
    renderPresenter();
    await screen.findByText(/^Nada em andamento/);
    expect(screen.queryByTestId('presenter-step')).toBeNull();
  });
});

describe('PresenterPage with notes and timed votes (issue 33)', () => {
  it('counts no hidden note in an open round', async () => {
    const round = crypto.randomUUID();
    await mutate('silentRound.create', { id: round, projectId: PROJECT, target: 'ideas' });
    const [hidden] = await seedIdeas(3, round);
    await mutate('idea.update', { id: hidden, changes: { hiddenAt: new Date().toISOString() } });
    renderPresenter();
    const card = await screen.findByTestId('presenter-round');
    await waitFor(() => expect(card).toHaveTextContent('Rodada silenciosa — 2 notas escondidas'));
  });

  it('shows the time left of a timed vote, and the results in the notes’ colours with authors', async () => {
    const [first] = await seedIdeas(1);
    await mutate('idea.update', { id: first, changes: { color: 'pink', writerName: 'Dora' } });
    await mutate('votingSession.create', {
      id: SESSION,
      projectId: PROJECT,
      title: 'Relâmpago',
      target: 'ideas',
      anonymous: false,
      endsAt: new Date(Date.now() + 135_000).toISOString(),
    });
    renderPresenter();
    const voting = await screen.findByTestId('presenter-voting');
    await waitFor(() =>
      expect(within(voting).getByTestId('voting-deadline')).toHaveTextContent(/Termina em 2:1\d/),
    );

    const person = crypto.randomUUID();
    await mutate('participant.create', {
      id: person,
      projectId: PROJECT,
      sessionId: SESSION,
      name: 'Ana',
    });
    await mutate('dot.create', {
      id: crypto.randomUUID(),
      projectId: PROJECT,
      sessionId: SESSION,
      participantId: person,
      itemId: first,
      placedAt: new Date().toISOString(),
    });
    await mutate('votingSession.update', { id: SESSION, changes: { status: 'revealed' } });
    const item = await within(voting).findByTestId('result-item');
    expect(item).toHaveAttribute('data-color', 'pink');
    expect(within(item).getByTestId('note-byline')).toHaveTextContent('por Dora');
    // Revealed: no more countdown.
    expect(within(voting).queryByTestId('voting-deadline')).toBeNull();

    // The facilitator hides the note: the projector no longer names it, even on their laptop.
    await mutate('idea.update', { id: first, changes: { hiddenAt: new Date().toISOString() } });
    await waitFor(() =>
      expect(within(voting).getByTestId('result-item')).not.toHaveTextContent('Ideia 1'),
    );
  });
});
