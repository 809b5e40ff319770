import type { SubscriptionPlan } from '@trilha/shared';
import { useCallback } from 'react';
import { apiGet } from '../../../lib/api';
import { serverState, shownOf } from '../../../lib/server-state';

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
  const read = plansState.useValue('');
  const retry = useCallback(() => void plansState.refresh(''), []);
  const shown = shownOf(read);
  // Any failure shows the saved list, saying whether it was the network.
  const offline = shown === 'device' || shown === 'offline';
  const state: PlansState =
    shown === 'loading'
      ? { status: 'loading' }
      : read.data
        ? shown === 'server'
          ? { status: 'live', plans: byOrder(read.data) }
          : { status: 'cached', plans: byOrder(read.data), offline }
        : { status: 'error', offline };
  return { ...state, retry };
}
