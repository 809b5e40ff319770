import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { workspaceTestProject } from '../../../test/workspace-test-setup';
import { scalePhoto } from '../../components/photos/scale-photo';
import { EmpathizeView } from './phase-1-empathize/EmpathizeView';
import { PrototypeView } from './phase-4-prototype/PrototypeView';

// jsdom cannot decode images: the scaler (tested on its own) answers a data URL per file name.
vi.mock('../../components/photos/scale-photo', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/photos/scale-photo')>()),
  scalePhoto: vi.fn(),
}));

const PROJECT_ID = '0190c000-0000-7000-8000-0000000000b7';
const workspace = workspaceTestProject(PROJECT_ID, { name: 'Posto de saúde' });
const scaled = (name: string) => `data:image/jpeg;base64,${btoa(name.padEnd(9, '_'))}`;
const jpeg = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });
const toast = (text: string) => screen.findByText(text, {}, { timeout: 5000 });

beforeEach(() => {
  vi.mocked(scalePhoto).mockReset();
  vi.mocked(scalePhoto).mockImplementation(async (file) => scaled((file as File).name));
});

describe('photos in the workspace forms', () => {
  it('attaches photos to an observation and shows them on its card', async () => {
    workspace.render(<EmpathizeView projectId={PROJECT_ID} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Observações' }));
    await user.click(await screen.findByRole('button', { name: 'Nova Observação' }));
    const form = await screen.findByRole('dialog');
    await user.type(within(form).getByLabelText(/Local/), 'Recepção');
    await user.type(within(form).getByLabelText(/Contexto/), 'Manhã cheia');
    await user.type(within(form).getByLabelText(/Comportamento/), 'Fila na porta');
    await user.upload(within(form).getByTestId('photo-file-input'), [
      jpeg('fila.jpg'),
      jpeg('balcao.jpg'),
    ]);
    expect(await within(form).findByRole('img', { name: 'Foto 2 de 2: Recepção' })).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Criar Observação' }));
    expect(await toast('Observação criada!')).toBeVisible();

    const [row] = await workspace.sync.db.observations.toArray();
    expect(row?.photos).toEqual([scaled('fila.jpg'), scaled('balcao.jpg')]);
    const card = await screen.findByTestId('observation');
    expect(within(card).getByRole('img', { name: 'Foto 1 de 2: Recepção' })).toHaveAttribute(
      'src',
      scaled('fila.jpg'),
    );

    // Edit: remove the first photo (confirmed); only the photos are sent.
    await user.click(within(card).getByRole('button', { name: 'Editar observação em Recepção' }));
    const edit = await screen.findByRole('dialog', { name: 'Editar Observação' });
    await user.click(within(edit).getByRole('button', { name: 'Remover foto 1 de 2' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remover foto' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    await user.click(within(edit).getByRole('button', { name: 'Salvar' }));
    expect(await toast('Observação atualizada!')).toBeVisible();
    const pending = await workspace.sync.client.pending();
    expect(pending.at(-1)).toMatchObject({
      name: 'observation.update',
      args: { changes: { photos: [scaled('balcao.jpg')] } },
    });
    const last = pending.at(-1)?.args as { changes: object } | undefined;
    expect(Object.keys(last?.changes ?? {})).toEqual(['photos']);
  });

  it('takes a persona avatar with the camera, scaled for an avatar', async () => {
    workspace.render(<EmpathizeView projectId={PROJECT_ID} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Personas' }));
    await user.click(await screen.findByRole('button', { name: 'Nova Persona' }));
    const form = await screen.findByRole('dialog');
    await user.type(within(form).getByLabelText(/Nome/), 'Carla');
    expect(within(form).getByRole('textbox', { name: 'Endereço da imagem' })).toBeVisible();
    await user.upload(within(form).getByTestId('photo-camera-input'), jpeg('carla.jpg'));

    expect(vi.mocked(scalePhoto)).toHaveBeenCalledWith(expect.any(File), {
      maxEdge: 512,
      targetBytes: 96 * 1024,
      maxBytes: 256 * 1024,
    });
    await waitFor(() =>
      expect(within(form).getByRole('img', { name: 'Avatar de Carla' })).toHaveAttribute(
        'src',
        scaled('carla.jpg'),
      ),
    );
    // A photo is not an address to edit.
    expect(within(form).queryByRole('textbox', { name: 'Endereço da imagem' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Criar Persona' }));
    expect(await toast('Persona criada!')).toBeVisible();
    const [row] = await workspace.sync.db.personas.toArray();
    expect(row?.avatar).toBe(scaled('carla.jpg'));
    const card = await screen.findByTestId('persona');
    expect(within(card).getByRole('img', { name: 'Avatar de Carla' })).toHaveAttribute(
      'src',
      scaled('carla.jpg'),
    );
  });

  it('still takes a web address as avatar and says when it is not one', async () => {
    workspace.render(<EmpathizeView projectId={PROJECT_ID} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Personas' }));
    await user.click(await screen.findByRole('button', { name: 'Nova Persona' }));
    const form = await screen.findByRole('dialog');
    await user.type(within(form).getByLabelText(/Nome/), 'Davi');
    const address = within(form).getByRole('textbox', { name: 'Endereço da imagem' });
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Criar Persona' }));
    expect(await within(form).findByText('URL da imagem inválida')).toBeVisible();
    await user.clear(address);
    await user.type(address, 'https://example.com/davi.png');
    await user.click(within(form).getByRole('button', { name: 'Criar Persona' }));
    expect(await toast('Persona criada!')).toBeVisible();
    expect((await workspace.sync.db.personas.toArray())[0]?.avatar).toBe(
      'https://example.com/davi.png',
    );
  });

  it('adds scaled pictures to a prototype and keeps the addresses it had', async () => {
    await workspace.sync.client.mutate('prototype.create', {
      id: '0190c000-0000-7000-8000-0000000000d1',
      projectId: PROJECT_ID,
      name: 'Totem de senha',
      description: 'Papelão e caneta',
      images: ['https://example.com/totem.png'],
    });
    workspace.render(<PrototypeView projectId={PROJECT_ID} />);
    const user = userEvent.setup();
    const card = await screen.findByTestId('prototype-card');
    expect(within(card).getByRole('img', { name: 'Foto 1 de 1: Totem de senha' })).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Editar Totem de senha' }));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByText('1 de 10 fotos')).toBeVisible();
    await user.upload(within(form).getByTestId('photo-file-input'), jpeg('totem-v2.jpg'));
    expect(await within(form).findByText('2 de 10 fotos')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Salvar Alterações' }));
    expect(await toast('Protótipo atualizado!')).toBeVisible();
    const [row] = await workspace.sync.db.prototypes.toArray();
    expect(row?.images).toEqual(['https://example.com/totem.png', scaled('totem-v2.jpg')]);
    await waitFor(() => expect(within(card).getAllByRole('img')).toHaveLength(2));
  });
});
