import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderPage, setupI18n } from '../../../test/render';
import { createTestUserSync, signIn } from '../../../test/user-sync';
import { SyncContextProvider, type UserSync } from '../../project-data/SyncProvider';
import { DashboardPage } from './DashboardPage';
import { levelFor } from './dashboard-stats';

const ALPHA = '0190c000-0000-7000-8000-0000000000a1';
const BETA = '0190c000-0000-7000-8000-0000000000a2';
const id = (n: number) => `0190c000-0000-7000-8000-0000000001${String(n).padStart(2, '0')}`;

let sync: UserSync;

const renderDashboard = (value: UserSync | null = sync) =>
  renderPage(
    <SyncContextProvider value={value}>
      <DashboardPage />
    </SyncContextProvider>,
  );

/** Two projects, one completed; records in phases 1, 2 and 3. */
async function seed() {
  const { client } = sync;
  await client.mutate('project.create', { id: ALPHA, name: 'Alfa', description: '' });
  await client.mutate('project.create', { id: BETA, name: 'Beta', description: '' });
  await client.mutate('project.update', { id: BETA, changes: { status: 'completed' } });
  await client.mutate('persona.create', { id: id(1), projectId: ALPHA, name: 'Joana' });
  await client.mutate('persona.create', { id: id(2), projectId: ALPHA, name: 'Carlos' });
  await client.mutate('povStatement.create', {
    id: id(3),
    projectId: ALPHA,
    user: 'Pacientes idosos',
    need: 'marcar consultas sem ajuda',
    insight: 'o app pede muitos passos',
    statement: 'Pacientes idosos precisam marcar consultas sozinhos',
  });
  await client.mutate('idea.create', {
    id: id(4),
    projectId: BETA,
    title: 'Agendamento por voz',
    description: 'Marcar falando com o assistente',
  });
}

beforeAll(() => setupI18n('pt-BR'));

beforeEach(() => {
  sync = createTestUserSync();
  signIn();
});

afterEach(() => {
  sync.db.close();
});

describe('DashboardPage', () => {
  it('shows a loader while the database opens', async () => {
    renderDashboard(null);
    expect(await screen.findByRole('status', { name: 'Carregando seu painel' })).toBeVisible();
  });

  it('shows counts computed from the local database', async () => {
    await seed();
    renderDashboard();

    expect(await screen.findByTestId('dashboard-projects')).toHaveTextContent('2');
    expect(screen.getByTestId('dashboard-completed')).toHaveTextContent('1');
    expect(screen.getByTestId('dashboard-phases')).toHaveTextContent('3/5');
    expect(screen.getByTestId('dashboard-records')).toHaveTextContent('4');
    // Alfa: personas + POV = 2 of 10 tools (20%); Beta: ideas = 1 of 10 (10%); mean 15%.
    expect(screen.getByTestId('dashboard-average')).toHaveTextContent('15%');
    expect(screen.getByTestId('dashboard-level')).toHaveTextContent('Nível: Iniciante');

    expect(within(screen.getByTestId('phase-progress-1')).getByText('Concluída')).toBeVisible();
    expect(within(screen.getByTestId('phase-progress-1')).getByText('2 registros')).toBeVisible();
    expect(within(screen.getByTestId('phase-progress-3')).getByText('Concluída')).toBeVisible();
    expect(within(screen.getByTestId('phase-progress-4')).getByText('Não iniciada')).toBeVisible();

    const items = screen.getAllByTestId('activity-item');
    expect(items).toHaveLength(5);
    const idea = items.find((item) => item.textContent?.includes('Agendamento por voz'));
    expect(idea).toBeDefined();
    expect(within(idea as HTMLElement).getByText('Ideia')).toBeVisible();
    expect(within(idea as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/projects/${BETA}`,
    );
    expect(idea).toHaveTextContent('em Beta');
  });

  it('moves as soon as work is done', async () => {
    renderDashboard();
    expect(await screen.findByTestId('dashboard-projects')).toHaveTextContent('0');
    expect(screen.getByTestId('dashboard-phases')).toHaveTextContent('0/5');
    expect(screen.getByText('Nenhuma atividade ainda')).toBeVisible();

    await sync.client.mutate('project.create', { id: ALPHA, name: 'Alfa', description: '' });
    await sync.client.mutate('persona.create', { id: id(1), projectId: ALPHA, name: 'Joana' });
    await screen.findByText('Joana');
    await waitFor(() => expect(screen.getByTestId('dashboard-phases')).toHaveTextContent('1/5'));
    expect(screen.getByTestId('dashboard-projects')).toHaveTextContent('1');
    expect(screen.getByTestId('dashboard-average')).toHaveTextContent('10%');
  });

  it('links to the projects and scrolls to the phases', async () => {
    const user = userEvent.setup();
    renderDashboard();
    expect(await screen.findByRole('link', { name: 'Iniciar Projeto Completo' })).toHaveAttribute(
      'href',
      '/projects',
    );
    await user.click(screen.getByRole('button', { name: 'Explorar Fases' }));
    expect(
      screen.getByRole('heading', { name: 'As cinco fases do Design Thinking' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir para meus projetos' })).toHaveAttribute(
      'href',
      '/projects',
    );
  });
});

describe('levelFor', () => {
  it('splits the scale in thirds', () => {
    expect(levelFor(0)).toBe('beginner');
    expect(levelFor(33)).toBe('beginner');
    expect(levelFor(34)).toBe('intermediate');
    expect(levelFor(66)).toBe('intermediate');
    expect(levelFor(67)).toBe('advanced');
  });
});
