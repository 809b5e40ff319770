import type { ApiToken, ApiTokenScope, CreatedApiToken } from '@trilha/shared';
import { apiDelete, apiGet, apiPost } from '../../lib/api';
import { serverState } from '../../lib/server-state';

/** The personal API token calls (docs/decisions/0026); they need a connection. */

/** The signed-in account's tokens, read while the profile shows them. */
export const apiTokens = serverState<ApiToken[]>({
  name: 'api-tokens',
  fetch: () => apiGet<ApiToken[]>('/api/tokens'),
});

export const createApiToken = (name: string, scopes: ApiTokenScope[]) =>
  apiPost<CreatedApiToken>('/api/tokens', { name, scopes });

export const revokeApiToken = (id: string) =>
  apiDelete<null>(`/api/tokens/${encodeURIComponent(id)}`);
