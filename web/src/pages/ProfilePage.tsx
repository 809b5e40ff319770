import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BillingSection } from '../features/billing/BillingSection';
import { DeviceCopyNotice } from '../features/profile/DeviceCopyNotice';
import { ProfileForm } from '../features/profile/ProfileForm';
import { useProfile } from '../features/profile/useProfile';

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
        {state.status === 'loading' && (
          <Center py="xl">
            <Stack align="center" gap="sm" role="status">
              <Loader />
              <Text c="dimmed">{t('loading')}</Text>
            </Stack>
          </Center>
        )}
        {state.status === 'offline' && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconWifiOff size={20} />}
            title={t('offlineTitle')}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('offline')}</Text>
              <Button variant="light" color="yellow.9" onClick={() => void reload()}>
                {t('retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {state.status === 'error' && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={20} />}
            title={t('loadError')}
          >
            <Stack gap="sm" align="flex-start">
              {state.message && <Text size="sm">{state.message}</Text>}
              <Button variant="light" color="red" onClick={() => void reload()}>
                {t('retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {state.status === 'ready' && state.fromDevice && <DeviceCopyNotice />}
        {state.status === 'ready' && <ProfileForm profile={state.profile} onSaved={refresh} />}
        <BillingSection />
      </Stack>
    </Container>
  );
}
