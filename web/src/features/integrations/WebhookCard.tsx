import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import type { WebhookDelivery, WebhookEndpoint } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorText } from '../../lib/api';
import { timeAgo } from '../../lib/format';
import { notify } from '../../lib/notify';
import { eventLabelKey } from './event-labels';

const DELIVERY_COLOR = { pending: 'gray', delivered: 'green', failed: 'red' } as const;

/** One try as the owner reads it: its outcome, the event, when, and the receiver's answer. */
function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  const { t, i18n } = useTranslation('integrations');
  const answer =
    delivery.lastStatusCode !== null ? `HTTP ${delivery.lastStatusCode}` : delivery.lastError;
  return (
    <Group gap="xs" wrap="wrap" data-testid="webhook-delivery">
      <Badge color={DELIVERY_COLOR[delivery.status]} variant="light">
        {t(`deliveries.status.${delivery.status}`)}
      </Badge>
      <Text size="sm" fw={500}>
        {t(eventLabelKey(delivery.type))}
      </Text>
      <Text size="xs" c="dimmed">
        {timeAgo(delivery.createdAt, i18n.language)} ·{' '}
        {t('deliveries.attempts', { count: delivery.attempts })}
        {answer ? ` · ${answer}` : ''}
      </Text>
    </Group>
  );
}

/** Runs a call and tells its failure in a toast with the server's words. */
async function tellFailure(action: () => Promise<unknown>, title: string, fallback: string) {
  try {
    await action();
    return true;
  } catch (error) {
    notify({ title, message: errorText(error, fallback), kind: 'error' });
    return false;
  }
}

/**
 * One endpoint: where it posts, what it wants, whether it is paused (and why, with the way to
 * resume it), its latest deliveries, and deleting it.
 */
export function WebhookCard(props: {
  endpoint: WebhookEndpoint;
  onResume(id: string): Promise<void>;
  onDelete(id: string): Promise<void>;
}) {
  const { t, i18n } = useTranslation('integrations');
  const { endpoint } = props;
  const [confirming, setConfirming] = useState(false);
  const [resuming, setResuming] = useState(false);
  const paused = endpoint.status === 'paused';

  const resume = async () => {
    setResuming(true);
    const done = await tellFailure(
      () => props.onResume(endpoint.id),
      t('paused.failed'),
      t('tryAgain'),
    );
    setResuming(false);
    if (done) notify({ title: t('paused.resumed'), kind: 'success' });
  };

  return (
    <Card withBorder padding="md" radius="md" data-testid="webhook-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="start">
          <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {endpoint.url}
          </Text>
          <Badge color={paused ? 'red' : 'green'} variant="light" style={{ flexShrink: 0 }}>
            {t(`status.${endpoint.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {endpoint.projectName ?? t('list.allProjects')}
        </Text>
        <Group gap={6}>
          {endpoint.events.map((type) => (
            <Badge key={type} variant="outline" size="sm" tt="none">
              {t(eventLabelKey(type))}
            </Badge>
          ))}
        </Group>
        {paused && (
          <Alert
            color="red"
            icon={<IconPlayerPause size={18} />}
            title={t('paused.title')}
            data-testid="webhook-paused"
          >
            <Stack gap="xs">
              <Text size="sm">
                {t('paused.text', {
                  failures: endpoint.consecutiveFailures,
                  when: endpoint.pausedAt ? timeAgo(endpoint.pausedAt, i18n.language) : '',
                })}
              </Text>
              <Button
                size="xs"
                color="red"
                variant="light"
                loading={resuming}
                onClick={() => void resume()}
                w="fit-content"
              >
                {t('paused.resume')}
              </Button>
            </Stack>
          </Alert>
        )}
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('deliveries.title')}
          </Text>
          {endpoint.recentDeliveries.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('deliveries.none')}
            </Text>
          ) : (
            endpoint.recentDeliveries.map((delivery) => (
              <DeliveryRow key={delivery.id} delivery={delivery} />
            ))
          )}
        </Stack>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          w="fit-content"
          onClick={() => setConfirming(true)}
        >
          {t('delete.action')}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('delete.title')}
        message={t('delete.text', { url: endpoint.url })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onClose={() => setConfirming(false)}
        closeAfterConfirm
        onConfirm={() =>
          tellFailure(() => props.onDelete(endpoint.id), t('delete.failed'), t('tryAgain'))
        }
      />
    </Card>
  );
}
