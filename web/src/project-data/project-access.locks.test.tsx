import { screen } from '@testing-library/react';
import type { RoomControl } from '@trilha/shared';
import { describe, expect, it } from 'vitest';
import { putControl } from '../../test/run-of-show';
import { signIn, testUser } from '../../test/user-sync';
import { workspaceTestProject } from '../../test/workspace-test-setup';
import {
  ProjectAccess,
  useCanAdd,
  useCanChangeRecord,
  useCanContribute,
  useCanEdit,
} from './project-access';

const PROJECT = '0190c000-0000-7000-8000-0000000003d1';
const EDITOR = '0190c000-0000-7000-8000-0000000003d9';
const workspace = workspaceTestProject(PROJECT, { name: 'Oficina' });
const seedControl = (changes: Partial<RoomControl>) => putControl(workspace.sync, PROJECT, changes);

function Rights() {
  const yes = (value: boolean) => (value ? 'yes' : 'no');
  return (
    <dl>
      <dd data-testid="add-ideas">{yes(useCanAdd('ideas'))}</dd>
      <dd data-testid="add-personas">{yes(useCanAdd('personas'))}</dd>
      <dd data-testid="change-idea">{yes(useCanChangeRecord(null, 'ideas'))}</dd>
      <dd data-testid="edit">{yes(useCanEdit())}</dd>
      <dd data-testid="edit-wall">{yes(useCanEdit('wall'))}</dd>
      <dd data-testid="contribute">{yes(useCanContribute())}</dd>
    </dl>
  );
}

const renderRights = () =>
  workspace.render(
    <ProjectAccess projectId={PROJECT}>
      <Rights />
    </ProjectAccess>,
  );

/** Waits until the control record is read (the rights change from their first render). */
const right = async (id: string, value: 'yes' | 'no') =>
  expect(await screen.findByTestId(id)).toHaveTextContent(value);

describe('the facilitator’s locks in what a user may change', () => {
  it('a locked tool closes adding and changing its records to an editor, not other tools', async () => {
    await seedControl({ lockedTools: ['ideas', 'wall'] });
    signIn(testUser({ id: EDITOR, name: 'Bia' }));
    renderRights();
    await screen.findByTestId('add-ideas');
    await expect.poll(() => screen.getByTestId('add-ideas').textContent).toBe('no');
    await right('change-idea', 'no');
    await right('add-personas', 'yes');
    // The wall, a view of the ideas, closes by its own lock where a screen names it.
    await right('edit-wall', 'no');
    await right('edit', 'yes');
  });

  it('a locked tool does not stop the owner, who facilitates', async () => {
    await seedControl({ lockedTools: ['ideas'], locked: true });
    renderRights();
    // The owner's rights stay whole, even with the whole project locked.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await right('add-ideas', 'yes');
    await right('edit', 'yes');
    await right('contribute', 'yes');
  });

  it('nor an editor the owner named facilitator', async () => {
    await seedControl({ lockedTools: ['ideas'], facilitatorIds: [EDITOR] });
    signIn(testUser({ id: EDITOR, name: 'Bia' }));
    renderRights();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await right('add-ideas', 'yes');
  });

  it('a locked project is read-only to an editor', async () => {
    await seedControl({ locked: true });
    signIn(testUser({ id: EDITOR, name: 'Bia' }));
    renderRights();
    await screen.findByTestId('edit');
    await expect.poll(() => screen.getByTestId('edit').textContent).toBe('no');
    await right('contribute', 'no');
    await right('add-personas', 'no');
  });
});
