import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionSummary } from '@trilha/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { summary } from '../../../test/billing-fixtures';
import { jsonResponse } from '../../../test/http';
import { signedInOnline } from '../../../test/online-user-sync';
import { renderRoute, setupI18n } from '../../../test/render';
import { signOut } from '../../../test/user-sync';
import { Guard } from '../../components/Guard';
import { useAuth } from '../../lib/auth-store';
import { storeSubscription } from '../../lib/current-plan';
import { SyncContextProvider, type UserSync } from '../../project-data/SyncProvider';
import { ChatPage, ChatSignedOut } from './ChatPage';

const WELCOME =
  'Olá! Sou seu mentor de Design Thinking. Estou aqui para ajudar você em cada fase do processo: Empatizar, Definir, Idear, Prototipar e Testar. Como posso ajudar hoje?';
const SPEC_ERROR =
  'Desculpe, ocorreu um erro. Verifique se a chave da API OpenAI está configurada corretamente.';
const PROJECT_ID = '0190c000-0000-7000-8000-0000000000a1';

let sync: UserSync;

/** A text/event-stream answer whose events are sent when `release` is called. */
function streamedReply(pieces: string[]) {
  let release = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      release = () => {
        const encoder = new TextEncoder();
        for (const delta of pieces) {
          controller.enqueue(
            encoder.encode(`event: delta\ndata: ${JSON.stringify({ delta })}\n\n`),
          );
        }
        const message = pieces.join('');
        controller.enqueue(encoder.encode(`event: done\ndata: ${JSON.stringify({ message })}\n\n`));
        controller.close();
      };
    },
  });
  const response = new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  return { response, release: () => release() };
}

function mockApi(answers: {
  chat: () => Response;
  suggestions?: string[];
  subscription?: SubscriptionSummary;
}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/subscription') return jsonResponse(answers.subscription ?? summary());
    if (url === '/api/chat') return answers.chat();
    if (url === '/api/chat/suggestions')
      return jsonResponse({ suggestions: answers.suggestions ?? [] });
    return jsonResponse({ error: `not mocked: ${url}` }, 500);
  });
}

const requestTo = (fetch: ReturnType<typeof mockApi>, url: string) =>
  fetch.mock.calls.find(([input]) => input === url)?.[1];
const bodyOf = (fetch: ReturnType<typeof mockApi>, url: string) =>
  JSON.parse(String(requestTo(fetch, url)?.body));

function renderChat() {
  return renderRoute(
    [
      {
        path: '/chat',
        element: (
          <SyncContextProvider value={sync}>
            <Guard fallback={<ChatSignedOut />}>
              <ChatPage />
            </Guard>
          </SyncContextProvider>
        ),
      },
    ],
    '/chat',
  );
}

beforeAll(async () => {
  await setupI18n('pt-BR');
});

beforeEach(() => {
  sync = signedInOnline();
  sessionStorage.clear();
  // Every test starts from the same known plan: 5 of 20 questions used this month.
  storeSubscription(String(useAuth.getState().user?.id), summary());
});

afterEach(() => {
  vi.restoreAllMocks();
  sync.db.close();
});

describe('ChatPage', () => {
  it('greets, then streams the reply for the chosen phase, level and project, and suggests what to ask next', async () => {
    await sync.client.mutate('project.create', { id: PROJECT_ID, name: 'Feira Livre' });
    const reply = streamedReply(['Comece ', 'pelas ', 'entrevistas.']);
    const fetch = mockApi({
      chat: () => reply.response,
      suggestions: ['Quantas pessoas entrevistar?', 'Como registrar insights?'],
    });
    const user = userEvent.setup();
    renderChat();

    expect(await screen.findByText(WELCOME)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fase 3: Idear' }));
    await user.click(screen.getByRole('button', { name: 'Avançado' }));
    await user.click(await screen.findByRole('combobox', { name: 'Projeto (opcional)' }));
    await user.click(await screen.findByRole('option', { name: 'Feira Livre', hidden: true }));
    const context = screen.getByTestId('chat-context');
    expect(within(context).getByText('Fase 3: Idear')).toBeInTheDocument();
    expect(within(context).getByText('Avançado')).toBeInTheDocument();
    expect(within(context).getByText('Projeto: Feira Livre')).toBeInTheDocument();

    const input = screen.getByRole('textbox', { name: 'Sua mensagem' });
    await user.type(input, 'Por onde começo?{Enter}');
    // While the reply is pending, nothing more can be sent.
    expect(await screen.findByText('Por onde começo?')).toBeInTheDocument();
    await waitFor(() => expect(input).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(bodyOf(fetch, '/api/chat')).toMatchObject({
      messages: [{ role: 'user', content: 'Por onde começo?' }],
      context: { currentPhase: 3, userLevel: 'advanced', projectId: PROJECT_ID },
    });
    expect(requestTo(fetch, '/api/chat')?.headers).toMatchObject({
      accept: expect.stringContaining('text/event-stream'),
    });

    reply.release();
    expect(await screen.findByText('Comece pelas entrevistas.')).toBeInTheDocument();
    await waitFor(() => expect(input).toBeEnabled());
    expect(bodyOf(fetch, '/api/chat/suggestions')).toEqual({
      context: { currentPhase: 3, userLevel: 'advanced', projectId: PROJECT_ID },
      topic: 'Por onde começo?',
    });

    await user.click(await screen.findByRole('button', { name: 'Como registrar insights?' }));
    expect(input).toHaveValue('Como registrar insights?');
  });

  it("answers with the server's own message when the call fails, e.g. no AI configured", async () => {
    const notConfigured =
      'A IA não está configurada neste servidor (falta a variável OPENAI_API_KEY). O restante do Trilha funciona normalmente.';
    mockApi({
      chat: () => jsonResponse({ error: notConfigured, code: 'ai_not_configured' }, 503),
    });
    const user = userEvent.setup();
    renderChat();
    await user.type(await screen.findByRole('textbox', { name: 'Sua mensagem' }), 'Oi{Enter}');
    expect(await screen.findByText(notConfigured)).toBeInTheDocument();
    expect(screen.queryByText(SPEC_ERROR)).not.toBeInTheDocument();
  });

  it("shows the spec's error message when the failure comes without the server's words", async () => {
    mockApi({ chat: () => new Response('<html>Bad Gateway</html>', { status: 502 }) });
    const user = userEvent.setup();
    renderChat();
    await user.type(await screen.findByRole('textbox', { name: 'Sua mensagem' }), 'Oi{Enter}');
    expect(await screen.findByText(SPEC_ERROR)).toBeInTheDocument();
  });

  it("answers with the plan's own message when the month's questions are used up", async () => {
    const limit = 'Você usou as 20 perguntas à IA deste mês no plano Free.';
    mockApi({ chat: () => jsonResponse({ error: limit, code: 'plan_limit' }, 429) });
    const user = userEvent.setup();
    renderChat();
    await user.type(await screen.findByRole('textbox', { name: 'Sua mensagem' }), 'Oi{Enter}');
    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(screen.queryByText(SPEC_ERROR)).not.toBeInTheDocument();
  });

  it("closes the composer with the plan's message when this device knows the month's questions are used up", async () => {
    const usedUp = summary({ usage: { projects: 1, aiChatThisMonth: 20 } });
    const fetch = mockApi({
      chat: () => jsonResponse({ message: 'não deveria chegar' }),
      subscription: usedUp,
    });
    storeSubscription(String(useAuth.getState().user?.id), usedUp);
    const user = userEvent.setup();
    renderChat();
    expect(await screen.findByTestId('plan-limit-notice')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Sua mensagem' }), 'Oi{Enter}');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(requestTo(fetch, '/api/chat')).toBeUndefined();
  });

  it("replaces a reply cut off mid-stream by the server's message", async () => {
    const events =
      'event: delta\ndata: {"delta":"Comece "}\n\n' +
      'event: error\ndata: {"error":"Não foi possível obter uma resposta","code":"ai_unavailable"}\n\n';
    mockApi({
      chat: () => new Response(events, { headers: { 'content-type': 'text/event-stream' } }),
    });
    const user = userEvent.setup();
    renderChat();
    await user.type(await screen.findByRole('textbox', { name: 'Sua mensagem' }), 'Oi{Enter}');
    expect(await screen.findByText('Não foi possível obter uma resposta')).toBeInTheDocument();
    expect(screen.queryByText(SPEC_ERROR)).not.toBeInTheDocument();
    expect(screen.queryByText('Comece')).not.toBeInTheDocument();
  });

  it('sends nothing blank, and clearing restarts the conversation and empties the suggestions', async () => {
    const fetch = mockApi({
      chat: () => jsonResponse({ message: 'Resposta sem streaming.' }),
      suggestions: ['Próxima pergunta?'],
    });
    const user = userEvent.setup();
    renderChat();
    const input = await screen.findByRole('textbox', { name: 'Sua mensagem' });
    await user.type(input, '   {Enter}');
    // (The plan may be read again meanwhile, when this device's copy is older than 30 s.)
    expect(requestTo(fetch, '/api/chat')).toBeUndefined();

    await user.clear(input);
    await user.type(input, 'Oi{Enter}');
    expect(await screen.findByText('Resposta sem streaming.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Próxima pergunta?' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpar chat' }));
    expect(
      screen.getByText(
        'Chat reiniciado! Como posso ajudar você com seu projeto de Design Thinking?',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Resposta sem streaming.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Próxima pergunta?' })).not.toBeInTheDocument();
  });

  it('says offline that the mentor needs a connection, and keeps the half-written message', async () => {
    const fetch = mockApi({ chat: () => jsonResponse({ message: 'nunca' }) });
    sync.client.status.setState({ online: false });
    const user = userEvent.setup();
    const { unmount } = renderChat();
    expect(await screen.findByText(/O mentor de IA precisa de internet/)).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Sua mensagem' });
    await user.type(input, 'Uma pergunta pela metade{Enter}');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(fetch).not.toHaveBeenCalled();
    expect(input).toHaveValue('Uma pergunta pela metade');

    unmount();
    renderChat();
    expect(await screen.findByRole('textbox', { name: 'Sua mensagem' })).toHaveValue(
      'Uma pergunta pela metade',
    );
  });

  it('puts the question back in the input when the connection drops on send', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderChat();
    const input = await screen.findByRole('textbox', { name: 'Sua mensagem' });
    await user.type(input, 'Sem rede{Enter}');
    await waitFor(() => expect(input).toHaveValue('Sem rede'));
    expect(screen.queryByText(SPEC_ERROR)).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    signOut();
    renderChat();
    expect(
      await screen.findByText('Faça login para acessar o chat de IA sobre Design Thinking.'),
    ).toBeInTheDocument();
  });
});
