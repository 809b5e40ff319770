import type { z } from 'zod';
import { formatMessage } from '../messages/format';
import { issueMessage } from '../messages/zod-issue';

/**
 * The messages of a failed parse by field path ('' for the root), as a pt-BR reader reads them
 * (each rule's code and parameters written out); {} when it succeeds.
 */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] = [...(errors[key] ?? []), formatMessage(issueMessage(issue))];
  }
  return errors;
}

export const ID = '0190a6c2-7d1e-7c3a-8f3b-1a2b3c4d5e6f';
export const OTHER_ID = '0190a6c2-7d1e-7c3a-9f3b-1a2b3c4d5e70';
export const PROJECT_ID = '0190a6c2-7d1e-7c3a-af3b-1a2b3c4d5e71';
export const NOW = '2026-11-23T10:00:00.000Z';
