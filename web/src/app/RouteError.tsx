import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * When a screen cannot load — typically its code chunk while offline on a first visit, before
 * the service worker has stored the app — say so and offer a reload instead of a blank page.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : String(error);
  return (
    <Stack align="center" py="xl" gap="md">
      <Title order={2}>{t('routeError.title')}</Title>
      <Text c="dimmed" ta="center" maw={480}>
        {navigator.onLine ? t('routeError.message') : t('routeError.offline')}
      </Text>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
      <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
    </Stack>
  );
}
