import { useEffect, useState } from 'react';
import { apiGet } from '../../lib/api';

/** Where the browser goes to sign in with the identity provider (a navigation, not a fetch). */
export const SSO_START_PATH = '/api/auth/oidc/start';

/**
 * Whether this server offers single sign-on (issue 32: OIDC_* set, docs/decisions/0025). False
 * until the server says so, and when it cannot be asked (offline): the button is then hidden.
 */
export function useSsoEnabled(): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let current = true;
    apiGet<{ enabled: boolean }>('/api/auth/oidc')
      .then((answer) => current && setEnabled(answer.enabled === true))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return enabled;
}
