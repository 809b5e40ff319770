import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingNotice } from '../components/LoadingNotice';
import { RetryNotice } from '../components/RetryNotice';
import { ApiTokensSection } from '../features/api-tokens/ApiTokensSection';
import { BillingSection } from '../features/billing/BillingSection';
import { DeviceCopyNotice } from '../features/profile/DeviceCopyNotice';
import { ProfileForm } from '../features/profile/ProfileForm';
import { useProfile } from '../features/profile/useProfile';
import { StorageSection } from '../features/storage/StorageSection';
import { SupportSection } from '../features/support/SupportSection';

/**
 * 'Meu Perfil': the signed-in user's profile. The profile lives on the server; offline the page
 * shows the copy kept on this device (saving waits for the connection), or says it needs a
 * connection when there is no copy yet. Either way it loads by itself when the connection is back.
 */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { state, reload, refresh } = useProfile();

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </div>
        {state.status === 'loading' && <LoadingNotice text={t('loading')} />}
        {state.status === 'offline' && (
          <RetryNotice
            tone="offline"
            title={t('offlineTitle')}
            message={t('offline')}
            retryLabel={t('retry')}
            onRetry={() => void reload()}
          />
        )}
        {state.status === 'error' && (
          <RetryNotice
            tone="error"
            title={t('loadError')}
            message={state.message}
            retryLabel={t('retry')}
            onRetry={() => void reload()}
          />
        )}
        {state.status === 'ready' && state.fromDevice && <DeviceCopyNotice />}
        {state.status === 'ready' && <ProfileForm profile={state.profile} onSaved={refresh} />}
        <BillingSection />
        <ApiTokensSection />
        <SupportSection />
        <StorageSection />
      </Stack>
    </Container>
  );
}
