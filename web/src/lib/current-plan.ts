import {
  type AnyExportFormat,
  canExport as planAllowsExport,
  type SubscriptionPlan,
  type SubscriptionSummary,
  subscriptionSummarySchema,
} from '@trilha/shared';
import { apiGet } from './api';
import { useAuth } from './auth-store';
import { serverState, trustedBy } from './server-state';

const parseSummary = trustedBy(subscriptionSummarySchema);

/**
 * The signed-in account's plan, kept on this device (one copy per user) so that limits can be
 * checked before a create with no network at all. Read when a screen that shows it mounts
 * (at most every 30 s) and again after anything that changes it (checkout, cancel, change:
 * `refreshSubscription`). Only a well-formed summary is trusted: an old copy or an unexpected
 * answer reads as unknown.
 */
const subscription = serverState<SubscriptionSummary>({
  name: 'trilha-subscription',
  fetch: async () => {
    const summary = parseSummary(await apiGet<unknown>('/api/subscription'));
    if (!summary) throw new Error('GET /api/subscription: unexpected answer');
    return summary;
  },
  keep: 'device',
  parse: parseSummary,
  freshFor: 30_000,
});

/** Puts a summary the server just gave (GET /api/subscription or a billing call) in place. */
export const storeSubscription = (userId: string, summary: SubscriptionSummary) =>
  void subscription.store(userId, summary);

/**
 * Reads the account's plan from the server and caches it; offline (or on a failure) the cached
 * copy answers. Concurrent callers share one request.
 */
export const refreshSubscription = subscription.refresh;

/**
 * Reads the account's plan from the server and caches it; throws when the server cannot be
 * reached (isNetworkError) or answers unexpectedly. For a screen that waits on it.
 */
export const fetchSubscription = subscription.read;

/**
 * The signed-in account's subscription summary (plan, status, dates, usage); undefined while it
 * is not known (signed out, or never read on this device yet).
 */
export function useSubscription(): SubscriptionSummary | undefined {
  return subscription.useValue(useAuth((state) => state.user?.id ?? null)).data;
}

/** The signed-in account's plan record from this device's copy (offline too), else undefined. */
export function useCurrentPlan(): SubscriptionPlan | undefined {
  return useSubscription()?.plan;
}

/** Whether `plan` lets its user export in `format`; the JSON backup is never gated. */
export function canExport(plan: SubscriptionPlan | undefined, format: AnyExportFormat): boolean {
  return planAllowsExport(plan, format);
}
