import type { Message } from '@trilha/shared';

/**
 * A non-2xx answer of the API — the one error class of the web app and of the sync client.
 * Its message is "<status>: <response text>" (the spec's convention); what a screen or the
 * sync engine decides on is in the fields, read from the API's error body
 * (api/src/http/errors.ts, docs/decisions/0018).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's `error` text, when it sent one (in the request's language). */
    readonly serverMessage: string | undefined,
    /** The answer's stable code (unauthenticated, plan_limit, outdated_client…). */
    readonly code: string | undefined,
    /**
     * What the user should read, as the server's message code and parameters (a newer server
     * may send a code this build has no text for: the web's messageText answers undefined).
     */
    readonly detail?: Message,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The API's error answer, as far as a client reads it. */
interface ErrorBody {
  error?: unknown;
  code?: unknown;
  messageCode?: unknown;
  params?: Message['params'];
}

/** fetch rejects with a TypeError when there is no network. */
export const isNetworkError = (error: unknown): error is TypeError => error instanceof TypeError;

/** The HttpError of a non-OK `response` whose body was `text`. */
export function httpErrorOf(response: Response, text: string): HttpError {
  let body: ErrorBody | null = null;
  try {
    body = JSON.parse(text) as ErrorBody | null;
  } catch {
    // Not JSON (a proxy's page): the status and the text say what there is to say.
  }
  const field = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const messageCode = field(body?.messageCode);
  return new HttpError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    field(body?.error),
    field(body?.code),
    messageCode ? { code: messageCode as Message['code'], params: body?.params } : undefined,
  );
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * The one request helper: JSON over fetch with the session cookie, a JSON content type only
 * with a body; the answer's JSON (null for an empty one), or an HttpError for a non-2xx answer.
 */
export async function requestJson<T>(
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit = {},
): Promise<T> {
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, {
      ...init,
      credentials: 'include',
      headers: init.body ? { ...init.headers, 'content-type': 'application/json' } : init.headers,
    });
    text = await response.text();
  } catch (error) {
    // A request given a deadline that passed fails as a lost network does (see deadline).
    const reason = init.signal?.reason as Error | undefined;
    if (reason?.name === 'TimeoutError')
      throw new TypeError(`no answer from ${url}: ${reason.message}`);
    throw error;
  }
  if (!response.ok) throw httpErrorOf(response, text);
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * A signal that gives up after `ms`, its reason a 'TimeoutError' (AbortSignal.timeout where the
 * browser has it; iPads before iOS 16 do not).
 */
export function deadline(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException(`no answer in ${ms} ms`, 'TimeoutError')), ms);
  return controller.signal;
}
