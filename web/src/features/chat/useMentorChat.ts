import {
  CHAT_MESSAGES_MAX,
  type ChatContext,
  type ChatMessage,
  DEFAULT_SUGGESTIONS_TOPIC,
  SHORT_TEXT_MAX,
} from '@trilha/shared';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { HttpError, isNetworkError } from '../../lib/api';
import { messageText } from '../../lib/message-text';
import { MentorStreamError, requestMentorReply, requestSuggestions } from './chat-api';

export interface ChatEntry extends ChatMessage {
  id: string;
  /** Shown here only, never sent to the model: the greetings and the error messages. */
  local?: boolean;
}

let nextId = 0;
const entry = (message: Omit<ChatEntry, 'id' | 'timestamp'>): ChatEntry => {
  nextId += 1;
  return { id: `m${nextId}`, timestamp: new Date().toISOString(), ...message };
};

/** What the model is sent: the real conversation, the most recent part of it. */
function conversation(entries: readonly ChatEntry[]): ChatMessage[] {
  return entries
    .filter((message) => !message.local && message.content.trim())
    .slice(-CHAT_MESSAGES_MAX)
    .map(({ role, content, timestamp }) => ({ role, content, timestamp }));
}

export type SendOutcome = 'sent' | 'failed' | 'offline';

/** What the server said about a failed reply, before it answered or in the stream. */
const serverWords = (error: unknown): string | undefined =>
  error instanceof HttpError || error instanceof MentorStreamError
    ? (messageText(error.detail) ?? error.serverMessage)
    : undefined;

/**
 * The chat of platform.md §4: one assistant greeting to start; sending appends the user's
 * message and asks for a reply (streamed in as it is written); success appends the reply, then
 * asks for suggestions on the last user message; failure appends the server's message about
 * it, or the spec's error message when the server gave none.
 * Clearing resets to the restart greeting and empties the suggestions.
 */
export function useMentorChat() {
  const { t } = useTranslation('chat');
  const [messages, setMessages] = useState<ChatEntry[]>(() => [
    entry({ role: 'assistant', content: t('welcome'), local: true }),
  ]);
  const [pending, setPending] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const pendingRef = useRef(false);
  // A reply that arrives after "clear" belongs to a conversation that no longer exists.
  const generation = useRef(0);

  const send = useCallback(
    async (text: string, context: ChatContext): Promise<SendOutcome> => {
      const content = text.trim();
      if (!content || pendingRef.current) return 'failed';
      pendingRef.current = true;
      setPending(true);
      const asked = generation.current;
      const question = entry({ role: 'user', content });
      const reply = entry({ role: 'assistant', content: '' });
      const history = conversation([...messages, question]);
      setMessages((current) => [...current, question]);
      const showReply = (replyText: string) =>
        asked === generation.current &&
        setMessages((current) => [
          ...current.filter((message) => message.id !== reply.id),
          { ...reply, content: replyText },
        ]);
      try {
        const language = currentLanguage();
        const message = await requestMentorReply(
          { messages: history, context },
          language,
          showReply,
        );
        showReply(message);
        if (asked === generation.current) {
          const topic = content.slice(0, SHORT_TEXT_MAX) || DEFAULT_SUGGESTIONS_TOPIC;
          requestSuggestions({ context, topic }, language).then(
            (next) => asked === generation.current && setSuggestions(next),
            (error: unknown) => console.warn('chat suggestions failed', error),
          );
        }
        return 'sent';
      } catch (error) {
        console.error('chat request failed', error);
        if (asked !== generation.current) return 'failed';
        if (isNetworkError(error)) {
          // The connection dropped: the question goes back into the input, nothing is lost.
          setMessages((current) =>
            current.filter((message) => message.id !== question.id && message.id !== reply.id),
          );
          return 'offline';
        }
        // The server's own words when it gave some (no AI on this server, the month's
        // questions used up, the AI service down); the spec's message only without them.
        setMessages((current) => [
          ...current.filter((message) => message.id !== reply.id),
          entry({ role: 'assistant', content: serverWords(error) || t('error'), local: true }),
        ]);
        return 'failed';
      } finally {
        pendingRef.current = false;
        setPending(false);
      }
    },
    [messages, t],
  );

  const clear = useCallback(() => {
    generation.current += 1;
    pendingRef.current = false;
    setPending(false);
    setSuggestions([]);
    setMessages([entry({ role: 'assistant', content: t('restart'), local: true })]);
  }, [t]);

  return { messages, pending, suggestions, send, clear };
}
