import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { type SignupAccount, signupAccountSchema } from '@trilha/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { EmailInput } from '../../components/form/ContactInputs';
import { useFieldErrorText } from '../../components/form/field-error';
import { formResolver } from '../../components/form/form-resolver';
import { OfflineNotice } from '../../components/OfflineNotice';
import { useAuth } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { AuthCard } from './AuthCard';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { useReturnPath, withReturnPath } from './return-path';
import { SignupSteps } from './SignupSteps';
import { readSignupAccount, saveSignupAccount } from './signup-storage';

/** The spec's artificial pause before step 2. */
export const SIGNUP_STEP_DELAY_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signup step 1: name, email and password, kept in this tab until step 2 creates the account.
 * Coming back from step 2 refills name and email, never the password.
 */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const isAuthenticated = useAuth((state) => state.isAuthenticated);
  const { online } = useNetwork();
  const fieldError = useFieldErrorText();
  const returnPath = useReturnPath();
  const [stored] = useState(readSignupAccount);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignupAccount>({
    resolver: formResolver(signupAccountSchema),
    defaultValues: {
      name: stored?.name ?? '',
      email: stored?.email ?? '',
      password: '',
      confirmPassword: '',
    },
  });
  const password = useWatch({ control, name: 'password' });

  if (isAuthenticated) return <Navigate to={returnPath ?? '/'} replace />;

  const submit = handleSubmit(async ({ name, email, password }) => {
    try {
      saveSignupAccount({ name, email, password });
    } catch {
      notify({ kind: 'error', title: t('signup.error') });
      return;
    }
    await wait(SIGNUP_STEP_DELAY_MS);
    navigate(withReturnPath('/complete-profile', returnPath));
  });

  return (
    <AuthCard title={t('signup.title')} subtitle={t('signup.subtitle')}>
      <SignupSteps step={1} />
      {!online && <OfflineNotice title={t('offlineTitle')} message={t('signup.offline')} />}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('signup.name')}
            autoComplete="name"
            withAsterisk
            error={fieldError(errors.name)}
            {...register('name')}
          />
          <EmailInput
            label={t('signup.email')}
            withAsterisk
            error={fieldError(errors.email)}
            {...register('email')}
          />
          <Stack gap={6}>
            <PasswordInput
              label={t('signup.password')}
              description={t('signup.passwordHint')}
              autoComplete="new-password"
              withAsterisk
              error={fieldError(errors.password)}
              {...register('password')}
            />
            <PasswordStrengthMeter password={password} />
          </Stack>
          <PasswordInput
            label={t('signup.confirmPassword')}
            autoComplete="new-password"
            withAsterisk
            error={fieldError(errors.confirmPassword)}
            {...register('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            {t('signup.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('signup.haveAccount')}{' '}
        <Anchor component={Link} to={withReturnPath('/login', returnPath)} fw={600}>
          {t('signup.loginLink')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
