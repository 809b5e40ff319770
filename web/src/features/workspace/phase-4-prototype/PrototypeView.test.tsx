import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { workspaceTestProject } from '../../../../test/workspace-test-setup';
import { PrototypeView } from './PrototypeView';

const PROJECT_ID = '0190c000-0000-7000-8000-0000000000a1';
const IDEA_ID = '0190c000-0000-7000-8000-0000000000c1';

// Writes go through IndexedDB; on a busy machine a toast can take more than a second.
const toast = (text: string) => screen.findByText(text, {}, { timeout: 5000 });

const workspace = workspaceTestProject(PROJECT_ID, {
  seed: (sync) =>
    sync.client.mutate('idea.create', {
      id: IDEA_ID,
      projectId: PROJECT_ID,
      title: 'Agenda compartilhada',
      description: 'Família vê as consultas',
    }),
});

const renderView = () => workspace.render(<PrototypeView projectId={PROJECT_ID} />);

describe('PrototypeView', () => {
  it('creates, edits and deletes a prototype', async () => {
    const user = userEvent.setup();
    renderView();
    expect(await screen.findByRole('heading', { name: 'Fase 4: Prototipar' })).toBeVisible();
    expect(await screen.findByText('Nenhum protótipo criado')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Criar Primeiro Protótipo' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Nome/), 'Fluxo em papel');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Protótipo' }));
    // Description is required.
    expect(await within(dialog).findByText('Descrição é obrigatória')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/Descrição/), 'Telas desenhadas à mão');

    // Materials: Enter and the button add, blanks are ignored, each can be removed.
    const materials = within(dialog).getByRole('textbox', { name: 'Materiais' });
    await user.type(materials, 'Papel{Enter}');
    await user.type(materials, '   {Enter}');
    await user.type(materials, 'Caneta');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar a Materiais' }));
    await user.type(materials, 'Tesoura{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Remover Tesoura' }));
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Papel', 'Caneta']);

    // Unparseable version falls back to 1.
    const version = within(dialog).getByRole('textbox', { name: 'Versão' });
    await user.clear(version);
    await user.click(within(dialog).getByRole('button', { name: 'Criar Protótipo' }));

    expect(await toast('Protótipo criado!')).toBeVisible();
    const card = await screen.findByTestId('prototype-card');
    expect(within(card).getByText('Fluxo em papel')).toBeVisible();
    expect(within(card).getByText('v1')).toBeVisible();
    const [stored] = await workspace.sync.db.prototypes.toArray();
    expect(stored).toMatchObject({
      name: 'Fluxo em papel',
      type: 'digital',
      materials: ['Papel', 'Caneta'],
      version: 1,
      ideaId: null,
    });

    // Edit: version 2, linked idea, feedback; only the changes are sent.
    await user.click(within(card).getByRole('button', { name: 'Editar Fluxo em papel' }));
    const edit = await screen.findByRole('dialog');
    const editVersion = within(edit).getByRole('textbox', { name: 'Versão' });
    await user.clear(editVersion);
    await user.type(editVersion, '2');
    await user.click(within(edit).getByRole('combobox', { name: 'Ideia relacionada' }));
    await user.click(
      await screen.findByRole('option', { name: 'Agenda compartilhada', hidden: true }),
    );
    await user.type(within(edit).getByLabelText('Feedback'), 'Gostaram do calendário');
    await user.click(within(edit).getByRole('button', { name: 'Salvar Alterações' }));
    expect(await toast('Protótipo atualizado!')).toBeVisible();
    await waitFor(() => expect(within(card).getByText('v2')).toBeVisible());
    expect(within(card).getByText('Ideia: Agenda compartilhada')).toBeVisible();
    const pending = await workspace.sync.client.pending();
    expect(pending.at(-1)).toMatchObject({
      name: 'prototype.update',
      args: {
        changes: { version: 2, ideaId: IDEA_ID, feedback: 'Gostaram do calendário' },
      },
    });

    // Delete with confirmation.
    await user.click(within(card).getByRole('button', { name: 'Excluir Fluxo em papel' }));
    const confirm = await screen.findByRole('dialog', { name: /Excluir/ });
    expect(
      within(confirm).getByText(
        'Tem certeza que deseja excluir "Fluxo em papel"? Esta ação não pode ser desfeita.',
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await toast('Protótipo excluído')).toBeVisible();
    expect(await screen.findByText('Nenhum protótipo criado')).toBeVisible();
    expect(await workspace.sync.db.prototypes.count()).toBe(0);
  });

  it('shows the guidance tabs', async () => {
    const user = userEvent.setup();
    renderView();
    await user.click(await screen.findByRole('tab', { name: 'Tipos' }));
    for (const name of ['Digital', 'Físico', 'Storyboard', 'Papel']) {
      expect(screen.getByRole('heading', { name })).toBeVisible();
    }
    await user.click(screen.getByRole('tab', { name: 'Iteração' }));
    expect(screen.getByRole('heading', { name: '1. Construir' })).toBeVisible();
    expect(screen.getByRole('heading', { name: '4. Iterar' })).toBeVisible();
  });
});
