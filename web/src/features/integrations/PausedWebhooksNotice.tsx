import { Alert, Button, Text } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWebhooks } from './webhooks-api';

/**
 * Tells the owner on the dashboard that a webhook was paused after failing again and again
 * (decision 0027: there is no e-mail; this and the Integrações screen are where they learn it).
 * Nothing at all while none is paused, or when the server cannot be asked.
 */
export function PausedWebhooksNotice() {
  const { t } = useTranslation('integrations');
  const paused = useWebhooks().endpoints?.filter((endpoint) => endpoint.status === 'paused');
  if (!paused?.length) return null;
  return (
    <Alert
      color="red"
      icon={<IconPlayerPause size={18} />}
      title={t('notice.title', { count: paused.length })}
      data-testid="paused-webhooks-notice"
    >
      <Text size="sm" mb="xs">
        {t('notice.text')}
      </Text>
      <Button component={Link} to="/integrations" size="xs" variant="light" color="red">
        {t('notice.open')}
      </Button>
    </Alert>
  );
}
