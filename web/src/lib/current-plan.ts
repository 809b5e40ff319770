import {
  type AnyExportFormat,
  canExport as planAllowsExport,
  type SubscriptionPlan,
  type SubscriptionSummary,
  subscriptionSummarySchema,
} from '@trilha/shared';
import { serverCopy, trustedBy } from './user-cache';

/**
 * The signed-in account's plan, kept on this device (one copy per user) so that limits can be
 * checked before a create with no network at all. Read when a screen needs it and again after
 * anything that changes it (checkout, cancel, change: `refreshSubscription`).
 */
const subscription = serverCopy({
  name: 'trilha-subscription',
  path: '/api/subscription',
  // Only a well-formed summary is trusted: an old copy or an unexpected answer reads as unknown.
  parse: trustedBy(subscriptionSummarySchema),
});

/** Puts a summary the server just gave (GET /api/subscription or a billing call) in place. */
export const storeSubscription = subscription.store;

/**
 * Reads the account's plan from the server and caches it; offline (or on a failure) the cached
 * copy answers. Concurrent callers share one request.
 */
export const refreshSubscription = subscription.refresh;

/**
 * Reads the account's plan from the server and caches it; throws when the server cannot be
 * reached (isNetworkError), undefined for an unexpected answer. For a screen that waits on it.
 */
export const fetchSubscription = subscription.fetchFresh;

/**
 * The signed-in account's subscription summary (plan, status, dates, usage); undefined while it
 * is not known (signed out, or never read on this device yet).
 */
export const useSubscription: () => SubscriptionSummary | undefined = subscription.useValue;

/** The signed-in account's plan record from this device's copy (offline too), else undefined. */
export function useCurrentPlan(): SubscriptionPlan | undefined {
  return useSubscription()?.plan;
}

/** Whether `plan` lets its user export in `format`; the JSON backup is never gated. */
export function canExport(plan: SubscriptionPlan | undefined, format: AnyExportFormat): boolean {
  return planAllowsExport(plan, format);
}
