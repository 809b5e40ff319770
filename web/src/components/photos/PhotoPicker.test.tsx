import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, setupI18n } from '../../../test/render';
import { PhotoPicker } from './PhotoPicker';
import { PhotoError, scalePhoto } from './scale-photo';

// The scaler itself is tested in scale-photo.test.ts; jsdom cannot decode images.
vi.mock('./scale-photo', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./scale-photo')>()),
  scalePhoto: vi.fn(),
}));

const scaled = (name: string) => `data:image/jpeg;base64,${btoa(name.padEnd(6, '_'))}`;
const jpeg = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });

/** The picker inside a form-like owner, which keeps the list and shows it back. */
function Owner(props: { initial?: string[]; max?: number; onChange?(photos: string[]): void }) {
  const [photos, setPhotos] = useState(props.initial ?? []);
  return (
    <PhotoPicker
      label="Fotos"
      photos={photos}
      max={props.max ?? 6}
      subject="Feira do bairro"
      onChange={(next) => {
        setPhotos(next);
        props.onChange?.(next);
      }}
    />
  );
}

beforeAll(async () => {
  await setupI18n('pt-BR');
});

beforeEach(() => {
  vi.mocked(scalePhoto).mockReset();
  vi.mocked(scalePhoto).mockImplementation(async (file) => {
    if (!file.type.startsWith('image/')) throw new PhotoError('not_image', 'not an image');
    return scaled((file as File).name);
  });
});

const fileInput = () => screen.getByTestId('photo-file-input') as HTMLInputElement;

describe('PhotoPicker', () => {
  it('scales each chosen file, showing the progress, and adds them as thumbnails', async () => {
    const onChange = vi.fn();
    let finish: (() => void) | undefined;
    vi.mocked(scalePhoto).mockImplementationOnce(
      (file) =>
        new Promise((resolve) => {
          finish = () => resolve(scaled((file as File).name));
        }),
    );
    renderPage(<Owner onChange={onChange} />);
    const user = userEvent.setup();
    expect(screen.getByText('0 de 6 fotos')).toBeVisible();

    await user.upload(fileInput(), [jpeg('parede.jpg'), jpeg('post-its.jpg')]);
    expect(await screen.findByText('Preparando foto 1 de 2…')).toBeVisible();
    expect(screen.getByRole('button', { name: /Tirar foto/ })).toBeDisabled();
    finish?.();

    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith([scaled('parede.jpg'), scaled('post-its.jpg')]),
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('img', { name: 'Foto 1 de 2: Feira do bairro' })).toHaveAttribute(
      'src',
      scaled('parede.jpg'),
    );
    expect(screen.getByText('2 de 6 fotos')).toBeVisible();
    expect(vi.mocked(scalePhoto)).toHaveBeenCalledTimes(2);
  });

  it('offers the camera: an image input that asks for the back camera', () => {
    renderPage(<Owner />);
    const camera = screen.getByTestId('photo-camera-input');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(fileInput()).toHaveAttribute('multiple');
  });

  it('refuses files past the maximum with the schema message, keeping those that fit', async () => {
    const onChange = vi.fn();
    renderPage(<Owner initial={[scaled('a'), scaled('b')]} max={3} onChange={onChange} />);
    await userEvent.setup().upload(fileInput(), [jpeg('c.jpg'), jpeg('d.jpg')]);

    expect(await screen.findByRole('alert')).toHaveTextContent('Máximo de 3 fotos');
    expect(onChange).toHaveBeenCalledWith([scaled('a'), scaled('b'), scaled('c.jpg')]);
    expect(vi.mocked(scalePhoto)).toHaveBeenCalledTimes(1);
    // Full: both buttons are off and the limit is said.
    expect(screen.getByRole('button', { name: /Escolher fotos/ })).toBeDisabled();
    expect(screen.getByText('Máximo de 3 fotos', { selector: 'p:not([role])' })).toBeVisible();
  });

  it('names the file that is not an image and keeps the others', async () => {
    const onChange = vi.fn();
    renderPage(<Owner onChange={onChange} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), [
      new File(['%PDF'], 'ata.pdf', { type: 'application/pdf' }),
      jpeg('quadro.jpg'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('“ata.pdf” não é uma imagem.');
    expect(onChange).toHaveBeenCalledWith([scaled('quadro.jpg')]);
  });

  it('removes a photo only after confirmation', async () => {
    const onChange = vi.fn();
    renderPage(<Owner initial={[scaled('a'), scaled('b')]} onChange={onChange} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Remover foto 1 de 2' }));
    let confirm = await screen.findByRole('dialog', { name: 'Remover foto' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remover foto 1 de 2' }));
    confirm = await screen.findByRole('dialog', { name: 'Remover foto' });
    expect(confirm).toHaveTextContent('Tem certeza que deseja remover a foto 1?');
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(onChange).toHaveBeenCalledWith([scaled('b')]);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
