import type { z } from 'zod';
import type { Message, MessageCode } from './catalogue';

/**
 * The message of a zod issue. The shared schemas give every rule a code as its message
 * (docs/decisions/0018); the parameters come from the issue itself — the bound of a too_big or
 * too_small, a custom issue's `params` — so a rule never repeats its own numbers. A message that
 * is no code (zod's default, for input no form produces) is left for the reader to check
 * (checkedMessage on the server, the i18next catalogue on the web).
 */
export function issueMessage(issue: z.core.$ZodIssue): Message {
  const params: Record<string, string | number> = {};
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (issue.code === 'custom' && issue.params) Object.assign(params, issue.params);
  const code = issue.message as MessageCode;
  return Object.keys(params).length > 0 ? { code, params } : { code };
}

/** A zod issue's path as the API and the sync report it: 'taskResults.0.task'. */
export const issuePath = (issue: z.core.$ZodIssue): string => issue.path.map(String).join('.');
