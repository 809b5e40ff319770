import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compareAgendaSteps } from '@trilha/shared';
import { describe, expect, it } from 'vitest';
import { signIn, testUser } from '../../../test/user-sync';
import { workspaceTestProject } from '../../../test/workspace-test-setup';
import { AgendaButton } from './AgendaButton';

const PROJECT = '0190c000-0000-7000-8000-0000000003a1';
const workspace = workspaceTestProject(PROJECT, { name: 'Oficina' });

const storedSteps = async () =>
  (await workspace.sync.db.agendaSteps.where('projectId').equals(PROJECT).toArray()).sort(
    compareAgendaSteps,
  );

async function openAgenda() {
  const user = userEvent.setup();
  workspace.render(<AgendaButton projectId={PROJECT} />);
  await user.click(await screen.findByRole('button', { name: 'Agenda' }));
  return { user, drawer: await screen.findByRole('dialog', { name: 'Agenda da oficina' }) };
}

async function addStep(
  user: ReturnType<typeof userEvent.setup>,
  drawer: HTMLElement,
  fields: { name: string; tool: string; mode: string; minutes?: string },
) {
  await user.click(within(drawer).getByRole('button', { name: 'Adicionar passo' }));
  const form = within(drawer).getByTestId('step-form');
  await user.type(within(form).getByLabelText(/Nome do passo/), fields.name);
  await user.selectOptions(within(form).getByLabelText('Ferramenta'), fields.tool);
  await user.selectOptions(within(form).getByLabelText('Modo'), fields.mode);
  if (fields.minutes) {
    const duration = within(form).getByLabelText('Duração (minutos)');
    await user.clear(duration);
    await user.type(duration, fields.minutes);
  }
  await user.click(within(form).getByRole('button', { name: 'Salvar' }));
}

describe('the agenda panel', () => {
  it('adds steps in order, with their tool, mode, duration and a vote’s budget', async () => {
    const { user, drawer } = await openAgenda();
    expect(within(drawer).getByText(/Nenhum passo ainda/)).toBeVisible();
    await addStep(user, drawer, {
      name: 'Ideias em silêncio',
      tool: 'Ideias',
      mode: 'Rodada privada',
      minutes: '8',
    });
    await waitFor(() => expect(within(drawer).getAllByTestId('agenda-step')).toHaveLength(1));
    await addStep(user, drawer, { name: 'Votar', tool: 'Ideias', mode: 'Votação' });
    await waitFor(() => expect(within(drawer).getAllByTestId('agenda-step')).toHaveLength(2));
    const steps = await storedSteps();
    expect(steps.map((step) => [step.name, step.tool, step.mode, step.durationMs])).toEqual([
      ['Ideias em silêncio', 'ideas', 'private', 480_000],
      ['Votar', 'ideas', 'vote', 300_000],
    ]);
    expect(steps[0]?.position).toBeLessThan(steps[1]?.position ?? 0);
    const [first] = within(drawer).getAllByTestId('agenda-step');
    expect(first).toHaveTextContent('1. Ideias em silêncio');
    expect(first).toHaveTextContent('Rodada privada');
    expect(first).toHaveTextContent('8 min');
  });

  it('refuses a mode that does not fit the tool', async () => {
    const { user, drawer } = await openAgenda();
    await addStep(user, drawer, {
      name: 'Votar no mural',
      tool: 'Mural de ideias',
      mode: 'Votação',
    });
    expect(
      within(drawer).getByText(/Rodada privada e votação funcionam só com ideias/),
    ).toBeVisible();
    expect(await storedSteps()).toEqual([]);
  });

  it('edits, moves and deletes a step', async () => {
    const { user, drawer } = await openAgenda();
    await addStep(user, drawer, { name: 'Primeiro', tool: 'Ideias', mode: 'Discussão' });
    await waitFor(() => expect(within(drawer).getAllByTestId('agenda-step')).toHaveLength(1));
    await addStep(user, drawer, { name: 'Segundo', tool: 'Mural de ideias', mode: 'Agrupar' });
    await waitFor(() => expect(within(drawer).getAllByTestId('agenda-step')).toHaveLength(2));

    await user.click(within(drawer).getByRole('button', { name: 'Subir Segundo' }));
    await waitFor(async () =>
      expect((await storedSteps()).map((step) => step.name)).toEqual(['Segundo', 'Primeiro']),
    );
    await waitFor(() =>
      expect(within(drawer).getAllByTestId('agenda-step')[0]).toHaveTextContent('1. Segundo'),
    );

    await user.click(within(drawer).getByRole('button', { name: 'Editar Primeiro' }));
    const form = within(drawer).getByTestId('step-form');
    const name = within(form).getByLabelText(/Nome do passo/);
    await user.clear(name);
    await user.type(name, 'Discutir');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(async () =>
      expect((await storedSteps()).map((step) => step.name)).toEqual(['Segundo', 'Discutir']),
    );

    await user.click(within(drawer).getByRole('button', { name: 'Excluir Segundo' }));
    await waitFor(async () =>
      expect((await storedSteps()).map((step) => step.name)).toEqual(['Discutir']),
    );
  });

  it('is not offered to someone who does not facilitate', async () => {
    signIn(testUser({ id: '0190c000-0000-7000-8000-0000000003a9' }));
    workspace.render(<AgendaButton projectId={PROJECT} />);
    // The project's page is there (its owner's project), the agenda is not.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Agenda' })).toBeNull();
  });
});
