import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A tab whose data could not be loaded (the server answered with an error). */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={message}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('errors.tryAgain')}</Text>
        <Button
          variant="light"
          color="red"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRetry}
        >
          {t('retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
