import type { CreatedWebhook, WebhookCreateInput, WebhookEndpoint } from '@trilha/shared';
import { useCallback, useEffect, useState } from 'react';
import { apiDelete, apiGet, apiPost } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';

/**
 * The account's outgoing webhooks (issue 32, docs/decisions/0027), read from the server each
 * time they are shown: they live on the server only (the deliveries happen there), so there is
 * nothing to keep on the device.
 */
export interface WebhooksState {
  endpoints: WebhookEndpoint[] | undefined;
  error: unknown;
  reload(): Promise<void>;
  create(input: WebhookCreateInput): Promise<CreatedWebhook>;
  resume(id: string): Promise<void>;
  remove(id: string): Promise<void>;
}

const PATH = '/api/integrations/webhooks';

/** Who has webhooks: a signed-in account, never a room's guest (the API answers them 403). */
export const useHasWebhooks = () =>
  useAuth((state) => Boolean(state.user && state.user.role !== 'guest'));

export function useWebhooks(): WebhooksState {
  const allowed = useHasWebhooks();
  const [endpoints, setEndpoints] = useState<WebhookEndpoint[] | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);

  const reload = useCallback(async () => {
    try {
      setEndpoints(await apiGet<WebhookEndpoint[]>(PATH));
      setError(undefined);
    } catch (failure) {
      setError(failure);
    }
  }, []);

  useEffect(() => {
    if (allowed) void reload();
  }, [allowed, reload]);

  return {
    endpoints,
    error,
    reload,
    async create(input) {
      const created = await apiPost<CreatedWebhook>(PATH, input);
      await reload();
      return created;
    },
    async resume(id) {
      await apiPost(`${PATH}/${id}/resume`);
      await reload();
    },
    async remove(id) {
      await apiDelete(`${PATH}/${id}`);
      await reload();
    },
  };
}
