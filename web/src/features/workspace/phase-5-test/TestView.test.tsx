import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { workspaceTestProject } from '../../../../test/workspace-test-setup';
import { TestView } from './TestView';

const PROJECT_ID = '0190c000-0000-7000-8000-0000000000a1';
const PROTOTYPE_ID = '0190c000-0000-7000-8000-0000000000d1';
const PLAN_ID = '0190c000-0000-7000-8000-0000000000e1';

// Writes go through IndexedDB; on a busy machine a toast can take more than a second.
const toast = (text: string) => screen.findByText(text, {}, { timeout: 5000 });

const workspace = workspaceTestProject(PROJECT_ID, {
  seed: (sync) =>
    sync.client.mutate('prototype.create', {
      id: PROTOTYPE_ID,
      projectId: PROJECT_ID,
      name: 'Agenda v1',
      description: 'Telas clicáveis',
    }),
});

const renderView = () => workspace.render(<TestView projectId={PROJECT_ID} />);

describe('TestView — test plans', () => {
  it('creates, edits and deletes a test plan', async () => {
    const user = userEvent.setup();
    renderView();
    expect(await screen.findByRole('heading', { name: 'Fase 5: Testar' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Criar Primeiro Plano de Teste' }));
    const dialog = await screen.findByRole('dialog');
    // Defaults of the create form.
    expect(within(dialog).getByRole('textbox', { name: /Participantes/ })).toHaveValue('5');
    expect(within(dialog).getByRole('textbox', { name: 'Duração (minutos)' })).toHaveValue('60');

    await user.type(within(dialog).getByLabelText(/Nome/), 'Usabilidade do agendamento');
    await user.clear(within(dialog).getByRole('textbox', { name: /Participantes/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar Plano' }));
    expect(await within(dialog).findByText('Metodologia é obrigatória')).toBeVisible();
    expect(within(dialog).getByText('Número de participantes é obrigatório')).toBeVisible();

    await user.type(within(dialog).getByLabelText(/Metodologia/), 'Moderado, pensar em voz alta');
    await user.type(within(dialog).getByRole('textbox', { name: /Participantes/ }), '3');
    const tasks = within(dialog).getByRole('textbox', { name: 'Tarefas' });
    await user.type(tasks, 'Marcar consulta{Enter}Cancelar consulta{Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: 'Métricas' }), 'Taxa de sucesso');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar a Métricas' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Protótipo' }));
    await user.click(await screen.findByRole('option', { name: 'Agenda v1', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar Plano' }));

    expect(await toast('Plano de teste criado!')).toBeVisible();
    const card = await screen.findByTestId('test-plan-card');
    expect(within(card).getByText('Planejado')).toBeVisible();
    expect(within(card).getByText('3 participantes')).toBeVisible();
    expect(within(card).getByText('Protótipo: Agenda v1')).toBeVisible();
    const [plan] = await workspace.sync.db.testPlans.toArray();
    expect(plan).toMatchObject({
      participants: 3,
      duration: 60,
      tasks: ['Marcar consulta', 'Cancelar consulta'],
      metrics: ['Taxa de sucesso'],
      status: 'planned',
      prototypeId: PROTOTYPE_ID,
    });

    // Edit: status running; only the change is sent.
    await user.click(
      within(card).getByRole('button', { name: 'Editar Usabilidade do agendamento' }),
    );
    const edit = await screen.findByRole('dialog');
    await user.click(within(edit).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Em andamento', hidden: true }));
    await user.click(within(edit).getByRole('button', { name: 'Salvar Alterações' }));
    expect(await toast('Plano de teste atualizado!')).toBeVisible();
    await waitFor(() => expect(within(card).getByText('Em andamento')).toBeVisible());
    expect((await workspace.sync.client.pending()).at(-1)).toMatchObject({
      name: 'testPlan.update',
      args: { changes: { status: 'running' } },
    });

    await user.click(
      within(card).getByRole('button', { name: 'Excluir Usabilidade do agendamento' }),
    );
    const confirm = await screen.findByRole('dialog', { name: /Excluir/ });
    expect(within(confirm).getByText(/Esta ação não pode ser desfeita\./)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await toast('Plano de teste removido')).toBeVisible();
    expect(await screen.findByText('Nenhum plano de teste criado')).toBeVisible();
  });
});

describe('TestView — results', () => {
  async function createPlan(status: 'planned' | 'running' | 'completed') {
    await workspace.sync.client.mutate('testPlan.create', {
      id: PLAN_ID,
      projectId: PROJECT_ID,
      name: 'Usabilidade',
      methodology: 'Moderado',
      participants: 4,
      tasks: ['Marcar consulta', 'Cancelar consulta'],
      status,
    });
  }

  it('shows a planned plan as not started', async () => {
    await createPlan('planned');
    const user = userEvent.setup();
    renderView();
    await user.click(await screen.findByRole('tab', { name: 'Resultados' }));
    const card = await screen.findByTestId('plan-results');
    expect(within(card).getByText('Teste ainda não iniciado')).toBeVisible();
    expect(within(card).queryByRole('button', { name: /Registrar resultado/ })).toBeNull();
  });

  it('records real results, computes the figures and deletes a result', async () => {
    await createPlan('running');
    await workspace.sync.client.mutate('testResult.create', {
      id: '0190c000-0000-7000-8000-0000000000f1',
      testPlanId: PLAN_ID,
      participantId: 'P1',
      taskResults: [
        { task: 'Marcar consulta', success: true, timeSeconds: 40 },
        { task: 'Cancelar consulta', success: true, timeSeconds: 20 },
      ],
      successRate: 100,
      completionTime: 60,
      insights: 'Achou o botão rápido',
    });
    const user = userEvent.setup();
    renderView();
    await user.click(await screen.findByRole('tab', { name: 'Resultados' }));
    const card = await screen.findByTestId('plan-results');
    expect(within(card).getByText('Teste em andamento — resultados parciais')).toBeVisible();
    expect(within(card).getByText('1 de 4')).toBeVisible();

    await user.click(
      within(card).getByRole('button', { name: 'Registrar resultado de Usabilidade' }),
    );
    const dialog = await screen.findByRole('dialog');
    const participant = within(dialog).getByRole('textbox', { name: /Participante/ });
    expect(participant).toHaveValue('P2');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Concluída: Marcar consulta' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Tempo em segundos: Marcar consulta' }),
      '50',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Tempo em segundos: Cancelar consulta' }),
      '70',
    );
    // Proposed from the tasks: 1 of 2 done, 120 s in all.
    expect(within(dialog).getByRole('textbox', { name: /Taxa de sucesso/ })).toHaveValue('50%');
    expect(within(dialog).getByRole('textbox', { name: /Tempo total/ })).toHaveValue('120');
    await user.clear(participant);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText('Participante é obrigatório')).toBeVisible();
    await user.type(participant, 'P2');
    await user.type(within(dialog).getByLabelText('Insights'), 'Não achou o cancelamento');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));

    expect(await toast('Resultado registrado!')).toBeVisible();
    await waitFor(() => expect(within(card).getAllByTestId('result-row')).toHaveLength(2));
    expect(within(card).getByText('2 de 4')).toBeVisible();
    expect(within(card).getByText('75%')).toBeVisible();
    expect(within(card).getByText('1 min 30 s')).toBeVisible();
    expect(within(card).getByText('Achou o botão rápido')).toBeVisible();
    expect(within(card).getByText('Não achou o cancelamento')).toBeVisible();
    const stored = (await workspace.sync.db.testResults.toArray()).find(
      (row) => row.participantId === 'P2',
    );
    expect(stored).toMatchObject({
      projectId: PROJECT_ID,
      testPlanId: PLAN_ID,
      successRate: 50,
      completionTime: 120,
      taskResults: [
        { task: 'Marcar consulta', success: true, timeSeconds: 50 },
        { task: 'Cancelar consulta', success: false, timeSeconds: 70 },
      ],
    });

    await user.click(within(card).getByRole('button', { name: 'Excluir resultado de P1' }));
    const confirm = await screen.findByRole('dialog', { name: /Excluir/ });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await toast('Resultado excluído')).toBeVisible();
    await waitFor(() => expect(within(card).getAllByTestId('result-row')).toHaveLength(1));
    expect(within(card).getByText('1 de 4')).toBeVisible();
    expect(within(card).getAllByText('50%')).toHaveLength(2);
  });
});
