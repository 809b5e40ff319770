import type { Message } from '@trilha/shared';

/** A failed call to the sync endpoints, with what the client needs to decide what to do. */
export class SyncHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    /** The server's message as a code with parameters, when it sent one (docs/decisions/0018). */
    readonly refusal?: Message,
  ) {
    super(message);
    this.name = 'SyncHttpError';
  }
}

/** The API's error answer (api/src/http/errors.ts), as far as sync reads it. */
interface ErrorBody {
  error?: string;
  code?: string;
  messageCode?: unknown;
  params?: Message['params'];
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** JSON over fetch with the session cookie; any non-2xx answer becomes a SyncHttpError. */
export async function requestJson<T>(
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit = {},
): Promise<T> {
  const response = await fetchImpl(url, {
    ...init,
    credentials: 'include',
    headers: init.body ? { 'content-type': 'application/json', ...init.headers } : init.headers,
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text as the message below.
  }
  if (!response.ok) {
    const error = body as ErrorBody | null;
    throw new SyncHttpError(
      response.status,
      error?.code,
      error?.error ?? (text || response.statusText),
      typeof error?.messageCode === 'string'
        ? { code: error.messageCode as Message['code'], params: error.params }
        : undefined,
    );
  }
  return body as T;
}
