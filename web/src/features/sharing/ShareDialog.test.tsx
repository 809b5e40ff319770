import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invitation, ProjectMember } from '@trilha/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, jsonResponse } from '../../../test/http';
import { renderPage, setupI18n } from '../../../test/render';
import { signIn, TEST_USER_ID } from '../../../test/user-sync';
import { ShareDialog } from './ShareDialog';

const PROJECT_ID = '0190c000-0000-7000-8000-0000000000aa';
const OTHER_ID = '0190c000-0000-7000-8000-0000000000bb';
const invitation: Invitation = {
  code: 'abcdefghijklmnopqrstuv',
  // At the server's APP_URL, which is not where this page was opened (a room's hub keeps the
  // default http://localhost:3000 while phones open its network address, issue 31).
  url: 'http://localhost:8080/invite/abcdefghijklmnopqrstuv',
  role: 'viewer',
  expiresAt: '2026-12-01T12:00:00.000Z',
};

/** A server holding the project's members and invitations; records the calls it receives. */
function sharingServer(members: ProjectMember[]) {
  const invitations: Invitation[] = [];
  const base = `/api/projects/${PROJECT_ID}`;
  return fakeServer(({ method, path }) => {
    // The plan is not this test's business: as if it could not be read (no network).
    if (path === '/api/subscription') throw new TypeError('Failed to fetch');
    if (path === '/api/shared-projects') return jsonResponse([]);
    if (method === 'GET' && path === `${base}/members`) return jsonResponse(members);
    if (method === 'GET' && path === `${base}/invitations`) return jsonResponse(invitations);
    if (method === 'POST' && path === `${base}/invitations`) {
      invitations.unshift(invitation);
      return jsonResponse(invitation, 201);
    }
    if (method === 'DELETE' && path === `${base}/invitations/${invitation.code}`) {
      invitations.length = 0;
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
}

beforeAll(async () => {
  await setupI18n('pt-BR');
});

beforeEach(() => {
  signIn();
});

describe('ShareDialog', () => {
  it('lets the owner create a link for a role, see its QR code and revoke it', async () => {
    const user = userEvent.setup();
    const calls = sharingServer([
      { userId: TEST_USER_ID, name: 'Ana Souza', role: 'owner' },
      { userId: OTHER_ID, name: 'Bruno Lima', role: 'editor' },
    ]);
    renderPage(<ShareDialog projectId={PROJECT_ID} opened onClose={() => {}} />);

    expect(await screen.findByText('Ana Souza (você)')).toBeInTheDocument();
    expect(screen.getAllByLabelText('Papel de Bruno Lima')[0]).toHaveValue('Editor');
    await user.click(screen.getByRole('radio', { name: 'Leitor' }));
    await user.click(screen.getByRole('button', { name: 'Gerar link de convite' }));

    // The link (and its QR code) at the page's own address, which the other devices can open.
    expect(await screen.findByLabelText('Link de convite (Leitor)')).toHaveValue(
      `${window.location.origin}/invite/${invitation.code}`,
    );
    expect(calls).toContain(`POST /api/projects/${PROJECT_ID}/invitations {"role":"viewer"}`);
    expect(await screen.findByAltText('QR code do link de convite')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );

    const active = screen.getByText('Convites ativos').parentElement as HTMLElement;
    await user.click(within(active).getByRole('button', { name: 'Revogar' }));
    await waitFor(() => expect(screen.queryByLabelText('Link de convite (Leitor)')).toBeNull());
    expect(calls).toContain(`DELETE /api/projects/${PROJECT_ID}/invitations/${invitation.code}`);
  });

  it('shows a member the people and roles, read-only, and a way to leave', async () => {
    const calls = sharingServer([
      { userId: OTHER_ID, name: 'Bruno Lima', role: 'owner' },
      { userId: TEST_USER_ID, name: 'Ana Souza', role: 'viewer' },
    ]);
    renderPage(<ShareDialog projectId={PROJECT_ID} opened onClose={() => {}} />);

    expect(await screen.findByText('Bruno Lima')).toBeInTheDocument();
    expect(screen.getByText('Dono')).toBeInTheDocument();
    expect(screen.getByText('Leitor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gerar link de convite' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sair do projeto' })).toBeInTheDocument();
    // A member is not shown the invitations (the server would refuse them anyway).
    expect(calls.some((call) => call.includes('/invitations'))).toBe(false);
  });

  it('says that sharing needs a connection when offline', async () => {
    fakeServer(() => {
      throw new TypeError('Failed to fetch');
    });
    renderPage(<ShareDialog projectId={PROJECT_ID} opened onClose={() => {}} />);
    expect(
      await screen.findByText('Compartilhar precisa de conexão com a internet.'),
    ).toBeInTheDocument();
  });
});
