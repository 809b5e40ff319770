import { Alert, Anchor, Button, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconDoorExit } from '@tabler/icons-react';
import { type LoginInput, loginSchema } from '@trilha/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { CredentialsForm } from '../../components/form/CredentialsForm';
import { formResolver } from '../../components/form/form-resolver';
import { OfflineNotice } from '../../components/OfflineNotice';
import { errorText, isNetworkError } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { useHydrated } from '../../lib/use-hydrated';
import { AuthCard } from './AuthCard';
import { useReturnPath, withReturnPath } from './return-path';
import { SsoRefusal, SsoSignInButton } from './SsoSignIn';

/**
 * Sign in (spec: Login). A failure is a notification, like every error of the app (not the
 * spec's browser alert, docs/decisions/0018): 'Erro ao fazer login' with the server's reason,
 * or the network's. Once the store says authenticated — already, or after a successful
 * sign-in — the page sends the person to '/', or back where they came from (`?next=`, see
 * return-path.ts). A room's guest sent here because their room was closed reads that first.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const isAuthenticated = useAuth((state) => state.isAuthenticated);
  // A room's guest lands here when their room was closed: say so rather than ask for an account.
  const roomClosed = useAuth((state) => state.roomClosed);
  const login = useAuth((state) => state.login);
  const { online } = useNetwork();
  const returnPath = useReturnPath();
  const hydrated = useHydrated();
  // No defaultValues: the form takes what the fields hold when it attaches to them, so what
  // someone typed into the prerendered page before its script ran is kept.
  const form = useForm<LoginInput>({ resolver: formResolver(loginSchema) });

  if (isAuthenticated) return <Navigate to={returnPath ?? '/'} replace />;

  const submit = form.handleSubmit(async ({ username, password }) => {
    try {
      await login(username, password);
    } catch (error) {
      // The store re-raises with the original failure as the cause.
      const cause = error instanceof Error ? error.cause : undefined;
      notify({
        kind: 'error',
        title: t('login.error'),
        message: isNetworkError(cause) ? t('login.networkError') : errorText(cause, ''),
      });
    }
  });

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {roomClosed && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconDoorExit size={20} />}
          title={t('login.roomClosedTitle')}
        >
          {t('login.roomClosed')}
        </Alert>
      )}
      <SsoRefusal />
      {!online && <OfflineNotice title={t('offlineTitle')} message={t('login.offline')} />}
      {/* Until the page is hydrated the disabled button keeps Enter from submitting the form
          natively. */}
      <CredentialsForm form={form} onSubmit={submit} text={(key) => t(`login.${key}`)}>
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={form.formState.isSubmitting}
          disabled={!online || !hydrated}
        >
          {t('login.submit')}
        </Button>
      </CredentialsForm>
      <SsoSignInButton online={online} />
      <Text size="sm" ta="center">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to={withReturnPath('/signup', returnPath)} fw={600}>
          {t('login.signupLink')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
