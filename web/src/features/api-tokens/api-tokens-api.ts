import {
  type ApiToken,
  type ApiTokenScope,
  apiTokenSchema,
  type CreatedApiToken,
  deferred,
} from '@trilha/shared';
import { z } from 'zod';
import { apiDelete, apiGet, apiPost } from '../../lib/api';
import { serverState, trustedBy } from '../../lib/server-state';

/** The personal API token calls (docs/decisions/0026); they need a connection. */

const parseTokens = trustedBy(deferred(() => z.array(apiTokenSchema)));

/** The signed-in account's tokens, read while the profile shows them; only a well-formed list. */
export const apiTokens = serverState<ApiToken[]>({
  name: 'api-tokens',
  fetch: async () => {
    const tokens = parseTokens(await apiGet<unknown>('/api/tokens'));
    if (!tokens) throw new Error('GET /api/tokens: unexpected answer');
    return tokens;
  },
});

export const createApiToken = (name: string, scopes: ApiTokenScope[]) =>
  apiPost<CreatedApiToken>('/api/tokens', { name, scopes });

export const revokeApiToken = (id: string) =>
  apiDelete<null>(`/api/tokens/${encodeURIComponent(id)}`);
