import { Button, EmptyState } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The admin area works on the server's data only: without a connection it says so plainly. */
export function AdminOffline({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <EmptyState
      py="xl"
      icon={<IconWifiOff size={32} aria-hidden />}
      variant="light"
      color="gray"
      // Mantine dims the description below AA contrast; a darker grey reads better.
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
      title={t('offline.title')}
      description={t('offline.description')}
      role="status"
    >
      {onRetry && (
        <EmptyState.Actions>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onRetry}
          >
            {t('retry')}
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
