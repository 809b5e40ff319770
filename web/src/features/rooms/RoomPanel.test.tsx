import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoomDetails } from '@trilha/shared';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, jsonResponse } from '../../../test/http';
import { renderPage, setupI18n } from '../../../test/render';
import { signIn } from '../../../test/user-sync';
import { RoomPanel } from './RoomPanel';

const PROJECT_ID = '0190c000-0000-7000-8000-0000000000aa';
const room = {
  code: 'K7P2QX',
  joinUrl: 'http://192.168.0.10:3000/join/K7P2QX',
  expiresAt: '2026-12-01T12:00:00.000Z',
};

/** A server with the project's room: opened by the POST, its guests as given, closed by DELETE. */
function roomServer(guests: RoomDetails['guests']) {
  let open = false;
  return fakeServer(({ method, path }) => {
    if (path !== `/api/projects/${PROJECT_ID}/room`) return undefined;
    if (method === 'POST') {
      open = true;
      return jsonResponse(room, 201);
    }
    if (method === 'DELETE') {
      open = false;
      return new Response(null, { status: 204 });
    }
    return open
      ? jsonResponse({ ...room, guests })
      : jsonResponse({ error: 'Sem sala.', code: 'not_found' }, 404);
  });
}

beforeAll(async () => {
  await setupI18n('pt-BR');
});

beforeEach(() => {
  signIn();
});

describe('RoomPanel', () => {
  it('opens the room and shows its QR code, the code in large type, the link and who joined', async () => {
    const calls = roomServer([
      { id: 'g1', name: 'Bia', joinedAt: '2026-11-27T12:00:00.000Z' },
      { id: 'g2', name: 'Caio', joinedAt: '2026-11-27T12:01:00.000Z' },
    ]);
    renderPage(<RoomPanel projectId={PROJECT_ID} opened onClose={() => {}} />);

    expect(await screen.findByTestId('room-code')).toHaveTextContent('K7P 2QX');
    expect(await screen.findByTestId('room-qr')).toBeVisible();
    expect(screen.getByLabelText('Link para entrar')).toHaveValue(room.joinUrl);
    // jsdom has no Clipboard API, like a laptop's http:// address: 'Copiar' is still offered and
    // copies by selection (lib/copy-text, tested there).
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeVisible();
    expect(await screen.findByText('2 pessoas entraram')).toBeVisible();
    const guests = screen.getByTestId('room-guests');
    expect(within(guests).getByText('Bia')).toBeVisible();
    expect(within(guests).getByText('Caio')).toBeVisible();
    expect(calls[0]).toBe(`POST /api/projects/${PROJECT_ID}/room`);
    expect(calls).toContain(`GET /api/projects/${PROJECT_ID}/room`);
  });

  it('reads the guests again while open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const calls = roomServer([]);
      renderPage(<RoomPanel projectId={PROJECT_ID} opened onClose={() => {}} />);
      expect(await screen.findByText('Ninguém entrou ainda')).toBeVisible();
      const reads = () => calls.filter((call) => call.startsWith('GET')).length;
      const before = reads();
      await vi.advanceTimersByTimeAsync(4500);
      await waitFor(() => expect(reads()).toBeGreaterThan(before));
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes the room after a confirm', async () => {
    const calls = roomServer([]);
    const onClose = vi.fn();
    renderPage(<RoomPanel projectId={PROJECT_ID} opened onClose={onClose} />);
    await screen.findByTestId('room-code');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar sala' }));
    expect(calls).not.toContain(`DELETE /api/projects/${PROJECT_ID}/room`);
    const confirm = await screen.findByRole('dialog', { name: 'Fechar a sala?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Fechar sala' }));
    await waitFor(() => expect(calls).toContain(`DELETE /api/projects/${PROJECT_ID}/room`));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Sala fechada')).toBeVisible();
  });

  it('says why a room could not be opened, in the server’s words', async () => {
    fakeServer(() =>
      jsonResponse({ error: 'x', code: 'forbidden', messageCode: 'room.manage_forbidden' }, 403),
    );
    renderPage(<RoomPanel projectId={PROJECT_ID} opened onClose={() => {}} />);
    expect(
      await screen.findByText(
        'Apenas o dono e os editores do projeto podem abrir ou fechar a sala.',
      ),
    ).toBeVisible();
  });
});
