import { DEFAULT_LANGUAGE, type Language } from '../languages';
import type { MessageTexts } from './catalogue';
import {
  type Message,
  type MessageCode,
  type MessageLike,
  type MessageParams,
  placeholdersOf,
  toMessage,
} from './catalogue';
import { EN } from './texts/en';
import { ES } from './texts/es';
import { FR } from './texts/fr';
import { PT_BR } from './texts/pt-BR';

// Every language at once: for the server, which answers each request in its own language. The
// web app loads its language alone through i18next (loadMessageTexts).
const TEXTS: Readonly<Record<Language, MessageTexts>> = { 'pt-BR': PT_BR, en: EN, es: ES, fr: FR };

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(PT_BR, value);
}

/** `{{name}}` replaced by the parameter of that name, as i18next does; a missing one stays. */
export function interpolate(text: string, params: MessageParams = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/**
 * A message as it may leave the server: an unknown code (a zod default message, say) becomes
 * the generic 'validation.invalid', and only the parameters its text uses are kept.
 */
export function checkedMessage(value: MessageLike | { code: string; params?: MessageParams }) {
  const { code, params } = typeof value === 'string' ? toMessage(value) : value;
  if (!isMessageCode(code)) return { code: 'validation.invalid' } satisfies Message;
  const names = placeholdersOf(PT_BR[code]);
  if (names.length === 0) return { code } satisfies Message;
  const kept = Object.fromEntries(names.map((name) => [name, params?.[name] ?? '']));
  return { code, params: kept } satisfies Message;
}

/** The text of a message in `language` (the server's words: `error` of an API answer). */
export function formatMessage(
  value: MessageLike | { code: string; params?: MessageParams },
  language: Language = DEFAULT_LANGUAGE,
): string {
  const { code, params } = checkedMessage(value);
  return interpolate(TEXTS[language][code], params);
}
