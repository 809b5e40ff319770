import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';
import { ApiError, notFound } from './errors';

/**
 * zValidator with the API's error shape: 400, the first problem as the message (already in the
 * user's words: the shared schemas carry the spec's pt-BR texts) and every problem in `issues`.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    throw new ApiError(400, 'invalid_input', issues[0]?.message ?? 'Dados inválidos.', issues);
  });
}

const idParams = z.object({ id: z.string() });

/**
 * The `:id` route parameter. An id that is not a UUID cannot name anything, so it answers 404
 * like any other missing record (not 400: the client asked for something that is not there).
 */
export const idParam = zValidator('param', idParams, (result) => {
  if (!result.success || !z.uuid().safeParse(result.data.id).success) throw notFound();
});
