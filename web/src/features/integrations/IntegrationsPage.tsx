import { Container, Stack, Text, Title } from '@mantine/core';
import type { CreatedWebhook } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingNotice } from '../../components/LoadingNotice';
import { PageHeader } from '../../components/PageHeader';
import { PlanLimitNotice } from '../../components/PlanLimitNotice';
import { RetryNotice } from '../../components/RetryNotice';
import { errorText } from '../../lib/api';
import { useUnsoldFeature } from '../../lib/plan-features';
import { SecretNotice } from './SecretNotice';
import { WebhookCard } from './WebhookCard';
import { WebhookForm } from './WebhookForm';
import { useWebhooks } from './webhooks-api';

/**
 * 'Integrações' (/integrations, issue 32, docs/decisions/0027): the account's outgoing webhooks.
 * Adding one needs a plan that sells custom integrations (Enterprise); without it the upgrade
 * hint stands where the form would be, and the webhooks already there stay listed.
 */
export function IntegrationsPage() {
  const { t } = useTranslation('integrations');
  const unsold = useUnsoldFeature('integrations');
  const webhooks = useWebhooks();
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const { endpoints, error } = webhooks;

  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        {unsold ? (
          <PlanLimitNotice unsold={unsold} />
        ) : (
          <WebhookForm onCreate={webhooks.create} onCreated={setCreated} />
        )}
        {created && <SecretNotice secret={created.secret} onDone={() => setCreated(null)} />}
        <Stack gap="sm" component="section">
          <Title order={2} size="h4">
            {t('list.title')}
          </Title>
          {error !== undefined && (
            <RetryNotice
              tone="error"
              title={t('list.loadError')}
              message={errorText(error, t('tryAgain'))}
              retryLabel={t('retry')}
              onRetry={() => void webhooks.reload()}
            />
          )}
          {!endpoints && error === undefined && <LoadingNotice text={t('list.loading')} />}
          {endpoints?.length === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
          {endpoints?.map((endpoint) => (
            <WebhookCard
              key={endpoint.id}
              endpoint={endpoint}
              onResume={webhooks.resume}
              onDelete={webhooks.remove}
            />
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
