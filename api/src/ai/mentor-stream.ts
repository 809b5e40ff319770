import type { Context } from 'hono';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import type { Stream } from 'openai/streaming';
import { errorBody } from '../http/errors';
import { type EventStream, eventStreamResponse } from '../http/event-stream';
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
  return eventStreamResponse(c, (events) => {
    void relayReply(c, stream, events, onComplete);
    // Once the reply has ended, or the user left: stop paying for words nobody will read.
    return () => stream.controller.abort();
  });
}

async function relayReply(
  c: Context,
  stream: Stream<ChatCompletionChunk>,
  events: EventStream,
  onComplete: (message: string) => Promise<void>,
): Promise<void> {
  let message = '';
  try {
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content;
      if (!delta) continue;
      message += delta;
      events.send('delta', JSON.stringify({ delta }));
    }
    // The SDK ends an aborted stream quietly, as if the reply were whole. Only the user leaving
    // aborts it mid-way (the SDK's own timeout ends once the answer's headers came): a reply
    // they did not receive is not counted, and there is nobody left to tell.
    if (stream.controller.signal.aborted) return;
    if (!message.trim()) throw invalidAiAnswer();
    await onComplete(message);
    events.send('done', JSON.stringify({ message }));
  } catch (error) {
    events.send('error', JSON.stringify(errorBody(c, aiFailure(error))));
  } finally {
    events.close();
  }
}
