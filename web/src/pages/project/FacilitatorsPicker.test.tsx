import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { roomControlId } from '@trilha/sync';
import { describe, expect, it } from 'vitest';
import { fakeServer, jsonResponse } from '../../../test/http';
import { TEST_USER_ID } from '../../../test/user-sync';
import { workspaceTestProject } from '../../../test/workspace-test-setup';
import { ProjectAccess } from '../../project-data/project-access';
import { FacilitatorsPicker } from './FacilitatorsPicker';

const PROJECT = '0190c000-0000-7000-8000-0000000003f1';
const BIA = '0190c000-0000-7000-8000-0000000003f2';
const workspace = workspaceTestProject(PROJECT, { name: 'Oficina' });

function server(answer: 'members' | 'offline') {
  return fakeServer(({ path }) => {
    if (answer === 'offline' || path === '/api/subscription')
      throw new TypeError('Failed to fetch');
    if (path === '/api/shared-projects') return jsonResponse([]);
    if (path === `/api/projects/${PROJECT}/invitations`) return jsonResponse([]);
    if (path === `/api/projects/${PROJECT}/members`)
      return jsonResponse([
        { userId: TEST_USER_ID, name: 'Ana Souza', role: 'owner' },
        { userId: BIA, name: 'Bia', role: 'editor' },
        { userId: '0190c000-0000-7000-8000-0000000003f3', name: 'Caio', role: 'viewer' },
      ]);
    return undefined;
  });
}

const renderPicker = () =>
  workspace.render(
    <ProjectAccess projectId={PROJECT}>
      <FacilitatorsPicker projectId={PROJECT} />
    </ProjectAccess>,
  );

describe('naming facilitators', () => {
  it('lists the editors, and a tick names one facilitator on the control record', async () => {
    server('members');
    const user = userEvent.setup();
    renderPicker();
    const bia = await screen.findByRole('checkbox', { name: 'Bia' });
    // Viewers do not run the room; the owner always does.
    expect(screen.queryByRole('checkbox', { name: 'Caio' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Ana Souza' })).toBeNull();
    await user.click(bia);
    await waitFor(async () =>
      expect(
        (await workspace.sync.db.roomControls.get(roomControlId(PROJECT)))?.facilitatorIds,
      ).toEqual([BIA]),
    );
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Bia' })).toBeChecked());
  });

  it('says offline that the editors need a connection', async () => {
    server('offline');
    renderPicker();
    expect(await screen.findByText(/precisa de conexão/)).toBeVisible();
  });
});
