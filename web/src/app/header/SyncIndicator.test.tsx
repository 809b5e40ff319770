import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage, setupI18n } from '../../../test/render';
import { SyncIndicator } from './SyncIndicator';

// No signed-in user: the indicator shows the idle status, which is all these tests need.
const details = () => screen.queryByText(/Conectado ao servidor|Sem conexão/);

beforeAll(() => setupI18n('pt-BR'));

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
});
