import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderPage, setupI18n } from '../../../test/render';
import { createTestUserSync, signIn } from '../../../test/user-sync';
import { SyncContextProvider, type UserSync } from '../../project-data/SyncProvider';
import { DashboardPage } from './DashboardPage';

const PROJECT = '0190c000-0000-7000-8000-0000000002a1';
const id = (n: number) => `0190c000-0000-7000-8000-0000000002${String(n).padStart(2, '0')}`;
let sync: UserSync;

beforeAll(() => setupI18n('pt-BR'));

beforeEach(() => {
  sync = createTestUserSync();
  signIn();
});

afterEach(() => {
  sync.db.close();
});

const badge = (name: string) => screen.getByTestId(`badge-${name}`);

describe('points and badges on the dashboard', () => {
  it('come from the work on this device, and follow it as it changes', async () => {
    const { client } = sync;
    await client.mutate('project.create', { id: PROJECT, name: 'Clínica', description: '' });
    renderPage(
      <SyncContextProvider value={sync}>
        <DashboardPage />
      </SyncContextProvider>,
    );
    const card = await screen.findByTestId('achievements');
    expect(within(card).getByText('Pontos e conquistas')).toBeVisible();
    expect(screen.getByTestId('achievements-points')).toHaveTextContent('0 pontos');
    expect(badge('firstInterview')).toHaveAttribute('data-earned', 'false');
    expect(within(badge('firstInterview')).getByText(/Documente uma entrevista/)).toBeVisible();

    await client.mutate('interview.create', {
      id: id(1),
      projectId: PROJECT,
      participantName: 'Dona Maria',
      date: '2026-03-01',
    });
    await waitFor(() =>
      expect(screen.getByTestId('achievements-points')).toHaveTextContent('10 pontos'),
    );
    expect(badge('firstInterview')).toHaveAttribute('data-earned', 'true');
    expect(within(card).getByText('1 de 4 conquistas', { exact: false })).toBeVisible();

    await client.mutate('project.update', { id: PROJECT, changes: { status: 'completed' } });
    await waitFor(() => expect(badge('projectCompleted')).toHaveAttribute('data-earned', 'true'));
    expect(screen.getByTestId('achievements-points')).toHaveTextContent('60 pontos');

    await client.mutate('interview.delete', { id: id(1) });
    await waitFor(() => expect(badge('firstInterview')).toHaveAttribute('data-earned', 'false'));
    expect(badge('allPhases')).toHaveAttribute('data-earned', 'false');
    expect(badge('testedPrototype')).toHaveAttribute('data-earned', 'false');
  });
});
