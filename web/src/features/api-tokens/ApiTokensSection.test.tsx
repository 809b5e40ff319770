import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiToken } from '@trilha/shared';
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { PRO_PLAN, summary } from '../../../test/billing-fixtures';
import { fakeServer, jsonResponse } from '../../../test/http';
import { renderRoute, setupI18n } from '../../../test/render';
import { signIn } from '../../../test/user-sync';
import { ApiTokensSection } from './ApiTokensSection';

const SECRET = 'trl_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
const OLD_TOKEN: ApiToken = {
  id: '0190c000-0000-7000-8000-0000000000a1',
  name: 'Planilha',
  scopes: ['read'],
  createdAt: '2026-03-01T12:00:00.000Z',
  lastUsedAt: null,
};

/** A server with the account's plan and its tokens; records the calls it receives. */
function tokenServer(sellsApi: boolean) {
  const tokens: ApiToken[] = [OLD_TOKEN];
  return fakeServer(({ method, path, body }) => {
    if (path === '/api/subscription') {
      return jsonResponse(summary({ plan: { ...PRO_PLAN, hasCustomApi: sellsApi } }));
    }
    if (method === 'GET' && path === '/api/tokens') return jsonResponse(tokens);
    if (method === 'POST' && path === '/api/tokens') {
      const { name, scopes } = JSON.parse(body ?? '{}');
      const made = {
        id: '0190c000-0000-7000-8000-0000000000a2',
        name,
        scopes,
        createdAt: '2026-03-02T12:00:00.000Z',
      };
      tokens.unshift({ ...made, lastUsedAt: null });
      return jsonResponse({ ...made, token: SECRET }, 201);
    }
    if (method === 'DELETE' && path === `/api/tokens/${OLD_TOKEN.id}`) {
      tokens.splice(tokens.indexOf(OLD_TOKEN), 1);
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
}

const renderSection = () =>
  renderRoute([
    { path: '/', element: <ApiTokensSection /> },
    { path: '/pricing', element: <p>Planos</p> },
  ]);

beforeAll(async () => {
  await setupI18n('pt-BR');
});

beforeEach(() => {
  localStorage.clear();
  signIn();
});

describe('ApiTokensSection', () => {
  it('creates a token, shows it once with a copy button that works without the Clipboard API', async () => {
    const user = userEvent.setup();
    const calls = tokenServer(true);
    // A plain http:// address: no navigator.clipboard, copying goes by selection.
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(document, 'execCommand');
      Reflect.deleteProperty(navigator, 'clipboard');
    });
    renderSection();

    expect(await screen.findByText('Planilha')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Nome do token/), 'Integração CRM');
    await user.click(screen.getByRole('radio', { name: 'Leitura e escrita' }));
    await user.click(screen.getByRole('button', { name: 'Criar token' }));

    const shown = await screen.findByTestId('new-api-token');
    expect(within(shown).getByDisplayValue(SECRET)).toBeInTheDocument();
    expect(within(shown).getByText(/não será mostrado de novo/)).toBeInTheDocument();
    expect(calls).toContain('POST /api/tokens {"name":"Integração CRM","scopes":["read","write"]}');
    await waitFor(() => expect(screen.getAllByTestId('api-token')).toHaveLength(2));

    await user.click(within(shown).getByRole('button', { name: 'Copiar' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(await within(shown).findByRole('button', { name: 'Copiado' })).toBeInTheDocument();
  });

  it('revokes a token after confirming', async () => {
    const user = userEvent.setup();
    const calls = tokenServer(true);
    renderSection();

    await user.click(await screen.findByRole('button', { name: 'Revogar o token Planilha' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revogar' }));

    await waitFor(() => expect(calls).toContain(`DELETE /api/tokens/${OLD_TOKEN.id}`));
    expect(await screen.findByText('Nenhum token criado.')).toBeInTheDocument();
  });

  it('shows the upgrade hint instead of the form when the plan does not sell the API', async () => {
    tokenServer(false);
    renderSection();

    const notice = await screen.findByTestId('plan-limit-notice');
    expect(notice).toHaveTextContent('O plano Pro não inclui a API personalizada');
    expect(screen.queryByRole('button', { name: 'Criar token' })).not.toBeInTheDocument();
    // What was made under a bigger plan is still listed, to be revoked.
    expect(await screen.findByText('Planilha')).toBeInTheDocument();
  });
});
