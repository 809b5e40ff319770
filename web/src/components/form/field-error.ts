import { useMessageText } from '../../lib/message-text';
import type { CodedFieldError } from './form-resolver';

/**
 * THE text of a form field's error (formResolver's: a rule's code with its parameters), in the
 * interface language. A message with no text here — zod's own, for input no field of a form can
 * produce — reads as the generic 'invalid data' rather than in zod's English.
 */
export function useFieldErrorText(): (
  error: { message?: string | undefined } | undefined,
) => string | undefined {
  const text = useMessageText();
  return (error) => {
    if (!error?.message) return undefined;
    const { params } = error as CodedFieldError;
    return text({ code: error.message, params }) ?? text({ code: 'validation.invalid' });
  };
}
