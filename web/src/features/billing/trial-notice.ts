import type { SubscriptionSummary } from '@trilha/shared';

/** How long before its end a trial says how to keep the plan. */
export const TRIAL_ENDING_NOTICE_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Whether the trial Trilha granted (no payment set up) is in its last two days at `now`. A trial
 * already paid for through Checkout is a subscription: no trialEndsAt, nothing to offer.
 */
export function trialEndsSoon(summary: SubscriptionSummary, now: number): boolean {
  if (!summary.trialEndsAt) return false;
  const left = Date.parse(summary.trialEndsAt) - now;
  return left > 0 && left <= TRIAL_ENDING_NOTICE_MS;
}
