import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small OpenAI-compatible server (the Chat Completions API only) for the tests: the real
 * `openai` SDK is pointed at it through OPENAI_BASE_URL, exactly as at a local Ollama or vLLM.
 *
 * With nothing scripted it answers like a cooperative model: plain text, a stream of chunks when
 * asked to stream, and valid structured output for the analysis and the suggestions. A test
 * scripts the next answers (an invalid one, a hang, an error status) with `script()`.
 */

export type ScriptedAnswer =
  /** The message content, as is (e.g. invalid JSON). */
  | { content: string }
  /** The message content as the JSON text of `json`. */
  | { json: unknown }
  /** An HTTP error from the provider. */
  | { status: number; message?: string }
  /** Never answers: the client's timeout is what ends it. */
  | { hang: true }
  /** Starts streaming, then drops the connection after this many words. */
  | { dropAfterWords: number };

export interface RecordedRequest {
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
  };
}

export const STAND_IN_REPLY =
  'Comece pelas pessoas: marque três entrevistas esta semana e anote o que elas fazem, não só o que dizem.';

export const STAND_IN_SUGGESTIONS = [
  'Como conduzir uma boa entrevista?',
  'Quantas pessoas devo entrevistar?',
  'Como montar um mapa de empatia?',
  'O que observar em campo?',
];

export const STAND_IN_ANALYSIS = {
  executiveSummary:
    'O projeto tem uma boa base de pesquisa, mas ainda não validou nenhuma solução com usuários.',
  maturityScore: 6,
  consistency: {
    score: 72,
    strengths: ['Pesquisa consistente', 'Personas claras', 'Boa definição do problema'],
  },
  alignment: { problemSolutionAlignment: 65, researchInsightsAlignment: 80 },
  phaseAnalyses: [1, 2, 3, 4, 5].map((phase) => ({
    phase,
    phaseName: ['Empatizar', 'Definir', 'Idear', 'Prototipar', 'Testar'][phase - 1],
    completeness: phase <= 2 ? 80 : 20,
    quality: phase <= 2 ? 70 : 30,
    strengths: [`Ponto forte principal da fase ${phase}`, `Outro ponto forte da fase ${phase}`],
    gaps: [`Lacuna principal da fase ${phase}`, `Outra lacuna da fase ${phase}`],
  })),
  overallInsights: Array.from({ length: 7 }, (_, i) => `Insight ${i + 1}`),
  attentionPoints: Array.from({ length: 6 }, (_, i) => `Ponto de atenção ${i + 1}`),
  recommendations: {
    immediate: Array.from({ length: 4 }, (_, i) => `Ação imediata ${i + 1}`),
    shortTerm: ['Curto prazo 1', 'Curto prazo 2'],
    longTerm: ['Longo prazo 1'],
  },
  priorityNextSteps: Array.from({ length: 6 }, (_, i) => `Próximo passo ${i + 1}`),
};

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

function chunk(model: string, delta: Record<string, string>, finish: string | null = null) {
  return {
    id: 'chatcmpl-stream',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
}

/** What a cooperative model answers to this request. */
function defaultContent(body: RecordedRequest['body']): string {
  const schemaName = body.response_format?.json_schema?.name;
  if (schemaName === 'project_analysis') return JSON.stringify(STAND_IN_ANALYSIS);
  if (schemaName === 'chat_suggestions') {
    return JSON.stringify({ suggestions: STAND_IN_SUGGESTIONS });
  }
  return STAND_IN_REPLY;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const part of request) text += part;
  return text;
}

async function streamText(
  response: ServerResponse,
  model: string,
  content: string,
  onLeft: () => void,
  dropAfterWords = Number.POSITIVE_INFINITY,
) {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`);
  send(chunk(model, { role: 'assistant', content: '' }));
  // Word by word, with a pause, so a reader can see the reply being written.
  for (const [index, word] of content.split(/(?<= )/).entries()) {
    if (response.destroyed) {
      onLeft();
      return;
    }
    if (index === dropAfterWords) {
      response.destroy();
      return;
    }
    send(chunk(model, { content: word }));
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
  send(chunk(model, {}, 'stop'));
  response.end('data: [DONE]\n\n');
}

export interface OpenAiStandIn {
  /** The base URL for OPENAI_BASE_URL (ends in /v1, as the SDK expects). */
  url: string;
  requests: RecordedRequest[];
  /** How many streamed answers the client closed before their end. */
  readonly streamsLeft: number;
  /** Queues the next answers, used in order before the default behaviour resumes. */
  script(...answers: ScriptedAnswer[]): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const queue: ScriptedAnswer[] = [];
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let streamsLeft = 0;
  const countLeft = () => {
    streamsLeft += 1;
  };

  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(await readBody(request)) as RecordedRequest['body'];
    requests.push({ authorization: request.headers.authorization, body });
    const answer = queue.shift();
    if (answer && 'hang' in answer) {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    if (answer && 'status' in answer) {
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: answer.message ?? 'stand-in error' } }));
      return;
    }
    if (answer && 'dropAfterWords' in answer) {
      return streamText(response, body.model, STAND_IN_REPLY, countLeft, answer.dropAfterWords);
    }
    const content = !answer
      ? defaultContent(body)
      : 'json' in answer
        ? JSON.stringify(answer.json)
        : answer.content;
    if (body.stream) return streamText(response, body.model, content, countLeft);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(completion(body.model, content)));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get streamsLeft() {
      return streamsLeft;
    },
    script: (...answers) => queue.push(...answers),
    reset() {
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.close(() => resolve());
      }),
  };
}
