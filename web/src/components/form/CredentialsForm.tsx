import { PasswordInput, Stack, TextInput } from '@mantine/core';
import type { LoginInput } from '@trilha/shared';
import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useFieldErrorText } from './field-error';

/**
 * A form of an account's username (or e-mail) and password, under loginSchema's rules: the
 * sign-in page's, and the cloud account a room's hub links to. `text` gives each field's words
 * ('username', 'usernameHint', 'password'); the children (the submit button) come after them.
 * POST, were it ever submitted natively: the password stays out of the address.
 */
export function CredentialsForm(props: {
  form: UseFormReturn<LoginInput>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  text(key: 'username' | 'usernameHint' | 'password'): string;
  children: ReactNode;
}) {
  const fieldError = useFieldErrorText();
  const { register, formState } = props.form;
  return (
    <form onSubmit={props.onSubmit} method="post" noValidate>
      <Stack gap="md">
        <TextInput
          label={props.text('username')}
          description={props.text('usernameHint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          error={fieldError(formState.errors.username)}
          {...register('username')}
        />
        <PasswordInput
          label={props.text('password')}
          autoComplete="current-password"
          withAsterisk
          error={fieldError(formState.errors.password)}
          {...register('password')}
        />
        {props.children}
      </Stack>
    </form>
  );
}
