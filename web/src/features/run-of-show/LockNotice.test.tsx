import { screen } from '@testing-library/react';
import type { RoomControl } from '@trilha/shared';
import { describe, expect, it } from 'vitest';
import { putControl } from '../../../test/run-of-show';
import { signIn, testUser } from '../../../test/user-sync';
import { workspaceTestProject } from '../../../test/workspace-test-setup';
import { ProjectAccess } from '../../project-data/project-access';
import { LockNotice } from './LockNotice';

const PROJECT = '0190c000-0000-7000-8000-0000000003a5';
const workspace = workspaceTestProject(PROJECT, { name: 'Oficina' });
const seedControl = (changes: Partial<RoomControl>) => putControl(workspace.sync, PROJECT, changes);

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
