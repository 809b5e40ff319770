import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { issueMessage, type MessageParams } from '@trilha/shared';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A field's error as the forms keep it: its message is a rule's code, with its parameters. */
export interface CodedFieldError extends FieldError {
  params?: MessageParams;
}

/**
 * The resolver of every form over a shared schema: zodResolver's job, keeping what zodResolver
 * drops — the parameters of the rule's message (the 200 of 'validation.max_chars'), which the
 * issue holds and the text needs (docs/decisions/0018). The first problem of a field is the one
 * it shows.
 */
export function formResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, CodedFieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      if (errors[path]) continue;
      const { code, params } = issueMessage(issue);
      errors[path] = params
        ? { type: issue.code, message: code, params }
        : { type: issue.code, message: code };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
