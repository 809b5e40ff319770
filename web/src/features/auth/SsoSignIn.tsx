import { Alert, Button, Divider } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type CodedMessage, useMessageText } from '../../lib/message-text';
import { useReturnPath, withReturnPath } from './return-path';
import { SSO_START_PATH, useSsoEnabled } from './sso-status';

/** The query parameter the server's SSO callback names its refusal in (api/src/auth/oidc). */
const ERROR_PARAM = 'sso_error';
/** Parameters of the login page that are not the refusal's. */
const LOGIN_PARAMS = new Set([ERROR_PARAM, 'next']);

/** The refusal a failed round trip to the identity provider came back with, if any. */
function useSsoRefusal(): CodedMessage | undefined {
  const [search] = useSearchParams();
  const code = search.get(ERROR_PARAM);
  if (!code) return undefined;
  const params = Object.fromEntries([...search].filter(([name]) => !LOGIN_PARAMS.has(name)));
  return { code, params };
}

/** Why the last round trip to the identity provider failed; nothing when it did not. */
export function SsoRefusal() {
  const refusal = useSsoRefusal();
  if (!refusal) return null;
  return (
    // Its texts load on demand: the password form does not wait for them.
    <Suspense fallback={null}>
      <RefusalNotice refusal={refusal} />
    </Suspense>
  );
}

function RefusalNotice({ refusal }: { refusal: CodedMessage }) {
  const { t } = useTranslation('sso');
  const text = useMessageText();
  return (
    <Alert color="red" variant="light" title={t('errorTitle')}>
      {text(refusal) ?? t('failed')}
    </Alert>
  );
}

/**
 * 'Entrar com SSO' (issue 32), when the server offers single sign-on and the browser is online:
 * a plain link, since the round trip leaves the app for the identity provider.
 */
export function SsoSignInButton({ online }: { online: boolean }) {
  const enabled = useSsoEnabled();
  if (!enabled || !online) return null;
  return (
    <Suspense fallback={null}>
      <SsoButton />
    </Suspense>
  );
}

function SsoButton() {
  const { t } = useTranslation('sso');
  // The server keeps it through the provider's round trip and lands there (an invitation).
  const returnPath = useReturnPath();
  return (
    <>
      <Divider label={t('or')} labelPosition="center" />
      <Button
        component="a"
        href={withReturnPath(SSO_START_PATH, returnPath)}
        variant="default"
        size="md"
        fullWidth
        leftSection={<IconKey size={18} />}
      >
        {t('button')}
      </Button>
    </>
  );
}
