import type { MessageParams } from '@trilha/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';

/**
 * A message as it arrives — from an API error, a refused sync change, a form's rule — a code of
 * the shared catalogue with its parameters (docs/decisions/0018). Typed loosely: a newer server
 * may send a code this build has no text for.
 */
export interface CodedMessage {
  code: string;
  params?: MessageParams | undefined;
}

const NAMESPACE = 'messages';

/** The text of `message` in the interface language; undefined for a code with no text here. */
function textOf(t: TFunction, message: CodedMessage | undefined): string | undefined {
  if (!message || !i18n.exists(message.code, { ns: NAMESPACE })) return undefined;
  return t(message.code, { ...message.params, ns: NAMESPACE });
}

/**
 * THE way a screen turns a coded message into words. Waits (Suspense) for the interface
 * language's messages the first time, then follows language changes like any text.
 */
export function useMessageText(): (message: CodedMessage | undefined) => string | undefined {
  const { t } = useTranslation(NAMESPACE);
  return (message) => textOf(t, message);
}

/** The same outside React (an error text built in a handler), once loadMessages has run. */
export const messageText = (message: CodedMessage | undefined): string | undefined =>
  textOf(i18n.t, message);

/** Makes the messages of the interface language available to messageText. */
export const loadMessages = (): Promise<void> => i18n.loadNamespaces(NAMESPACE);
