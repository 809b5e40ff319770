import { Textarea, TextInput } from '@mantine/core';
import { TEXT_MAX, TITLE_MAX } from '@trilha/shared';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useFieldErrorText } from './field-error';

/**
 * The name (required) and description of something being made — a project, a template — with
 * their bounds and their errors in the reader's language, as react-hook-form holds them.
 */
export function NameDescriptionFields(props: {
  /** react-hook-form's registrations of the two fields, and their errors. */
  name: UseFormRegisterReturn;
  description: UseFormRegisterReturn;
  errors: { name?: FieldError; description?: FieldError };
  labels: { name: string; description: string };
  placeholders?: { name: string; description: string };
  descriptionRows: number;
  autoFocus?: boolean;
}) {
  const fieldError = useFieldErrorText();
  return (
    <>
      <TextInput
        label={props.labels.name}
        placeholder={props.placeholders?.name}
        withAsterisk
        maxLength={TITLE_MAX}
        data-autofocus={props.autoFocus || undefined}
        error={fieldError(props.errors.name)}
        {...props.name}
      />
      <Textarea
        label={props.labels.description}
        placeholder={props.placeholders?.description}
        rows={props.descriptionRows}
        maxLength={TEXT_MAX}
        error={fieldError(props.errors.description)}
        {...props.description}
      />
    </>
  );
}
