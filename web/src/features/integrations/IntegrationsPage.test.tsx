import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookEndpoint } from '@trilha/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRO_PLAN, summary } from '../../../test/billing-fixtures';
import { jsonResponse } from '../../../test/http';
import { renderRoute, setupI18n } from '../../../test/render';
import { signIn, TEST_USER_ID } from '../../../test/user-sync';
import { storeSubscription } from '../../lib/current-plan';
import { toastStore } from '../../lib/notify';
import { IntegrationsPage } from './IntegrationsPage';
import { PausedWebhooksNotice } from './PausedWebhooksNotice';

const PROJECT = { id: '0190c000-0000-7000-8000-00000000a001', name: 'Horta comunitária' };

const endpoint = (change: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: '0190c000-0000-7000-8000-00000000b001',
  url: 'https://hooks.example.com/trilha',
  events: ['project.created'],
  projectId: null,
  projectName: null,
  status: 'active',
  consecutiveFailures: 0,
  pausedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  recentDeliveries: [],
  ...change,
});

const paused = endpoint({
  id: '0190c000-0000-7000-8000-00000000b002',
  url: 'https://down.example.com/hook',
  status: 'paused',
  consecutiveFailures: 10,
  pausedAt: new Date().toISOString(),
  recentDeliveries: [
    {
      id: '0190c000-0000-7000-8000-00000000c001',
      eventId: '0190c000-0000-7000-8000-00000000d001',
      type: 'record.created',
      status: 'pending',
      attempts: 10,
      lastStatusCode: 503,
      lastError: 'HTTP 503',
      createdAt: new Date().toISOString(),
      deliveredAt: null,
    },
  ],
});

/** The server as the screen meets it: the list changes as creating and resuming say. */
function fakeServer(start: WebhookEndpoint[]) {
  let list = start;
  const calls: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = `${init.method ?? 'GET'} ${input}`;
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ call, body });
      if (call === 'GET /api/projects') return jsonResponse([PROJECT]);
      if (call === 'GET /api/integrations/webhooks') return jsonResponse(list);
      if (call === 'POST /api/integrations/webhooks') {
        const created = endpoint({
          id: '0190c000-0000-7000-8000-00000000b003',
          url: body.url,
          events: body.events,
          projectId: body.projectId,
          projectName: body.projectId ? PROJECT.name : null,
        });
        list = [created, ...list];
        return jsonResponse({ ...created, secret: 'whsec_segredo' }, 201);
      }
      if (call === `POST /api/integrations/webhooks/${paused.id}/resume`) {
        list = list.map((one) =>
          one.id === paused.id ? { ...one, status: 'active', pausedAt: null } : one,
        );
        return jsonResponse(list.find((one) => one.id === paused.id));
      }
      return jsonResponse({ error: 'x' }, 404);
    }),
  );
  return calls;
}

beforeAll(() => setupI18n('pt-BR'));
beforeEach(() => {
  signIn();
  storeSubscription(TEST_USER_ID, summary({ plan: { ...PRO_PLAN, hasCustomIntegrations: true } }));
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderRoute([{ path: '/integrations', element: <IntegrationsPage /> }], '/integrations');

describe('IntegrationsPage', () => {
  it('adds a webhook with its events and project, and shows its secret once', async () => {
    const calls = fakeServer([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Integrações' })).toBeVisible();
    expect(await screen.findByText('Nenhum webhook ainda.')).toBeVisible();

    const person = userEvent.setup();
    await person.click(screen.getByLabelText(/URL que recebe/));
    await person.paste('https://hooks.example.com/novo');
    // Every event starts chosen; this webhook wants two.
    for (const label of [
      'Projeto concluído',
      'Registro alterado',
      'Registro excluído',
      'Votação revelada',
      'Comentário criado',
    ]) {
      await person.click(screen.getByRole('checkbox', { name: label }));
    }
    await person.click(screen.getByLabelText('Projeto', { selector: 'input' }));
    await person.click(await screen.findByRole('option', { name: PROJECT.name, hidden: true }));
    await person.click(screen.getByRole('button', { name: 'Adicionar webhook' }));

    const secret = await screen.findByTestId('webhook-secret');
    expect(within(secret).getByDisplayValue('whsec_segredo')).toBeVisible();
    expect(calls.find(({ call }) => call === 'POST /api/integrations/webhooks')?.body).toEqual({
      url: 'https://hooks.example.com/novo',
      events: ['project.created', 'record.created'],
      projectId: PROJECT.id,
    });
    const card = await screen.findByTestId('webhook-card');
    expect(card).toHaveTextContent('https://hooks.example.com/novo');
    expect(card).toHaveTextContent(PROJECT.name);
    expect(toastStore.current()).toMatchObject({ kind: 'success', title: 'Webhook adicionado' });

    await person.click(within(secret).getByRole('button', { name: 'Já guardei' }));
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  }, 40_000);

  it('says a webhook was paused, shows its failed deliveries, and resumes it', async () => {
    const calls = fakeServer([paused]);
    renderPage();
    const notice = await screen.findByTestId('webhook-paused');
    expect(notice).toHaveTextContent('Falhou 10 vezes seguidas');
    const delivery = screen.getByTestId('webhook-delivery');
    expect(delivery).toHaveTextContent('Aguardando');
    expect(delivery).toHaveTextContent('Registro criado');
    expect(delivery).toHaveTextContent('10 tentativas');
    expect(delivery).toHaveTextContent('HTTP 503');

    await userEvent.click(within(notice).getByRole('button', { name: 'Retomar' }));
    await waitFor(() => expect(screen.queryByTestId('webhook-paused')).toBeNull());
    expect(calls.map(({ call }) => call)).toContain(
      `POST /api/integrations/webhooks/${paused.id}/resume`,
    );
    expect(within(screen.getByTestId('webhook-card')).getByText('Ativo')).toBeVisible();
  });

  it('shows the upgrade hint instead of the form when the plan does not sell integrations', async () => {
    storeSubscription(TEST_USER_ID, summary());
    fakeServer([]);
    renderPage();
    expect(await screen.findByTestId('plan-limit-notice')).toHaveTextContent(
      /não inclui integrações personalizadas/,
    );
    expect(screen.queryByRole('button', { name: 'Adicionar webhook' })).toBeNull();
  });
});

describe('PausedWebhooksNotice', () => {
  it('tells the owner on the dashboard, and nothing while none is paused', async () => {
    fakeServer([endpoint()]);
    const first = renderRoute([{ path: '/', element: <PausedWebhooksNotice /> }]);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByTestId('paused-webhooks-notice')).toBeNull();
    first.unmount();

    fakeServer([endpoint(), paused]);
    renderRoute([{ path: '/', element: <PausedWebhooksNotice /> }]);
    const notice = await screen.findByTestId('paused-webhooks-notice');
    expect(notice).toHaveTextContent('Um webhook foi pausado');
    expect(within(notice).getByRole('link', { name: 'Ver integrações' })).toHaveAttribute(
      'href',
      '/integrations',
    );
  });
});
