import { notifications, notificationsStore } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, setupI18n } from '../../../test/render';
import { notify } from '../../lib/notify';
import { PwaUpdater } from './PwaUpdater';
import { serviceWorkerUpdates, type UpdateSource } from './sw-updates';
import { UPDATE_NOTIFICATION_ID } from './UpdateOffer';
import { UpdatePrompt } from './UpdatePrompt';

/** A stand-in for the service worker: the test decides when a new version is waiting. */
function fakeUpdates() {
  let onWaiting: (() => void) | undefined;
  const source = {
    watch: vi.fn((listener: () => void) => {
      onWaiting = listener;
      return () => {
        onWaiting = undefined;
      };
    }),
    apply: vi.fn(async () => {}),
  } satisfies UpdateSource;
  return { source, newVersionWaiting: () => act(() => onWaiting?.()) };
}

const inStore = () => {
  const { notifications: visible, queue } = notificationsStore.getState();
  return [...visible, ...queue].some((item) => item.id === UPDATE_NOTIFICATION_ID);
};

beforeEach(async () => {
  // The notification store is global; emptied while nothing is mounted, so no exit transition
  // outlives a test.
  notifications.clean();
  await setupI18n('pt-BR');
});

describe('UpdatePrompt', () => {
  it('shows nothing until a new version is waiting, then offers to reload', async () => {
    const { source, newVersionWaiting } = fakeUpdates();
    renderPage(<UpdatePrompt updates={source} />);
    expect(source.watch).toHaveBeenCalledOnce();
    expect(screen.queryByText('Nova versão disponível')).not.toBeInTheDocument();

    newVersionWaiting();
    expect(await screen.findByText('Nova versão disponível')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Recarregue para usar a versão mais recente. Nada do que você fez se perde.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
  });

  it('activates the waiting version when the user reloads', async () => {
    const { source, newVersionWaiting } = fakeUpdates();
    renderPage(<UpdatePrompt updates={source} />);
    newVersionWaiting();
    await userEvent.click(await screen.findByRole('button', { name: 'Recarregar' }));
    expect(source.apply).toHaveBeenCalledOnce();
  });

  it('lets the user retry when activating fails', async () => {
    const { source, newVersionWaiting } = fakeUpdates();
    source.apply.mockRejectedValueOnce(new Error('no waiting worker'));
    renderPage(<UpdatePrompt updates={source} />);
    newVersionWaiting();
    const button = await screen.findByRole('button', { name: 'Recarregar' });
    await userEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    await userEvent.click(button);
    expect(source.apply).toHaveBeenCalledTimes(2);
  });

  it('stays away once the user closes it', async () => {
    const { source, newVersionWaiting } = fakeUpdates();
    renderPage(<UpdatePrompt updates={source} />);
    newVersionWaiting();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Fechar aviso de atualização' }),
    );
    await waitFor(() =>
      expect(screen.queryByText('Nova versão disponível')).not.toBeInTheDocument(),
    );
    act(() => notify({ title: 'Projeto salvo' }));
    expect(await screen.findByText('Projeto salvo')).toBeInTheDocument();
    expect(inStore()).toBe(false);
  });

  it('lets an ordinary toast go first and comes back after it', async () => {
    const { source, newVersionWaiting } = fakeUpdates();
    renderPage(<UpdatePrompt updates={source} />);
    newVersionWaiting();
    await screen.findByText('Nova versão disponível');

    // One thing at a time in that corner: the offer steps aside while the toast is shown.
    act(() => notify({ title: 'Projeto salvo' }));
    expect(await screen.findByText('Projeto salvo')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Nova versão disponível')).not.toBeInTheDocument(),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    expect(await screen.findByText('Nova versão disponível')).toBeInTheDocument();
    expect(screen.queryByText('Projeto salvo')).not.toBeInTheDocument();
  });

  it('speaks the interface language', async () => {
    await setupI18n('en');
    const { source, newVersionWaiting } = fakeUpdates();
    renderPage(<UpdatePrompt updates={source} />);
    newVersionWaiting();
    expect(await screen.findByText('New version available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('PwaUpdater', () => {
  it('mounts quietly where there are no service workers (jsdom)', async () => {
    renderPage(
      <>
        <PwaUpdater />
        <p>page</p>
      </>,
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(notificationsStore.getState().notifications).toEqual([]);
  });
});

describe('serviceWorkerUpdates', () => {
  it('does nothing where there are no service workers (jsdom)', () => {
    expect('serviceWorker' in navigator).toBe(false);
    const onWaiting = vi.fn();
    const stop = serviceWorkerUpdates.watch(onWaiting);
    stop();
    expect(onWaiting).not.toHaveBeenCalled();
  });
});
