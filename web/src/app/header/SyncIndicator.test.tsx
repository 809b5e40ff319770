import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPage, setupI18n } from '../../../test/render';
import { createTestUserSync, signIn, signOut } from '../../../test/user-sync';
import { SyncContextProvider, type UserSync } from '../../project-data/SyncProvider';
import { SyncIndicator } from './SyncIndicator';

// No signed-in user: the indicator shows the idle status, which is all these tests need.
const details = () => screen.queryByText(/Conectado ao servidor|Sem conexão/);

beforeAll(() => setupI18n('pt-BR'));

let sync: UserSync | undefined;
afterEach(() => {
  sync?.db.close();
  sync = undefined;
  signOut();
});

describe('SyncIndicator', () => {
  it('opens its details on a tap and closes them on another', async () => {
    renderPage(<SyncIndicator />);
    const indicator = await screen.findByTestId('sync-indicator');
    fireEvent.click(indicator);
    expect(details()).not.toBeNull();
    fireEvent.click(indicator);
    await waitFor(() => expect(details()).toBeNull());
  });

  it('closes them on Escape even when focus has left them (a tablet turned, the page re-laid)', async () => {
    renderPage(<SyncIndicator />);
    fireEvent.click(await screen.findByTestId('sync-indicator'));
    expect(details()).not.toBeNull();
    act(() => {
      (document.activeElement as HTMLElement | null)?.blur();
    });
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(details()).toBeNull());
  });

  it('keeps focus in its details when “Marcar como lidas” empties the list it sits in', async () => {
    signIn();
    sync = createTestUserSync();
    await sync.db.rejections.add({
      id: 7,
      name: 'idea.update',
      reason: 'forbidden',
      code: 'project.viewer_cannot_write',
      message: 'Você tem acesso de leitura a este projeto.',
      args: {},
      at: new Date().toISOString(),
    });
    await sync.client.refreshStatus();
    renderPage(
      <SyncContextProvider value={sync}>
        <SyncIndicator />
      </SyncContextProvider>,
    );
    fireEvent.click(await screen.findByTestId('sync-indicator'));
    const dismiss = await screen.findByRole('button', { name: 'Marcar como lidas' });
    act(() => dismiss.focus());
    fireEvent.click(dismiss);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Marcar como lidas' })).toBeNull(),
    );
    expect(await sync.db.rejections.count()).toBe(0);
    expect(details()).not.toBeNull();
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.contains(details())).toBe(true);
  });
});
