import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, setupI18n } from '../../../test/render';
import { createTestUserSync } from '../../../test/user-sync';
import { SyncContextProvider } from '../../project-data/SyncProvider';
import { StorageKeeper } from './StorageKeeper';
import { StorageNotice } from './StorageNotice';
import { StorageSection } from './StorageSection';
import { PENDING_SINCE_KEY, PERSIST_ANSWER_KEY, SAFARI_WARNING_AFTER_MS } from './storage-keep';

const SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Puts a StorageManager on navigator (jsdom has none, like a plain http:// page). */
function mockStorage(
  persisted: boolean,
  grants = false,
  estimate = { usage: 12_300_000, quota: 2_000_000_000 },
) {
  const storage = {
    persisted: vi.fn(async () => persisted),
    persist: vi.fn(async () => grants),
    estimate: vi.fn(async () => estimate),
  };
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
  return storage;
}

beforeEach(async () => {
  await setupI18n('pt-BR');
  localStorage.clear();
});
afterEach(() => {
  delete (navigator as { storage?: unknown }).storage;
  vi.restoreAllMocks();
});

describe('the profile section', () => {
  it('says the storage is persisted, with the estimate', async () => {
    mockStorage(true);
    renderPage(<StorageSection />);
    expect(await screen.findByText('Armazenamento persistente: concedido')).toBeInTheDocument();
    expect(screen.getByTestId('storage-estimate')).toHaveTextContent(/12,3\s?MB de 2\s?GB/);
  });

  it('says it is not granted', async () => {
    mockStorage(false);
    renderPage(<StorageSection />);
    expect(await screen.findByText('Armazenamento persistente: não concedido')).toBeInTheDocument();
  });

  it('says it is unavailable at a plain http:// address', async () => {
    renderPage(<StorageSection />);
    expect(
      await screen.findByText('Armazenamento persistente: indisponível neste endereço'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('storage-estimate')).toBeNull();
  });
});

describe('the notice', () => {
  it('says how many changes wait since when, and how to keep them', async () => {
    const since = new Date(2026, 10, 28, 14, 2).getTime();
    renderPage(
      <StorageNotice
        warning={{ pendingCount: 3, since, safariDeadline: false }}
        now={since + 60_000}
      />,
    );
    expect(await screen.findByText('3 alterações não enviadas desde 14:02')).toBeInTheDocument();
    expect(screen.getByText(/Exportar › Backup \(JSON\)/)).toBeInTheDocument();
    expect(screen.getByText(/instale o app/)).toBeInTheDocument();
    expect(screen.queryByText(/Safari apaga/)).toBeNull();
  });

  it("says Safari's seven days plainly", async () => {
    const since = Date.now() - SAFARI_WARNING_AFTER_MS;
    renderPage(
      <StorageNotice warning={{ pendingCount: 1, since, safariDeadline: true }} now={Date.now()} />,
    );
    expect(
      await screen.findByText(/Safari apaga os dados deste site depois de 7 dias sem uso/),
    ).toBeInTheDocument();
  });
});

describe('the keeper in the layout', () => {
  async function renderWithWork(options: { projects?: number; pending?: number }) {
    const sync = createTestUserSync();
    for (let i = 0; i < (options.pending ?? 0); i++) {
      await sync.db.outbox.add({ name: 'idea.vote', args: { id: `i${i}`, delta: 1 } });
    }
    for (let i = 0; i < (options.projects ?? 0); i++) {
      await sync.db.projects.put({ id: `p${i}`, createdAt: new Date().toISOString() } as never);
    }
    renderPage(
      <SyncContextProvider value={sync}>
        <StorageKeeper />
      </SyncContextProvider>,
    );
    return sync;
  }

  it('asks for persistent storage once the device holds a project', async () => {
    const storage = mockStorage(false, true);
    await renderWithWork({ projects: 1 });
    await vi.waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(PERSIST_ANSWER_KEY)).toBe('granted');
  });

  it('does not ask on an empty device', async () => {
    const storage = mockStorage(false, true);
    await renderWithWork({});
    await vi.waitFor(() => expect(storage.persisted).toHaveBeenCalled());
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('warns of waiting changes when storage is not persisted', async () => {
    mockStorage(false, false);
    localStorage.setItem(PENDING_SINCE_KEY, String(Date.now() - 10 * 60_000));
    await renderWithWork({ pending: 2 });
    expect(await screen.findByTestId('storage-notice')).toHaveTextContent(
      /2 alterações não enviadas desde/,
    );
  });

  it('warns at a plain http:// address too (no navigator.storage)', async () => {
    localStorage.setItem(PENDING_SINCE_KEY, String(Date.now() - 10 * 60_000));
    await renderWithWork({ pending: 1 });
    expect(await screen.findByTestId('storage-notice')).toHaveTextContent(
      /1 alteração não enviada/,
    );
  });

  it('names Safari after a day of waiting', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(SAFARI_UA);
    localStorage.setItem(PENDING_SINCE_KEY, String(Date.now() - SAFARI_WARNING_AFTER_MS - 1000));
    await renderWithWork({ pending: 1 });
    expect(await screen.findByTestId('storage-notice')).toHaveTextContent(/Safari apaga/);
  });

  it('stays silent when storage is persisted', async () => {
    const storage = mockStorage(true);
    localStorage.setItem(PENDING_SINCE_KEY, String(Date.now() - 10 * 60_000));
    await renderWithWork({ pending: 2 });
    await vi.waitFor(() => expect(storage.persisted).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByTestId('storage-notice')).toBeNull();
  });

  it('starts the clock at the first waiting change and waits a moment before warning', async () => {
    mockStorage(false, false);
    await renderWithWork({ pending: 2 });
    await vi.waitFor(() => expect(localStorage.getItem(PENDING_SINCE_KEY)).not.toBeNull());
    await act(async () => {});
    expect(screen.queryByTestId('storage-notice')).toBeNull();
  });

  it('clears the clock when nothing waits', async () => {
    mockStorage(false, false);
    localStorage.setItem(PENDING_SINCE_KEY, '1000');
    await renderWithWork({ projects: 1 });
    await vi.waitFor(() => expect(localStorage.getItem(PENDING_SINCE_KEY)).toBeNull());
  });
});
