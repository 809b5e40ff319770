import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { API_TOKEN_NAME_MAX, type ApiToken, type CreatedApiToken } from '@trilha/shared';
import { type FormEvent, memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LinkField } from '../../components/LinkField';
import { PlanLimitNotice } from '../../components/PlanLimitNotice';
import { errorText, isNetworkError } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import { formatProjectDate } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useUnsoldFeature } from '../../lib/plan-features';
import { apiTokens, createApiToken, revokeApiToken } from './api-tokens-api';

type Access = 'read' | 'write';
const SCOPES_OF: Record<Access, ApiToken['scopes']> = { read: ['read'], write: ['read', 'write'] };

/**
 * 'Tokens de API' in the profile (issue 32, docs/decisions/0026): make a token for a program,
 * see it once with a copy button, list and revoke. A plan without the custom API shows the
 * upgrade hint instead of the form, and still lists (and revokes) the tokens made before.
 * Memoised: it reads its own data, so the profile's answer (drawn as a transition) does not
 * draw it again — without that, the profile page's first answer came late on a loaded machine.
 */
export const ApiTokensSection = memo(function ApiTokensSection() {
  const { t } = useTranslation('apiTokens');
  const userId = useAuth((state) => state.user?.id ?? null);
  const unsold = useUnsoldFeature('customApi');
  const { data: tokens, error } = apiTokens.useValue(userId);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby="api-tokens-title"
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="api-tokens-title">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('help')}{' '}
            <Anchor href="/api/docs" target="_blank" rel="noopener" underline="always">
              {t('docsLink')}
            </Anchor>
          </Text>
        </div>
        {unsold ? (
          <PlanLimitNotice unsold={unsold} />
        ) : (
          <NewTokenForm userId={userId} onCreated={setCreated} />
        )}
        {created && (
          <Alert color="green" title={t('created.title')} data-testid="new-api-token">
            <Stack gap="xs">
              <Text size="sm">{t('created.once')}</Text>
              <LinkField label={t('created.label', { name: created.name })} url={created.token} />
            </Stack>
          </Alert>
        )}
        {error !== undefined && (
          <Alert color={isNetworkError(error) ? 'yellow' : 'red'}>
            {isNetworkError(error) ? t('offline') : t('loadError')}
          </Alert>
        )}
        {tokens && <TokenList tokens={tokens} userId={userId} />}
      </Stack>
    </Card>
  );
});

function NewTokenForm(props: { userId: string | null; onCreated(token: CreatedApiToken): void }) {
  const { t } = useTranslation('apiTokens');
  const [name, setName] = useState('');
  const [access, setAccess] = useState<Access>('read');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    try {
      props.onCreated(await createApiToken(name.trim(), SCOPES_OF[access]));
      setName('');
      if (props.userId) await apiTokens.refresh(props.userId);
    } catch (error) {
      notify({ kind: 'error', title: t('createError'), message: errorText(error, '') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Group gap="sm" align="end" wrap="wrap">
        <TextInput
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          value={name}
          maxLength={API_TOKEN_NAME_MAX}
          onChange={(event) => setName(event.currentTarget.value)}
          style={{ flex: '1 1 12rem' }}
        />
        <Radio.Group
          label={t('form.access')}
          value={access}
          onChange={(value) => setAccess(value as Access)}
        >
          <Group gap="md" mih={36} align="center">
            <Radio value="read" label={t('scopes.read')} />
            <Radio value="write" label={t('scopes.write')} />
          </Group>
        </Radio.Group>
        <Button type="submit" loading={busy} disabled={!name.trim()}>
          {t('form.create')}
        </Button>
      </Group>
    </form>
  );
}

function TokenList({ tokens, userId }: { tokens: ApiToken[]; userId: string | null }) {
  const { t } = useTranslation('apiTokens');
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  const revoke = async (token: ApiToken) => {
    try {
      await revokeApiToken(token.id);
      if (userId) await apiTokens.refresh(userId);
      notify({ kind: 'success', title: t('revoked', { name: token.name }) });
    } catch (error) {
      notify({ kind: 'error', title: t('revokeError'), message: errorText(error, '') });
    }
  };

  if (tokens.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {tokens.map((token) => (
        <Group
          key={token.id}
          component="li"
          justify="space-between"
          wrap="wrap"
          gap="xs"
          data-testid="api-token"
        >
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {token.name}
              </Text>
              <Badge variant="light" color={token.scopes.includes('write') ? 'orange' : 'blue'}>
                {token.scopes.includes('write') ? t('scopes.write') : t('scopes.read')}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {t('dates', {
                created: formatProjectDate(token.createdAt),
                used: formatProjectDate(token.lastUsedAt) ?? t('neverUsed'),
              })}
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => setRevoking(token)}
            aria-label={t('revokeNamed', { name: token.name })}
          >
            {t('revoke')}
          </Button>
        </Group>
      ))}
      <ConfirmDialog
        opened={revoking !== null}
        title={t('confirm.title')}
        message={t('confirm.message', { name: revoking?.name ?? '' })}
        confirmLabel={t('revoke')}
        cancelLabel={t('confirm.cancel')}
        onConfirm={() => (revoking ? revoke(revoking) : Promise.resolve())}
        onClose={() => setRevoking(null)}
        closeAfterConfirm
      />
    </Stack>
  );
}
