import { Card, Container, Stack, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadingNotice } from '../../components/LoadingNotice';
import { PageHeader } from '../../components/PageHeader';
import { RetryNotice } from '../../components/RetryNotice';
import { errorText } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import { CloudHost } from './CloudHost';
import { LinkedPanel } from './LinkedPanel';
import { LinkForm } from './LinkForm';
import { type UpstreamStatus, useUpstreamActions, useUpstreamPage } from './upstream-status';

/**
 * 'Conectar à nuvem' (/cloud), on a room's hub (issue 31): links this computer's server to the
 * facilitator's cloud account, then shows how the sending goes. Read again every few seconds
 * while open; when this computer's server does not answer it says so over the last known state.
 */
export function CloudPage() {
  const { t } = useTranslation('upstream');
  const guest = useAuth((state) => state.user?.role === 'guest');
  const page = useUpstreamPage();
  const { reload } = useUpstreamActions();
  // A room's guest has nothing to link (the API answers them 403): their room's project is listed.
  if (guest) return <Navigate to="/projects" replace />;
  const { status, problem } = page;

  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        {problem === 'unreachable' && (
          <RetryNotice
            tone="offline"
            icon={<IconPlugConnectedX size={20} aria-hidden />}
            title={t('unreachable.title')}
            message={`${t('unreachable.text')}${status ? ` ${t('unreachable.lastKnown')}` : ''}`}
            retryLabel={t('retry')}
            onRetry={() => void reload()}
            testId="upstream-unreachable"
          />
        )}
        {problem === 'refused' && (
          <RetryNotice
            tone="error"
            title={t('loadError')}
            message={errorText(page.error, t('failed.tryAgain'))}
            retryLabel={t('retry')}
            onRetry={() => void reload()}
          />
        )}
        {status && <StatusCard status={status} disabled={problem !== null} />}
        {!status && problem === null && <LoadingNotice text={t('loading')} />}
      </Stack>
    </Container>
  );
}

/** The link as known: not offered on a server without a cloud, else the form or its state. */
function StatusCard(props: { status: UpstreamStatus; disabled: boolean }) {
  const { t } = useTranslation('upstream');
  const { status } = props;
  if (!status.configured) return <Text c="dimmed">{t('notConfigured')}</Text>;
  return (
    <Card withBorder padding="lg" radius="md" component="section">
      <Stack gap="md">
        {!status.linked && <CloudHost cloudUrl={status.cloudUrl} />}
        {/* Unlinked, what was not sent stays on the hub until it is linked again. */}
        {!status.linked && status.pending > 0 && (
          <Text size="sm" fw={600} data-testid="upstream-pending">
            {t('pending', { count: status.pending })}
          </Text>
        )}
        {status.linked ? (
          <LinkedPanel status={status} disabled={props.disabled} />
        ) : (
          <LinkForm disabled={props.disabled} />
        )}
      </Stack>
    </Card>
  );
}
