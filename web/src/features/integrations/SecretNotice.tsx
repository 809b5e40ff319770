import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkField } from '../../components/LinkField';

/**
 * The signing secret of the webhook just added, shown this once (the server never answers it
 * again): the receiver checks each delivery's Trilha-Signature with it.
 */
export function SecretNotice(props: { secret: string; onDone(): void }) {
  const { t } = useTranslation('integrations');
  return (
    <Alert
      color="yellow"
      icon={<IconKey size={18} />}
      title={t('secret.title')}
      data-testid="webhook-secret"
    >
      <Stack gap="sm">
        <Text size="sm">{t('secret.text')}</Text>
        <LinkField label={t('secret.label')} url={props.secret} />
        <Button variant="light" color="yellow" onClick={props.onDone} w={{ sm: 'fit-content' }}>
          {t('secret.done')}
        </Button>
      </Stack>
    </Alert>
  );
}
