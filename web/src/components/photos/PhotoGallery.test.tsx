import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage, setupI18n } from '../../../test/render';
import { PhotoGallery } from './PhotoGallery';

const PHOTOS = [
  'data:image/jpeg;base64,AAAA',
  'data:image/png;base64,BBBB',
  'https://x.test/c.jpg',
];

beforeAll(async () => {
  await setupI18n('pt-BR');
});

describe('PhotoGallery', () => {
  it('shows nothing without photos', () => {
    renderPage(<PhotoGallery photos={[]} subject="Feira" />);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists thumbnails with alt texts and no remove buttons when read-only', () => {
    renderPage(<PhotoGallery photos={PHOTOS} subject="Protótipo de papel" />);
    const list = screen.getByRole('list', { name: 'Fotos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Foto 3 de 3: Protótipo de papel' })).toHaveAttribute(
      'src',
      PHOTOS[2],
    );
    expect(screen.queryByRole('button', { name: /Remover/ })).toBeNull();
  });

  it('opens a photo full size and moves through them with the keyboard', async () => {
    renderPage(<PhotoGallery photos={PHOTOS} subject="Feira" />);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Ampliar foto 2 de 3' }).focus();
    await user.keyboard('{Enter}');

    let viewer = await screen.findByRole('dialog', { name: 'Foto 2 de 3' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', PHOTOS[1]);
    await user.keyboard('{ArrowRight}');
    viewer = await screen.findByRole('dialog', { name: 'Foto 3 de 3' });
    await user.keyboard('{ArrowRight}');
    viewer = await screen.findByRole('dialog', { name: 'Foto 1 de 3' });
    await user.click(within(viewer).getByRole('button', { name: /Foto anterior/ }));
    viewer = await screen.findByRole('dialog', { name: 'Foto 3 de 3' });
    expect(within(viewer).getByRole('img', { name: 'Foto 3 de 3: Feira' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
