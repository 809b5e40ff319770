import { Alert, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconCloudUp, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { timeAgo } from '../../lib/format';
import { useMessageText } from '../../lib/message-text';
import { CloudHost } from './CloudHost';
import { LinkForm } from './LinkForm';
import { runUpstreamAction } from './run-upstream-action';
import { type UpstreamStatus, useUpstreamActions } from './upstream-status';

/** The cloud no longer takes the hub's session: the account's password is asked again. */
const SESSION_EXPIRED = 'upstream.session_expired';

/**
 * A linked hub: the cloud account, when it last sent, what waits to be sent, the last failure
 * in words, and 'Sincronizar agora' / 'Desconectar' (after a confirm: what waits stays here).
 */
export function LinkedPanel(props: { status: UpstreamStatus; disabled: boolean }) {
  const { t, i18n } = useTranslation('upstream');
  const messageText = useMessageText();
  const { syncNow, unlink } = useUpstreamActions();
  const [syncing, setSyncing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { account, lastSyncAt, pending, lastError } = props.status;
  // Sending waits for the password: the form takes the place of 'Sincronizar agora'.
  const expired = lastError?.code === SESSION_EXPIRED;

  const sync = async () => {
    setSyncing(true);
    await runUpstreamAction(t, syncNow, { success: t('done.synced'), failure: t('failed.sync') });
    setSyncing(false);
  };

  return (
    <Stack gap="md" data-testid="upstream-linked">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="green" size="lg" radius="xl">
          <IconCloudCheck size={20} aria-hidden />
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Text fw={700}>{t('linked.title')}</Text>
          {account && (
            <div data-testid="upstream-account" style={{ overflowWrap: 'anywhere' }}>
              <Text size="sm" fw={600}>
                {account.name}
              </Text>
              <Text size="sm">{account.email}</Text>
            </div>
          )}
          <CloudHost cloudUrl={props.status.cloudUrl} />
        </Stack>
      </Group>
      <Stack gap={4}>
        <Text size="sm">
          {lastSyncAt
            ? t('linked.lastSync', { when: timeAgo(lastSyncAt, i18n.language) })
            : t('linked.neverSynced')}
        </Text>
        <Group gap={6} wrap="nowrap">
          <IconCloudUp
            size={16}
            aria-hidden
            color={`var(--mantine-color-${pending > 0 ? 'orange-8' : 'green-7'})`}
          />
          <Text size="sm" fw={600} data-testid="upstream-pending">
            {pending > 0 ? t('pending', { count: pending }) : t('allSent')}
          </Text>
        </Group>
      </Stack>
      {lastError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={t('linked.lastErrorTitle')}
          data-testid="upstream-last-error"
        >
          {messageText(lastError) ?? t('linked.unknownError')}
        </Alert>
      )}
      {expired && (
        <Stack gap="xs">
          <Text size="sm">{t('form.reconnect')}</Text>
          <LinkForm disabled={props.disabled} />
        </Stack>
      )}
      <Group gap="sm">
        {!expired && (
          <Button
            leftSection={<IconRefresh size={18} aria-hidden />}
            loading={syncing}
            disabled={props.disabled}
            onClick={() => void sync()}
          >
            {t('linked.syncNow')}
          </Button>
        )}
        <Button
          variant="light"
          color="red"
          disabled={props.disabled}
          onClick={() => setConfirming(true)}
        >
          {t('linked.unlink')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('unlink.title')}
        message={t('unlink.text')}
        confirmLabel={t('linked.unlink')}
        cancelLabel={t('unlink.cancel')}
        onConfirm={() =>
          runUpstreamAction(t, unlink, {
            success: t('done.unlinked'),
            failure: t('failed.unlink'),
          })
        }
        onClose={() => setConfirming(false)}
        closeAfterConfirm
      />
    </Stack>
  );
}
