import { currentLanguage } from '../i18n';
import { type CodedMessage, loadMessages, messageText } from './message-text';

/**
 * The spec's HTTP conventions in one place: credentials always, a JSON content type only with a
 * body, and any non-OK answer as an error whose message is "<status>: <response text>".
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's `error` text, when it sent one (in the request's language). */
    readonly serverMessage: string | undefined,
    readonly code: string | undefined,
    /** What the user should read, as the server's message code and parameters. */
    readonly detail?: CodedMessage,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

let onUnauthorizedChange: (() => void) | undefined;
/** What to do when a change request meets a 401 (the auth store sends the user to /login). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorizedChange = handler;
}

/** fetch rejects with a TypeError when there is no network. */
export const isNetworkError = (error: unknown) => error instanceof TypeError;

/** The error of a non-OK answer whose body was `text`; a 401 on a change sends to /login. */
export function httpErrorOf(method: string, path: string, response: Response, text: string) {
  let parsed:
    | { error?: string; code?: string; messageCode?: unknown; params?: unknown }
    | undefined;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  // A failed sign-in is not an expired session: only other changes send the user to /login.
  if (response.status === 401 && method !== 'GET' && !path.startsWith('/api/auth/')) {
    console.warn(`${method} ${path}: 401, signing in again`);
    onUnauthorizedChange?.();
  }
  return new HttpError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    parsed?.error,
    parsed?.code,
    typeof parsed?.messageCode === 'string'
      ? { code: parsed.messageCode, params: parsed.params as CodedMessage['params'] }
      : undefined,
  );
}

export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  // The server writes its `error` in this language (the interface's, not the browser's).
  const sent = { 'accept-language': currentLanguage(), ...headers };
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? sent : { ...sent, 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    // A refused change is shown to its author: its words are made ready for errorText. A failed
    // read needs no such wait (the session check of every visitor's first page is one): its
    // `error` is already in the interface language.
    if (method !== 'GET') await loadMessages().catch(() => undefined);
    throw httpErrorOf(method, path, response, text);
  }
  return (text ? JSON.parse(text) : null) as T;
}

export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);
export const apiPost = <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
  apiRequest<T>('POST', path, body, headers);
export const apiPut = <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body);
export const apiDelete = <T>(path: string) => apiRequest<T>('DELETE', path);

/**
 * The message to show for a failed call: the server's message in the interface language (its
 * code's text here, else the words it sent), else the given fallback.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof HttpError)) return fallback;
  return messageText(error.detail) ?? (error.serverMessage || fallback);
}
