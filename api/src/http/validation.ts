import { zValidator } from '@hono/zod-validator';
import { issueMessage, issuePath, type MessageLike } from '@trilha/shared';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';
import { ApiError, notFound } from './errors';

/**
 * zValidator with the API's error shape: 400, the first problem as the message and every problem
 * in `issues`, each the code its rule gives in the shared schemas (docs/decisions/0018).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    throw invalidInput(result.error.issues);
  });
}

/** The 400 of input that breaks the schema's rules. */
export function invalidInput(zodIssues: readonly z.core.$ZodIssue[]): ApiError {
  const issues = zodIssues.map((issue) => ({ path: issuePath(issue), ...issueMessage(issue) }));
  const [first] = issues;
  return new ApiError(400, 'invalid_input', first ?? 'validation.invalid', issues);
}

/**
 * Route parameters that name a record: a value of the wrong shape cannot name one, so it answers
 * 404 like any other missing record, before a query (which could choke on it: a NUL byte).
 */
export function paramsOrNotFound<Schema extends z.ZodType>(
  schema: Schema,
  detail: MessageLike = 'error.not_found',
) {
  return zValidator('param', schema, (result) => {
    if (!result.success) throw notFound(detail);
  });
}

/**
 * The `:id` route parameter. An id that is not a UUID cannot name anything, so it answers 404
 * like any other missing record (not 400: the client asked for something that is not there).
 */
export const idParam = paramsOrNotFound(z.object({ id: z.uuid() }));
