import { DATABASE_UNAVAILABLE_CODE } from '@trilha/shared';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isLostConnection } from '../db/lost-connection';

/** One issue of a failed validation: which field, and what is wrong with it. */
export interface ErrorIssue {
  path: string;
  message: string;
}

/** The one error shape of the API (DESIGN.md): the spec's client reads `error` as text. */
export interface ErrorBody {
  error: string;
  code: string;
  issues?: ErrorIssue[];
}

/** An expected failure with its status, machine code and human message. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: ErrorIssue[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthenticated = () =>
  new ApiError(401, 'unauthenticated', 'Você precisa entrar para continuar.');
export const forbidden = (message = 'Você não tem permissão para fazer isso.') =>
  new ApiError(403, 'forbidden', message);
/** Also the answer for another user's record: never reveal that an id exists. */
export const notFound = (message = 'Não encontrado.') => new ApiError(404, 'not_found', message);
export const conflict = (message: string) => new ApiError(409, 'conflict', message);

export function errorResponse(c: Context, error: ApiError): Response {
  // A refused body is still on its way and nobody reads it: on a kept-alive connection it would
  // be taken for the next request. So the connection ends after this answer (closed gently:
  // lingering-close.ts).
  if (error.status === 413) c.header('Connection', 'close');
  const body: ErrorBody = { error: error.message, code: error.code };
  if (error.issues?.length) body.issues = error.issues;
  return c.json(body, error.status);
}

/** Hono raises these for protocol problems (malformed JSON, oversized body...). */
function fromHttpException(error: HTTPException): ApiError {
  switch (error.status) {
    case 400:
      return new ApiError(400, 'malformed_request', 'O corpo da requisição não é um JSON válido.');
    case 413:
      return new ApiError(413, 'payload_too_large', 'O conteúdo enviado é grande demais.');
    default:
      return new ApiError(error.status as ContentfulStatusCode, 'http_error', error.message);
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
    new ApiError(
      503,
      DATABASE_UNAVAILABLE_CODE,
      'O banco de dados do servidor está fora de alcance no momento. Tente de novo em alguns segundos.',
    ),
  );
}

/** app.onError: expected errors keep their status; anything else is a real fault, logged. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) return errorResponse(c, error);
  if (error instanceof HTTPException) return errorResponse(c, fromHttpException(error));
  if (isLostConnection(error)) return databaseUnavailable(c, error);
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return errorResponse(c, new ApiError(500, 'internal_error', 'Erro interno do servidor.'));
}

export function handleNotFound(c: Context): Response {
  return errorResponse(
    c,
    new ApiError(404, 'route_not_found', `Rota não encontrada: ${c.req.method} ${c.req.path}`),
  );
}
