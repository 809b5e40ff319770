import {
  checkedMessage,
  DATABASE_UNAVAILABLE_CODE,
  formatMessage,
  type Language,
  type Message,
  type MessageLike,
  type MessageParams,
  message,
  pickRequestLanguage,
  toMessage,
} from '@trilha/shared';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isLostConnection } from '../db/lost-connection';

/** One broken rule of a failed validation: which field, and its message. */
export interface IssueMessage extends Message {
  path: string;
}

/** An issue as the API answers it: its message's code and parameters, and its text. */
export interface ErrorIssue {
  path: string;
  code: string;
  params?: MessageParams;
  message: string;
}

/**
 * The one error shape of the API (docs/decisions/0018). `code` says what went wrong for a
 * program (stable: unauthenticated, forbidden, not_found, plan_limit, invalid_input…);
 * `messageCode` and `params` say it for a person, as a code of the shared message catalogue that
 * the web app writes in its reader's language; `error` is that message in the request's language
 * (Accept-Language, else pt-BR), for REST clients that show it as it is.
 */
export interface ErrorBody {
  error: string;
  code: string;
  messageCode: string;
  params?: MessageParams;
  issues?: ErrorIssue[];
}

/** An expected failure with its status, machine code and message (a catalogue code). */
export class ApiError extends Error {
  readonly detail: Message;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    detail: MessageLike,
    readonly issues?: IssueMessage[],
  ) {
    const { code: messageCode, params } = toMessage(detail);
    // Error's own message, for logs: the pt-BR text.
    super(formatMessage({ code: messageCode, params }));
    this.name = 'ApiError';
    this.detail = params ? { code: messageCode, params } : { code: messageCode };
  }
}

export const unauthenticated = () => new ApiError(401, 'unauthenticated', 'error.unauthenticated');
export const forbidden = (detail: MessageLike = 'error.forbidden') =>
  new ApiError(403, 'forbidden', detail);
/** Also the answer for another user's record: never reveal that an id exists. */
export const notFound = (detail: MessageLike = 'error.not_found') =>
  new ApiError(404, 'not_found', detail);
export const conflict = (detail: MessageLike) => new ApiError(409, 'conflict', detail);

function issueBody(issue: IssueMessage, language: Language): ErrorIssue {
  const checked = checkedMessage(issue);
  const body: ErrorIssue = { path: issue.path, code: checked.code, message: '' };
  if (checked.params) body.params = checked.params;
  body.message = formatMessage(checked, language);
  return body;
}

/** The answer's body for `error`, in the request's language. */
export function errorBody(c: Context, error: ApiError): ErrorBody {
  const language = pickRequestLanguage(c.req.header('accept-language'));
  const detail = checkedMessage(error.detail);
  const body: ErrorBody = {
    error: formatMessage(detail, language),
    code: error.code,
    messageCode: detail.code,
  };
  if (detail.params) body.params = detail.params;
  if (error.issues?.length) body.issues = error.issues.map((issue) => issueBody(issue, language));
  return body;
}

export function errorResponse(c: Context, error: ApiError): Response {
  // A refused body is still on its way and nobody reads it: on a kept-alive connection it would
  // be taken for the next request. So the connection ends after this answer (closed gently:
  // lingering-close.ts).
  if (error.status === 413) c.header('Connection', 'close');
  return c.json(errorBody(c, error), error.status);
}

/** Hono raises these for protocol problems (malformed JSON, oversized body...). */
function fromHttpException(error: HTTPException): ApiError {
  switch (error.status) {
    case 400:
      return new ApiError(400, 'malformed_request', 'error.malformed_json');
    case 413:
      return new ApiError(413, 'payload_too_large', 'error.payload_too_large');
    default:
      return new ApiError(
        error.status as ContentfulStatusCode,
        'http_error',
        message('error.http', { status: error.status }),
      );
  }
}

/** How long a client is asked to wait before trying again while the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The database is out of reach (a lost connection that could not be run again, or none to be
 * had): a passing failure of the server, not of the request (docs/decisions/0008).
 */
function databaseUnavailable(c: Context, error: Error): Response {
  console.warn(`${c.req.method} ${c.req.path}: database unavailable (${String(error)})`);
  c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  return errorResponse(
    c,
    new ApiError(503, DATABASE_UNAVAILABLE_CODE, 'error.database_unavailable'),
  );
}

/** app.onError: expected errors keep their status; anything else is a real fault, logged. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) return errorResponse(c, error);
  if (error instanceof HTTPException) return errorResponse(c, fromHttpException(error));
  if (isLostConnection(error)) return databaseUnavailable(c, error);
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return errorResponse(c, new ApiError(500, 'internal_error', 'error.internal'));
}

export function handleNotFound(c: Context): Response {
  return errorResponse(
    c,
    new ApiError(
      404,
      'route_not_found',
      message('error.route_not_found', { method: c.req.method, path: c.req.path }),
    ),
  );
}
