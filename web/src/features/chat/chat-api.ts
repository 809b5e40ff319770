import {
  type ChatRequest,
  type ChatSuggestionsRequestInput,
  chatResponseSchema,
  chatSuggestionsResponseSchema,
  type Language,
} from '@trilha/shared';
import { apiPost, httpErrorOf, refused } from '../../lib/api';
import { type CodedMessage, loadMessages } from '../../lib/message-text';
import { serverSentEvents } from './server-sent-events';

const CHAT_PATH = '/api/chat';

/** The stream ended with an error event (the server had already answered 200). */
export class MentorStreamError extends Error {
  override name = 'MentorStreamError';
  constructor(
    message: string,
    /** The server's `error` text in the event, when it sent one. */
    readonly serverMessage?: string,
    /** What the user should read: the server's message code and parameters. */
    readonly detail?: CodedMessage,
  ) {
    super(message);
  }
}

/**
 * Asks the mentor, reading the reply as it is written: `onText` gets the whole text so far after
 * each piece. A server (or proxy) that does not stream answers JSON; that works too.
 */
export async function requestMentorReply(
  request: ChatRequest,
  language: Language,
  onText: (textSoFar: string) => void,
): Promise<string> {
  const response = await fetch(CHAT_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream, application/json',
      'accept-language': language,
    },
    body: JSON.stringify(request),
  });
  if (!response.ok) {
    throw await refused('POST', CHAT_PATH, httpErrorOf(response, await response.text()));
  }
  const streamed = response.headers.get('content-type')?.includes('text/event-stream');
  if (!streamed || !response.body) {
    const { message } = chatResponseSchema.parse(await response.json());
    onText(message);
    return message;
  }
  let text = '';
  for await (const event of serverSentEvents(response.body)) {
    const data = JSON.parse(event.data) as {
      delta?: string;
      message?: string;
      error?: string;
      messageCode?: string;
      params?: CodedMessage['params'];
    };
    if (event.event === 'delta' && data.delta) {
      text += data.delta;
      onText(text);
    } else if (event.event === 'done') {
      return data.message ?? text;
    } else if (event.event === 'error') {
      await loadMessages().catch(() => undefined);
      const detail = data.messageCode ? { code: data.messageCode, params: data.params } : undefined;
      throw new MentorStreamError(data.error ?? 'stream error', data.error, detail);
    }
  }
  throw new MentorStreamError('The reply stream ended before it was complete.');
}

/** Questions the user may ask next; none when the call fails (they are a help, not a need). */
export async function requestSuggestions(
  request: ChatSuggestionsRequestInput,
  language: Language,
): Promise<string[]> {
  const answer = await apiPost<unknown>('/api/chat/suggestions', request, {
    'accept-language': language,
  });
  return chatSuggestionsResponseSchema.parse(answer).suggestions;
}
