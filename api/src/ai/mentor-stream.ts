import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import type { Stream } from 'openai/streaming';
import { errorBody } from '../http/errors';
import { aiFailure, invalidAiAnswer } from './ai-client';

/**
 * The mentor's reply as server-sent events, passed on as the model writes it: `delta` events
 * with each piece, then `done` with the whole message — or `error` with the API's error body if
 * the AI server fails part-way (the 200 status is already sent by then). `onComplete` runs once
 * the whole reply is there, before `done`.
 */
export function mentorReplyEvents(
  c: Context,
  stream: Stream<ChatCompletionChunk>,
  onComplete: (message: string) => Promise<void>,
): Response {
  return streamSSE(c, async (sse) => {
    // The user left: stop paying for words nobody will read.
    sse.onAbort(() => stream.controller.abort());
    let message = '';
    try {
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta?.content;
        if (!delta) continue;
        message += delta;
        await sse.writeSSE({ event: 'delta', data: JSON.stringify({ delta }) });
      }
      if (!message.trim()) throw invalidAiAnswer();
      await onComplete(message);
      await sse.writeSSE({ event: 'done', data: JSON.stringify({ message }) });
    } catch (error) {
      await sse.writeSSE({ event: 'error', data: JSON.stringify(errorBody(c, aiFailure(error))) });
    }
  });
}
