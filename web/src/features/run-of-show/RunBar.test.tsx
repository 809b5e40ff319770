import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgendaStep } from '@trilha/shared';
import { roomControlId, stepSessionId } from '@trilha/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import { putControl, putSteps, RUN_AT, renderOnProjectRoutes } from '../../../test/run-of-show';
import { workspaceTestProject } from '../../../test/workspace-test-setup';
import { RunBar } from './RunBar';

const PROJECT = '0190c000-0000-7000-8000-0000000003e1';
const workspace = workspaceTestProject(PROJECT, { name: 'Oficina' });
const STEPS: Pick<AgendaStep, 'id' | 'name' | 'tool' | 'mode'>[] = [
  {
    id: '0190c000-0000-7000-8000-0000000003e2',
    name: 'Ideias em silêncio',
    tool: 'ideas',
    mode: 'private',
  },
  { id: '0190c000-0000-7000-8000-0000000003e3', name: 'Agrupar', tool: 'wall', mode: 'group' },
  { id: '0190c000-0000-7000-8000-0000000003e4', name: 'Votar', tool: 'ideas', mode: 'vote' },
];

beforeEach(async () => {
  await putSteps(workspace.sync, PROJECT, STEPS);
});

const renderBar = () =>
  renderOnProjectRoutes(
    workspace.sync,
    PROJECT,
    <RunBar projectId={PROJECT} timer={<span data-testid="timer-slot" />} />,
  );

const storedControl = () => workspace.sync.db.roomControls.get(roomControlId(PROJECT));
const where = () => screen.getByTestId('where').textContent;

describe('the run bar', () => {
  it('offers ‘Iniciar’ to the facilitator before the agenda runs, and summons everyone', async () => {
    const user = userEvent.setup();
    await putControl(workspace.sync, PROJECT, { focusTool: 'wall', focusAt: RUN_AT });
    renderBar();
    const bar = await screen.findByTestId('run-bar');
    expect(within(bar).getByRole('button', { name: 'Iniciar' })).toBeVisible();
    expect(bar).toHaveTextContent('Agenda pronta: 3 passos.');
    await user.click(within(bar).getByRole('button', { name: 'Mais ações da sala' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Trazer todos para cá' }));
    await waitFor(async () => expect((await storedControl())?.summonedAt).not.toBeNull());
    // No tool on screen here: the room goes to the focus it had.
    expect((await storedControl())?.focusTool).toBe('wall');
  });

  it('brings the room to the tool the facilitator shows', async () => {
    const user = userEvent.setup();
    await putControl(workspace.sync, PROJECT, { focusTool: 'wall', focusAt: RUN_AT });
    const { router } = renderBar();
    await router.navigate(`/projects/${PROJECT}?tool=matrix`);
    await user.click(await screen.findByRole('button', { name: 'Mais ações da sala' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Trazer todos para cá' }));
    await waitFor(async () => expect((await storedControl())?.focusTool).toBe('matrix'));
    const control = await storedControl();
    expect(control?.summonedAt).toBe(control?.focusAt);
  });
});

// These run the agenda through the device's own `agenda.advance` and `roomControl.lock`.
describe('running the agenda', () => {
  it('takes one tap a step: Iniciar → Próximo passo → … → Encerrar agenda', async () => {
    const user = userEvent.setup();
    renderBar();
    let taps = 0;
    const tap = async (name: string) => {
      taps += 1;
      await user.click(await screen.findByRole('button', { name }));
    };

    await tap('Iniciar');
    await waitFor(async () => expect((await storedControl())?.currentStepId).toBe(STEPS[0]?.id));
    expect(await screen.findByTestId('run-step-name')).toHaveTextContent('Ideias em silêncio');
    expect(screen.getByTestId('run-bar')).toHaveTextContent('Passo 1 de 3');
    expect(screen.getByTestId('timer-slot')).toBeInTheDocument();
    // This device goes to the step's tool.
    await waitFor(() => expect(where()).toBe(`/projects/${PROJECT}?tool=ideas`));

    await tap('Próximo passo');
    await waitFor(() => expect(screen.getByTestId('run-step-name')).toHaveTextContent('Agrupar'));
    await waitFor(() => expect(where()).toBe(`/projects/${PROJECT}?tool=wall`));

    await tap('Próximo passo');
    await waitFor(() => expect(screen.getByTestId('run-step-name')).toHaveTextContent('Votar'));
    // A vote step's place is its session's page.
    await waitFor(() =>
      expect(where()).toBe(`/projects/${PROJECT}/voting/${stepSessionId(STEPS[2]?.id ?? '')}`),
    );

    await tap('Encerrar agenda');
    await waitFor(async () => expect((await storedControl())?.currentStepId).toBeNull());
    // The bar redraws from the live query a moment after the write.
    await waitFor(() =>
      expect(screen.getByTestId('run-bar')).toHaveTextContent('Agenda encerrada.'),
    );
    expect(taps).toBe(4);
  });

  it('locks the project and the running step’s tool from its menu', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(await screen.findByRole('button', { name: 'Iniciar' }));
    await user.click(await screen.findByRole('button', { name: 'Mais ações da sala' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Bloquear projeto' }));
    await waitFor(async () => expect((await storedControl())?.locked).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Mais ações da sala' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Bloquear Ideias' }));
    await waitFor(async () => expect((await storedControl())?.lockedTools).toEqual(['ideas']));
  });
});
