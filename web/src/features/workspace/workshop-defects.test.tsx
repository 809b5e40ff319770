import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { workspaceTestProject } from '../../../test/workspace-test-setup';
import { EmpathizeView } from './phase-1-empathize/EmpathizeView';
import { PrototypeView } from './phase-4-prototype/PrototypeView';

/** The defects a workshop hit in the record lists and dialogs (issue 11), one test each. */
const PROJECT_ID = '0190c000-0000-7000-8000-0000000000bb';
const workspace = workspaceTestProject(PROJECT_ID, { name: 'Oficina' });

function render(element: React.ReactElement) {
  workspace.render(element);
  return userEvent.setup({ delay: null });
}

describe('a list field in a dialog', () => {
  it('adds the next row on Enter and moves there, without saving the dialog', async () => {
    const user = render(<EmpathizeView projectId={PROJECT_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Novo Mapa de Empatia' }));
    const form = await screen.findByRole('dialog');
    await user.type(within(form).getByLabelText(/Título/), 'Paciente');
    const says = within(form).getByRole('group', { name: 'Diz' });

    await user.type(within(says).getByLabelText('Diz, item 1'), 'Odeio esperar{Enter}');
    expect(within(says).getByLabelText('Diz, item 2')).toHaveFocus();
    await user.keyboard('Quero rapidez{Enter}');
    expect(within(says).getByLabelText('Diz, item 3')).toHaveFocus();

    expect(screen.getByRole('dialog')).toBeVisible();
    expect(await workspace.sync.db.empathyMaps.count()).toBe(0);
    await user.click(within(form).getByRole('button', { name: 'Criar Mapa' }));
    await waitFor(async () =>
      expect((await workspace.sync.db.empathyMaps.toArray())[0]?.says).toEqual([
        'Odeio esperar',
        'Quero rapidez',
      ]),
    );
  });

  it('in an interview opens a new question below on Enter in a question or an answer', async () => {
    const user = render(<EmpathizeView projectId={PROJECT_ID} />);
    await user.click(await screen.findByRole('tab', { name: 'Entrevistas' }));
    await user.click(await screen.findByRole('button', { name: 'Nova Entrevista' }));
    const form = await screen.findByRole('dialog');

    await user.type(within(form).getByLabelText('Pergunta 1'), 'Como você agenda?{Enter}');
    expect(within(form).getByLabelText('Pergunta 2')).toHaveFocus();
    // Enter in the first answer opens a new pair right below it.
    await user.type(within(form).getByLabelText('Resposta 1'), 'Por telefone{Enter}');
    expect(within(form).getByLabelText('Pergunta 2')).toHaveFocus();
    expect(within(form).getByLabelText('Pergunta 3')).toBeVisible();
    expect(within(form).getByLabelText('Resposta 1')).toHaveValue('Por telefone');
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(await workspace.sync.db.interviews.count()).toBe(0);
  });
});

describe('a record list that cannot be read', () => {
  it("shows 'Erro ao carregar protótipos' and reads again on 'Tentar novamente'", async () => {
    const { db } = workspace.sync;
    const read = db.entityTable.bind(db);
    let failing = true;
    vi.spyOn(db, 'entityTable').mockImplementation((entity) => {
      if (entity === 'prototypes' && failing) throw new Error('IndexedDB is broken');
      return read(entity);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = render(<PrototypeView projectId={PROJECT_ID} />);

    // (A toast left by an earlier test is an alert too: find this one by its title.)
    const title = await screen.findByText('Erro ao carregar protótipos');
    const alert = title.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the load error is not an alert');
    expect(title).toBeVisible();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByRole('button', { name: 'Criar Primeiro Protótipo' })).toBeVisible();
    expect(screen.queryByText('Erro ao carregar protótipos')).toBeNull();
  });
});
