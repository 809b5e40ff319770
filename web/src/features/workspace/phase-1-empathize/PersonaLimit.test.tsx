import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { PRO_PLAN, summary } from '../../../../test/billing-fixtures';
import { TEST_USER_ID } from '../../../../test/user-sync';
import { workspaceTestProject } from '../../../../test/workspace-test-setup';
import { storeSubscription } from '../../../lib/current-plan';
import { EmpathizeView } from './EmpathizeView';

const PROJECT_ID = '0190c000-0000-7000-8000-0000000000ab';
const OTHER_PROJECT = '0190c000-0000-7000-8000-0000000000ac';
const personaId = (n: number) => `0190c000-0000-7000-8000-0000000002${String(n).padStart(2, '0')}`;

const workspace = workspaceTestProject(PROJECT_ID, {
  async seed({ client }) {
    // Two personas here, and one in another project, which does not count here.
    await client.mutate('project.create', { id: OTHER_PROJECT, name: 'Outro', description: '' });
    await client.mutate('persona.create', { id: personaId(1), projectId: PROJECT_ID, name: 'Ana' });
    await client.mutate('persona.create', { id: personaId(2), projectId: PROJECT_ID, name: 'Bia' });
    await client.mutate('persona.create', {
      id: personaId(3),
      projectId: OTHER_PROJECT,
      name: 'Caio',
    });
  },
});

it("counts the project's personas from the list on screen against the plan's limit", async () => {
  storeSubscription(
    TEST_USER_ID,
    summary({ plan: { ...PRO_PLAN, displayName: 'Free', maxPersonasPerProject: 3 } }),
  );
  const user = userEvent.setup();
  workspace.render(<EmpathizeView projectId={PROJECT_ID} />);
  await user.click(await screen.findByRole('tab', { name: 'Personas' }));
  expect(await screen.findByRole('button', { name: 'Nova Persona' })).toBeVisible();

  // A third persona (from another device, say) reaches the limit: the create gives way to the notice.
  await workspace.sync.client.mutate('persona.create', {
    id: personaId(4),
    projectId: PROJECT_ID,
    name: 'Duda',
  });
  expect(
    await screen.findByText(/Você atingiu o limite de 3 personas por projeto do plano Free\./),
  ).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Nova Persona' })).toBeNull());

  await workspace.sync.client.mutate('persona.delete', { id: personaId(4) });
  expect(await screen.findByRole('button', { name: 'Nova Persona' })).toBeVisible();
});
