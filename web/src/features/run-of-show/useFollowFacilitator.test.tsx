import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoomControl } from '@trilha/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { putControl, putSteps, RUN_AT, renderOnProjectRoutes } from '../../../test/run-of-show';
import { signIn, testUser } from '../../../test/user-sync';
import { workspaceTestProject } from '../../../test/workspace-test-setup';
import { FollowBar } from './FollowBar';

const PROJECT = '0190c000-0000-7000-8000-0000000003b1';
const STEP = '0190c000-0000-7000-8000-0000000003b2';
const workspace = workspaceTestProject(PROJECT, { name: 'Oficina' });

beforeEach(async () => {
  sessionStorage.clear();
  await putSteps(workspace.sync, PROJECT, [
    { id: STEP, name: 'Agrupar no mural', tool: 'wall', mode: 'group' },
  ]);
  // A participant: someone other than the project's owner, not named facilitator.
  signIn(testUser({ id: '0190c000-0000-7000-8000-0000000003b9', name: 'Bia' }));
});

/** The control record as a pull from the facilitator's device leaves it: the agenda running. */
const control = (changes: Partial<RoomControl>) =>
  act(async () => {
    await putControl(workspace.sync, PROJECT, {
      currentStepId: STEP,
      stepStartedAt: RUN_AT,
      focusTool: 'wall',
      focusAt: RUN_AT,
      ...changes,
    });
  });

const renderProject = () =>
  renderOnProjectRoutes(workspace.sync, PROJECT, <FollowBar projectId={PROJECT} />);

const where = () => screen.getByTestId('where').textContent;

describe('a participant’s device follows the facilitator', () => {
  it('goes to a new focus, stays once its person leaves, and comes back on a summons', async () => {
    await control({});
    const { router } = renderProject();
    await waitFor(() => expect(where()).toBe(`/projects/${PROJECT}?tool=wall`));
    expect(screen.queryByTestId('follow-bar')).toBeNull();

    // The person looks at the ideas by hand: they have left.
    await act(() => router.navigate(`/projects/${PROJECT}?tool=ideas`));
    expect(await screen.findByRole('button', { name: 'Voltar ao facilitador' })).toBeVisible();

    // The facilitator moves on: the device stays where its person chose to be.
    await control({ focusTool: 'matrix', focusAt: '2026-11-28T10:05:00.000Z' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(where()).toBe(`/projects/${PROJECT}?tool=ideas`);

    // 'Trazer todos para cá' brings everyone, those who left too (a summons of now: one long
    // past brings nobody).
    await control({
      focusTool: 'matrix',
      focusAt: '2026-11-28T10:05:00.000Z',
      summonedAt: new Date().toISOString(),
    });
    await waitFor(() => expect(where()).toBe(`/projects/${PROJECT}?tool=matrix`));
    expect(screen.queryByTestId('follow-bar')).toBeNull();
  });

  it('comes back with one tap on ‘Voltar ao facilitador’, and follows again', async () => {
    await control({});
    const { router } = renderProject();
    await waitFor(() => expect(where()).toBe(`/projects/${PROJECT}?tool=wall`));
    await act(() => router.navigate(`/projects/${PROJECT}?tool=personas`));
    await userEvent.click(await screen.findByRole('button', { name: 'Voltar ao facilitador' }));
    await waitFor(() => expect(where()).toBe(`/projects/${PROJECT}?tool=wall`));
    expect(screen.queryByTestId('follow-bar')).toBeNull();
    await control({ focusTool: 'ideas', focusAt: '2026-11-28T10:07:00.000Z' });
    await waitFor(() => expect(where()).toBe(`/projects/${PROJECT}?tool=ideas`));
  });

  it('never moves the facilitator’s own device', async () => {
    signIn(); // the owner
    await control({});
    renderProject();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(where()).toBe(`/projects/${PROJECT}`);
  });
});
