import { HttpError, httpErrorOf, isNetworkError, requestJson } from '@trilha/sync/client/http';
import { currentLanguage } from '../i18n';
import { loadMessages, messageText } from './message-text';

/**
 * The spec's HTTP conventions in one place, on the request helper and error class the sync
 * client uses too (@trilha/sync/client/http): credentials always, a JSON content type only with
 * a body, and any non-OK answer as an HttpError whose message is "<status>: <response text>".
 */
export { HttpError, httpErrorOf, isNetworkError };

let onUnauthorizedChange: (() => void) | undefined;
/** What to do when a change request meets a 401 (the auth store sends the user to /login). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorizedChange = handler;
}

/** Where a 401 refuses the credentials typed into a form, not this browser's session. */
const CREDENTIAL_PATHS = ['/api/auth/', '/api/upstream/link'];

/**
 * What the app does with a failed `method path` before its error reaches the caller: a 401 on
 * a change sends to /login, and a refused change's words are made ready for errorText. A failed
 * read needs no such wait (the session check of every visitor's first page is one): its `error`
 * is already in the interface language.
 */
export async function refused(method: string, path: string, error: HttpError): Promise<HttpError> {
  // A failed sign-in, or the cloud refusing the account a hub is linked to, is not an expired
  // session: only other changes send the user to /login.
  if (
    error.status === 401 &&
    method !== 'GET' &&
    !CREDENTIAL_PATHS.some((p) => path.startsWith(p))
  ) {
    console.warn(`${method} ${path}: 401, signing in again`);
    onUnauthorizedChange?.();
  }
  if (method !== 'GET') await loadMessages().catch(() => undefined);
  return error;
}

export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  try {
    return await requestJson<T>(fetch, path, {
      method,
      // The server writes its `error` in this language (the interface's, not the browser's).
      headers: { 'accept-language': currentLanguage(), ...headers },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch (error) {
    throw error instanceof HttpError ? await refused(method, path, error) : error;
  }
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
