import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from './common';

/**
 * 'Erro ao carregar ideias': the list reads this device's database, so a failure here means the
 * database could not be read; reloading the page reopens it (the spec's 'Tentar novamente').
 */
export class IdeasErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('ideas failed to load', error);
  }

  override render() {
    return this.state.failed ? <IdeasLoadError /> : this.props.children;
  }
}

function IdeasLoadError() {
  const { t } = useTranslation(NS);
  return (
    <Alert
      color="red"
      variant="light"
      title={t('ideas.loadErrorTitle')}
      icon={<IconAlertTriangle aria-hidden />}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('ideas.loadErrorText')}</Text>
        <Button color="red" variant="light" onClick={() => window.location.reload()}>
          {t('ideas.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
