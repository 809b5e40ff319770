import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, setupI18n } from '../../test/render';
import { RetryNotice } from './RetryNotice';

beforeAll(() => setupI18n('pt-BR'));

describe('RetryNotice', () => {
  it('says why and reads again on its button', async () => {
    const retry = vi.fn();
    renderPage(
      <RetryNotice
        tone="error"
        title="Erro ao carregar"
        message="O servidor recusou."
        retryLabel="Tentar novamente"
        onRetry={retry}
      />,
    );
    expect(screen.getByText('Erro ao carregar')).toBeVisible();
    expect(screen.getByText('O servidor recusou.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('draws the offline button plain, not as a light variant of a shade', () => {
    // 'Meu Perfil' offline had variant="light" color="yellow.9": Mantine fills that with the
    // shade itself and writes yellow light text on it, so 'Tentar novamente' could not be read.
    renderPage(
      <RetryNotice
        tone="offline"
        title="Sem conexão"
        retryLabel="Tentar novamente"
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toHaveAttribute(
      'data-variant',
      'default',
    );
  });
});
