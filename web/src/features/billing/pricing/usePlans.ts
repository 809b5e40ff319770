import type { SubscriptionPlan } from '@trilha/shared';
import { useCallback } from 'react';
import { apiGet, isNetworkError } from '../../../lib/api';
import { serverState } from '../../../lib/server-state';

/** The last list of plans the server gave, kept so the page still shows plans offline. */
export const PLANS_STORAGE_KEY = 'trilha-plans';

export type PlansState =
  | { status: 'loading' }
  | { status: 'live'; plans: SubscriptionPlan[] }
  /** The saved list, because the server could not be reached (offline) or failed. */
  | { status: 'cached'; plans: SubscriptionPlan[]; offline: boolean }
  | { status: 'error'; offline: boolean };

const byOrder = (plans: SubscriptionPlan[]) => [...plans].sort((a, b) => a.order - b.order);

/** GET /api/subscription-plans, kept on the device (one list for everyone: plans are public). */
const plansState = serverState<SubscriptionPlan[]>({
  name: PLANS_STORAGE_KEY,
  fetch: () => apiGet<SubscriptionPlan[]>('/api/subscription-plans'),
  keep: 'device',
  parse: (value) => (Array.isArray(value) && value.length > 0 ? value : undefined),
});

/**
 * The plans sorted by `order`, read from the server each time the page opens; the saved copy
 * is shown only when that read fails. (The cards, the comparison and the FAQ are the page's
 * largest render: the server's answer is drawn as a transition, a tap answered in between.)
 */
export function usePlans(): PlansState & { retry(): void } {
  const { data, fromDevice, error, loading } = plansState.useValue('');
  const retry = useCallback(() => void plansState.refresh(''), []);
  const offline = isNetworkError(error);
  const state: PlansState =
    data && !fromDevice
      ? { status: 'live', plans: byOrder(data) }
      : loading || !error
        ? { status: 'loading' }
        : data
          ? { status: 'cached', plans: byOrder(data), offline }
          : { status: 'error', offline };
  return { ...state, retry };
}
