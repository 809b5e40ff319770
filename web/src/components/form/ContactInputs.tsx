import { TextInput } from '@mantine/core';
import type { ComponentProps } from 'react';

type TextInputProps = ComponentProps<typeof TextInput>;

/** An email field: the email keyboard and autofill, no automatic capital or spell-check. */
export function EmailInput(props: TextInputProps) {
  return (
    <TextInput
      type="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** A phone field: the phone keypad and autofill. */
export function PhoneInput(props: TextInputProps) {
  return <TextInput type="tel" autoComplete="tel" {...props} />;
}
