import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';

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
