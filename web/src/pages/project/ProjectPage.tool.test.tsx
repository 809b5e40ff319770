import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { roomControlId } from '@trilha/sync';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import { putControl, putSteps, RUN_AT } from '../../../test/run-of-show';
import { signIn, testUser } from '../../../test/user-sync';
import { workspaceTestProject } from '../../../test/workspace-test-setup';
import { SyncContextProvider } from '../../project-data/SyncProvider';
import { ProjectPage } from './ProjectPage';

const PROJECT = '0190c000-0000-7000-8000-0000000003c1';
const workspace = workspaceTestProject(PROJECT, { name: 'Oficina' });

function renderAt(path: string) {
  return renderRoute(
    [
      {
        path: '/projects/:id',
        element: (
          <SyncContextProvider value={workspace.sync}>
            <ProjectPage />
          </SyncContextProvider>
        ),
      },
    ],
    path,
  );
}

const selectedTab = async (name: string) =>
  expect(await screen.findByRole('tab', { name, selected: true })).toBeVisible();

describe('a tool in the URL', () => {
  it('shows the tool’s phase and tab: ?tool=wall is phase 3’s Categorização', async () => {
    renderAt(`/projects/${PROJECT}?tool=wall`);
    await selectedTab('Categorização');
  });

  it('shows phase 2’s HMW for ?tool=hmwQuestions, and follows a new tool in the URL', async () => {
    const { router } = renderAt(`/projects/${PROJECT}?tool=hmwQuestions`);
    await selectedTab('Perguntas HMW');
    await act(() => router.navigate(`/projects/${PROJECT}?tool=matrix`));
    await selectedTab('Priorização');
  });

  it('without ?tool shows the project’s phase as before', async () => {
    renderAt(`/projects/${PROJECT}`);
    // A new project is in phase 1, on its first tool.
    await selectedTab('Mapas de Empatia');
  });

  it('a tab chosen by hand replaces ?tool in the URL (no new history entry)', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(`/projects/${PROJECT}?tool=ideas`);
    await selectedTab('Brainstorming');
    await user.click(screen.getByRole('tab', { name: 'Categorização' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tool=wall'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('the facilitator’s own moves', () => {
  const STEP = '0190c000-0000-7000-8000-0000000003c2';
  /** A running agenda, as a pull leaves it: the room is on the ideas. */
  const seedRunning = () =>
    putControl(workspace.sync, PROJECT, {
      currentStepId: STEP,
      stepStartedAt: RUN_AT,
      focusTool: 'ideas',
      focusAt: RUN_AT,
    });
  const focus = async () =>
    (await workspace.sync.db.roomControls.get(roomControlId(PROJECT)))?.focusTool;

  it('a tab chosen by the facilitator while the agenda runs moves the room’s focus there', async () => {
    await putSteps(workspace.sync, PROJECT, [
      { id: STEP, name: 'Ideias em silêncio', tool: 'ideas', mode: 'private' },
    ]);
    await seedRunning();
    const user = userEvent.setup();
    renderAt(`/projects/${PROJECT}?tool=ideas`);
    await selectedTab('Brainstorming');
    // The page has read the running agenda (its bar shows) before the facilitator's tap.
    await screen.findByTestId('run-bar');
    await user.click(screen.getByRole('tab', { name: 'Priorização' }));
    await waitFor(async () => expect(await focus()).toBe('matrix'));
  });

  it('shows the facilitator the running step with its time, one timer button on the page', async () => {
    await putSteps(workspace.sync, PROJECT, [
      { id: STEP, name: 'Ideias em silêncio', tool: 'ideas', mode: 'private' },
    ]);
    await seedRunning();
    await workspace.sync.client.mutate('timer.create', {
      id: crypto.randomUUID(),
      projectId: PROJECT,
      label: 'Ideias em silêncio',
      durationMs: 300_000,
      remainingMs: 300_000,
      startedAt: null,
    });
    renderAt(`/projects/${PROJECT}?tool=ideas`);
    const bar = await screen.findByTestId('run-bar');
    expect(bar).toHaveTextContent('Ideias em silêncio');
    expect(bar).toHaveTextContent('Passo 1 de 1');
    expect(await within(bar).findByTestId('run-timer')).toHaveTextContent('5:00');
    expect(within(bar).getByRole('button', { name: 'Encerrar agenda' })).toBeVisible();
    expect(screen.getAllByTestId('timer-chip')).toHaveLength(1);
  });

  it('a participant’s tab is theirs alone', async () => {
    await seedRunning();
    signIn(testUser({ id: '0190c000-0000-7000-8000-0000000003c9', name: 'Bia' }));
    const user = userEvent.setup();
    const { router } = renderAt(`/projects/${PROJECT}?tool=ideas`);
    await selectedTab('Brainstorming');
    await user.click(screen.getByRole('tab', { name: 'Priorização' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tool=matrix'));
    expect(await focus()).toBe('ideas');
    expect((await workspace.sync.client.pending()).map((entry) => entry.name)).not.toContain(
      'roomControl.update',
    );
  });
});
