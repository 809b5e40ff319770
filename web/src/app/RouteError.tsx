import { Button, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Shows RouteError in place of a screen that threw while rendering or loading, until the
 * address changes (`path`): the next screen gets its chance.
 */
export class RouteErrorBoundary extends Component<
  { path: string; children: ReactNode },
  { error: unknown; failed: boolean }
> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: { path: string }) {
    if (this.state.failed && previous.path !== this.props.path) {
      this.setState({ error: undefined, failed: false });
    }
  }

  override componentDidCatch(error: unknown) {
    console.error('a screen failed to render', error);
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * When a screen cannot load — typically its code chunk while offline on a first visit, before
 * the service worker has stored the app — say so and offer a reload instead of a blank page.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const detail = String(error);
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
