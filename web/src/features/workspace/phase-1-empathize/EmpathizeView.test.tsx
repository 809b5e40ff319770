import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { workspaceTestProject } from '../../../../test/workspace-test-setup';
import { EmpathizeView } from './EmpathizeView';

const PROJECT_ID = '0190c000-0000-7000-8000-0000000000aa';
const workspace = workspaceTestProject(PROJECT_ID, { name: 'App de consultas' });

async function renderView() {
  workspace.render(<EmpathizeView projectId={PROJECT_ID} />);
  return userEvent.setup();
}

const dialog = () => screen.findByRole('dialog');

describe('EmpathizeView', () => {
  it('switches to the index and back to the chosen tab', async () => {
    const user = await renderView();
    expect(await screen.findByRole('heading', { name: 'Fase 1: Empatizar' })).toBeVisible();
    expect(await screen.findByText('Nenhum mapa de empatia criado')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Índice' }));
    expect(await screen.findAllByTestId('index-tool')).toHaveLength(4);
    expect(screen.getByText(/^0 persona/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Abrir Observações' }));
    expect(await screen.findByText('Nenhuma observação registrada')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Observações' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Índice' }));
    await user.click(screen.getByRole('button', { name: 'Ver Ferramentas' }));
    expect(await screen.findByRole('tab', { name: 'Mapas de Empatia' })).toBeVisible();
  });

  it('creates, edits and deletes an empathy map', async () => {
    const user = await renderView();
    await user.click(await screen.findByRole('button', { name: 'Novo Mapa de Empatia' }));
    let form = await dialog();
    await user.click(within(form).getByRole('button', { name: 'Criar Mapa' }));
    expect(await within(form).findByText('Título é obrigatório')).toBeVisible();

    await user.type(within(form).getByLabelText(/Título/), 'Paciente');
    // One blank row per quadrant; a second row can be removed, the last one cannot.
    const says = within(form).getByRole('group', { name: 'Diz' });
    expect(within(says).queryByRole('button', { name: /Remover/ })).toBeNull();
    await user.type(within(says).getByLabelText('Diz, item 1'), 'Odeio esperar');
    await user.click(within(says).getByRole('button', { name: 'Adicionar' }));
    await user.type(within(says).getByLabelText('Diz, item 2'), 'Quero rapidez');
    await user.click(within(says).getByRole('button', { name: 'Adicionar' }));
    await user.click(within(says).getByRole('button', { name: 'Remover Diz, item 2' }));
    await user.click(within(form).getByRole('button', { name: 'Criar Mapa' }));

    expect(await screen.findByText('Mapa de Empatia criado!')).toBeVisible();
    const card = await screen.findByTestId('empathy-map');
    expect(within(card).getByText('Odeio esperar')).toBeVisible();
    const [row] = await workspace.sync.db.empathyMaps.toArray();
    // The removed row is gone and the trailing blank one is dropped.
    expect(row?.says).toEqual(['Odeio esperar']);
    expect(row?.thinks).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Editar Paciente' }));
    form = await dialog();
    const title = within(form).getByLabelText(/Título/);
    await user.clear(title);
    await user.type(title, 'Paciente idoso');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Mapa de Empatia atualizado!')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Paciente idoso' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Excluir Paciente idoso' }));
    expect(await screen.findByText('Mapa de Empatia excluído')).toBeVisible();
    expect(await screen.findByText('Nenhum mapa de empatia criado')).toBeVisible();
  });

  it('says who wrote an empathy map, as the other cards do', async () => {
    const id = crypto.randomUUID();
    await workspace.sync.client.mutate('empathyMap.create', {
      id,
      projectId: PROJECT_ID,
      title: 'Paciente',
      says: ['Odeio esperar'],
    });
    // The server's stamp, as a pull brings it.
    await workspace.sync.db.empathyMaps.update(id, { authorName: 'Carla' });
    await renderView();
    const card = await screen.findByTestId('empathy-map');
    expect(await within(card).findByText('por Carla')).toBeVisible();
  });

  it('creates, edits and deletes a persona', async () => {
    const user = await renderView();
    await user.click(await screen.findByRole('tab', { name: 'Personas' }));
    expect(await screen.findByText('Nenhuma persona criada')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Nova Persona' }));
    let form = await dialog();
    await user.click(within(form).getByRole('button', { name: 'Criar Persona' }));
    expect(await within(form).findByText('Nome é obrigatório')).toBeVisible();

    await user.type(within(form).getByLabelText(/Nome/), 'Maria');
    await user.type(within(form).getByLabelText('Idade'), '34');
    await user.type(within(form).getByLabelText('Ocupação'), 'Enfermeira');
    await user.type(within(form).getByLabelText('Objetivos, item 1'), 'Marcar rápido');
    await user.click(within(form).getByRole('button', { name: 'Criar Persona' }));

    expect(await screen.findByText('Persona criada!')).toBeVisible();
    const card = await screen.findByTestId('persona');
    expect(within(card).getByText('34 anos · Enfermeira')).toBeVisible();
    const [row] = await workspace.sync.db.personas.toArray();
    expect(row).toMatchObject({ age: 34, goals: ['Marcar rápido'], frustrations: [] });

    await user.click(within(card).getByRole('button', { name: 'Editar Maria' }));
    form = await dialog();
    await user.clear(within(form).getByLabelText('Idade'));
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Persona atualizada!')).toBeVisible();
    await waitFor(async () =>
      expect((await workspace.sync.db.personas.toArray())[0]?.age).toBeNull(),
    );

    await user.click(screen.getByRole('button', { name: 'Excluir Maria' }));
    expect(await screen.findByText('Persona excluída')).toBeVisible();
    expect(await screen.findByText('Nenhuma persona criada')).toBeVisible();
  });

  it('creates, edits and deletes an interview with paired questions and answers', async () => {
    const user = await renderView();
    await user.click(await screen.findByRole('tab', { name: 'Entrevistas' }));
    expect(await screen.findByText('Nenhuma entrevista documentada')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Nova Entrevista' }));
    let form = await dialog();
    await user.click(within(form).getByRole('button', { name: 'Criar Entrevista' }));
    expect(await within(form).findByText('Nome do participante é obrigatório')).toBeVisible();

    await user.type(within(form).getByLabelText(/Nome do participante/), 'João');
    await user.type(within(form).getByLabelText('Duração (minutos)'), '30');
    await user.type(within(form).getByLabelText('Pergunta 1'), 'Como marca consultas?');
    await user.type(within(form).getByLabelText('Resposta 1'), 'Por telefone');
    await user.click(within(form).getByRole('button', { name: 'Adicionar pergunta' }));
    expect(within(form).getByLabelText('Resposta 2')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Remover pergunta 2' }));
    expect(within(form).queryByLabelText('Resposta 2')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Criar Entrevista' }));

    expect(await screen.findByText('Entrevista criada!')).toBeVisible();
    const card = await screen.findByTestId('interview');
    expect(within(card).getByText('Por telefone')).toBeVisible();
    const [row] = await workspace.sync.db.interviews.toArray();
    expect(row).toMatchObject({
      duration: 30,
      questions: ['Como marca consultas?'],
      responses: ['Por telefone'],
    });

    await user.click(within(card).getByRole('button', { name: 'Editar entrevista com João' }));
    form = await dialog();
    await user.type(within(form).getByLabelText('Insights'), 'Prefere telefone');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Entrevista atualizada!')).toBeVisible();
    expect(await screen.findByText('Prefere telefone')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Excluir entrevista com João' }));
    expect(await screen.findByText('Entrevista excluída')).toBeVisible();
    expect(await screen.findByText('Nenhuma entrevista documentada')).toBeVisible();
  });

  it('creates, edits and deletes an observation', async () => {
    const user = await renderView();
    await user.click(await screen.findByRole('tab', { name: 'Observações' }));
    await user.click(await screen.findByRole('button', { name: 'Nova Observação' }));
    let form = await dialog();
    await user.type(within(form).getByLabelText(/Local/), 'Recepção');
    await user.click(within(form).getByRole('button', { name: 'Criar Observação' }));
    expect(await within(form).findByText('Contexto é obrigatório')).toBeVisible();
    expect(within(form).getByText('Comportamento é obrigatório')).toBeVisible();

    await user.type(within(form).getByLabelText(/Contexto/), 'Manhã cheia');
    await user.type(within(form).getByLabelText(/Comportamento/), 'Pacientes em pé');
    await user.click(within(form).getByRole('button', { name: 'Criar Observação' }));
    expect(await screen.findByText('Observação criada!')).toBeVisible();
    const card = await screen.findByTestId('observation');
    expect(within(card).getByText('Pacientes em pé')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Editar observação em Recepção' }));
    form = await dialog();
    const behavior = within(form).getByLabelText(/Comportamento/);
    await user.clear(behavior);
    await user.type(behavior, 'Pacientes sentados no chão');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Observação atualizada!')).toBeVisible();
    expect(await screen.findByText('Pacientes sentados no chão')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Excluir observação em Recepção' }));
    expect(await screen.findByText('Observação excluída')).toBeVisible();
    expect(await screen.findByText('Nenhuma observação registrada')).toBeVisible();
  });
});
