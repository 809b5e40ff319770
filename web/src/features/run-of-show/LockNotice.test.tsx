import { screen } from '@testing-library/react';
import type { RoomControl } from '@trilha/shared';
import { roomControlId } from '@trilha/sync';
import { describe, expect, it } from 'vitest';
import { signIn, testUser } from '../../../test/user-sync';
import { workspaceTestProject } from '../../../test/workspace-test-setup';
import { ProjectAccess } from '../../project-data/project-access';
import { LockNotice } from './LockNotice';

const PROJECT = '0190c000-0000-7000-8000-0000000003a5';
const workspace = workspaceTestProject(PROJECT, { name: 'Oficina' });
const T0 = '2026-11-28T10:00:00.000Z';

const seedControl = (changes: Partial<RoomControl>) =>
  workspace.sync.db.roomControls.put({
    id: roomControlId(PROJECT),
    projectId: PROJECT,
    currentStepId: null,
    stepStartedAt: null,
    focusTool: null,
    focusAt: null,
    summonedAt: null,
    locked: false,
    lockedTools: [],
    facilitatorIds: [],
    createdAt: T0,
    updatedAt: T0,
    ...changes,
  });

const renderNotice = () =>
  workspace.render(
    <ProjectAccess projectId={PROJECT}>
      <LockNotice />
    </ProjectAccess>,
  );

const participant = () =>
  signIn(testUser({ id: '0190c000-0000-7000-8000-0000000003a6', name: 'Bia' }));

describe('the lock notice', () => {
  it('names the locked tools to a participant', async () => {
    await seedControl({ lockedTools: ['wall', 'matrix'] });
    participant();
    renderNotice();
    expect(await screen.findByTestId('lock-notice')).toHaveTextContent(
      'O facilitador bloqueou Mural de ideias e Matriz de priorização',
    );
  });

  it('says the whole project is locked', async () => {
    await seedControl({ locked: true, lockedTools: ['wall'] });
    participant();
    renderNotice();
    expect(await screen.findByTestId('lock-notice')).toHaveTextContent(
      /^O facilitador bloqueou o projeto/,
    );
  });

  it('says nothing to the facilitator', async () => {
    await seedControl({ locked: true });
    renderNotice();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('lock-notice')).toBeNull();
  });
});
