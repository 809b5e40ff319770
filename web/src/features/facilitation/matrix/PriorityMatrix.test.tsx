import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { workspaceTestProject } from '../../../../test/workspace-test-setup';
import { i18n } from '../../../i18n';
import { PHONE_MATRIX_QUERY, PriorityMatrix } from './PriorityMatrix';

const PROJECT = '0190c000-0000-7000-8000-0000000000e1';
const SMS = '0190c000-0000-7000-8000-0000000000e2';
const KIOSK = '0190c000-0000-7000-8000-0000000000e3';

const project = workspaceTestProject(PROJECT, {
  seed: async ({ client }) => {
    await client.mutate('idea.create', {
      id: SMS,
      projectId: PROJECT,
      title: 'Senha por SMS',
      description: 'Avisar a vez',
    });
    await client.mutate('idea.create', {
      id: KIOSK,
      projectId: PROJECT,
      title: 'Totem de autoatendimento',
      description: 'Caro e demorado',
      impact: 2,
      feasibility: 1,
    });
  },
});

beforeAll(async () => {
  await i18n.loadNamespaces(['facilitation', 'defineIdeate']);
});

const legend = () => screen.getByRole('list', { name: 'Quadrantes' });

describe('the impact × feasibility matrix', () => {
  it('names its four quadrants on the board and counts the ideas in each', async () => {
    project.render(<PriorityMatrix projectId={PROJECT} />);
    await screen.findByText('Senha por SMS');
    expect(within(screen.getByTestId('matrix-cell-5-5')).getByText('Ganhos rápidos')).toBeVisible();
    expect(
      within(screen.getByTestId('matrix-cell-5-1')).getByText('Grandes apostas'),
    ).toBeVisible();
    expect(
      within(screen.getByTestId('matrix-cell-1-5')).getByText('Tarefas menores'),
    ).toBeVisible();
    expect(within(screen.getByTestId('matrix-cell-1-1')).getByText('Evitar')).toBeVisible();
    // The rated idea sits in its cell (impact 2, feasibility 1: avoid); the other in the tray.
    expect(
      within(screen.getByTestId('matrix-cell-2-1')).getByText('Totem de autoatendimento'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Ideias sem avaliação' })).getByText(
        'Senha por SMS',
      ),
    ).toBeVisible();
    expect(within(legend()).getByText('Evitar · 1')).toBeVisible();
    expect(within(legend()).getByText('Ganhos rápidos · 0')).toBeVisible();
  });

  it('rates an idea with the picker: both ratings are required, and it lands in its quadrant', async () => {
    const user = userEvent.setup({ delay: null });
    project.render(<PriorityMatrix projectId={PROJECT} />);
    await user.click(await screen.findByRole('button', { name: 'Senha por SMS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Senha por SMS' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Escolha o impacto e a viabilidade.',
    );

    const impact = within(dialog).getByRole('radiogroup', { name: 'Impacto' });
    const feasibility = within(dialog).getByRole('radiogroup', { name: 'Viabilidade' });
    await user.click(within(impact).getByRole('radio', { name: '5' }));
    await user.click(within(feasibility).getByRole('radio', { name: '4' }));
    expect(within(dialog).getByText('Impacto transformador')).toBeVisible();
    expect(within(dialog).getByText('Fácil')).toBeVisible();
    expect(within(dialog).getByText('Vai para: Ganhos rápidos')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(async () =>
      expect(await project.sync.db.ideas.get(SMS)).toMatchObject({ impact: 5, feasibility: 4 }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByTestId('matrix-cell-5-4')).getByText('Senha por SMS'),
      ).toBeVisible(),
    );
    expect(within(legend()).getByText('Ganhos rápidos · 1')).toBeVisible();
    expect(
      screen.getByText(
        'Todas as ideias estão na matriz. Solte uma ideia aqui para tirar a avaliação dela.',
      ),
    ).toBeVisible();
    const pending = (await project.sync.client.pending()).at(-1);
    expect(pending).toMatchObject({
      name: 'idea.update',
      args: { id: SMS, changes: { impact: 5, feasibility: 4 } },
    });
  });

  it('takes an idea off the matrix back to the tray', async () => {
    const user = userEvent.setup({ delay: null });
    project.render(<PriorityMatrix projectId={PROJECT} />);
    await user.click(await screen.findByRole('button', { name: 'Totem de autoatendimento' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Tirar da matriz' }));
    await waitFor(async () =>
      expect(await project.sync.db.ideas.get(KIOSK)).toMatchObject({
        impact: null,
        feasibility: null,
      }),
    );
    await waitFor(() => expect(screen.getByText('Sem avaliação (2)')).toBeVisible());
  });
});

describe('the matrix on a phone', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({
      ...matchMedia(query),
      matches: query === PHONE_MATRIX_QUERY,
    });
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  const quadrant = (name: string) => screen.getByRole('region', { name });

  it('shows the four quadrants two by two as on the board, each idea with its ratings', async () => {
    project.render(<PriorityMatrix projectId={PROJECT} />);
    await waitFor(() => expect(screen.queryByTestId('matrix-cell-5-5')).toBeNull());
    const board = await screen.findByTestId('matrix');
    // Reading order: high impact first, hard on the left.
    expect(
      within(board)
        .getAllByRole('region')
        .map((region) => region.getAttribute('aria-label')),
    ).toEqual(['Grandes apostas', 'Ganhos rápidos', 'Evitar', 'Tarefas menores']);
    const kiosk = within(quadrant('Evitar')).getByRole('button', {
      name: /^Totem de autoatendimento/,
    });
    expect(kiosk).toHaveTextContent('I2 · V1');
    expect(
      within(screen.getByRole('region', { name: 'Ideias sem avaliação' })).getByRole('button', {
        name: 'Senha por SMS',
      }),
    ).toBeVisible();
    expect(
      screen.getByText(/Toque numa ideia para dar as notas de impacto e de viabilidade/),
    ).toBeVisible();
  });

  it('places an idea with the picker a tap opens', async () => {
    const user = userEvent.setup({ delay: null });
    project.render(<PriorityMatrix projectId={PROJECT} />);
    await waitFor(() => expect(screen.queryByTestId('matrix-cell-5-5')).toBeNull());
    await user.click(await screen.findByRole('button', { name: 'Senha por SMS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Senha por SMS' });
    const impact = within(dialog).getByRole('radiogroup', { name: 'Impacto' });
    const feasibility = within(dialog).getByRole('radiogroup', { name: 'Viabilidade' });
    await user.click(within(impact).getByRole('radio', { name: '5' }));
    await user.click(within(feasibility).getByRole('radio', { name: '4' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(async () =>
      expect(await project.sync.db.ideas.get(SMS)).toMatchObject({ impact: 5, feasibility: 4 }),
    );
    const placed = await within(quadrant('Ganhos rápidos')).findByRole('button', {
      name: /^Senha por SMS/,
    });
    expect(placed).toHaveTextContent('I5 · V4');
    expect(
      screen.getByText(
        'Todas as ideias estão na matriz. Toque numa ideia para mudar as notas dela ou tirá-la da matriz.',
      ),
    ).toBeVisible();
  });
});

describe('notes with colours and authors on the matrix (issue 33)', () => {
  it('draws a chip in its note’s colour and names its author', async () => {
    await project.sync.client.mutate('idea.update', {
      id: KIOSK,
      changes: { color: 'purple', writerName: 'Bruno' },
    });
    project.render(<PriorityMatrix projectId={PROJECT} />);
    const chip = await screen.findByRole('button', { name: /Totem de autoatendimento/ });
    expect(chip).toHaveAttribute('data-color', 'purple');
    expect(chip).toHaveStyle({ backgroundColor: '#e5dbff' });
    expect(chip).toHaveAccessibleName(/por Bruno/);
    expect(chip).toHaveAttribute('title', 'Totem de autoatendimento — por Bruno');
  });
});
