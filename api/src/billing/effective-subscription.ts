import type { BillingPeriod, SubscriptionStatus } from '@trilha/shared';
import type { SubscriptionRecord } from './subscription-record';

/** The subscription as it stands at a given time: which plan's limits apply, and why. */
export interface EffectiveSubscription {
  /** null: the Free plan. */
  planId: string | null;
  status: SubscriptionStatus;
  billingPeriod: BillingPeriod | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  trialEndsAt: Date | null;
}

const FREE: EffectiveSubscription = {
  planId: null,
  status: 'active',
  billingPeriod: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  trialEndsAt: null,
};

/**
 * Stripe statuses that keep the plan. past_due too: Stripe is still retrying the payment, and
 * when it gives up it cancels the subscription, which a webhook then reports.
 */
const PAYING_STATUSES: ReadonlySet<SubscriptionStatus> = new Set([
  'active',
  'trialing',
  'past_due',
]);

/**
 * Computed on every read, never by a scheduled job: a trial that ended without a payment, or a
 * canceled subscription whose paid period is over, simply reads as Free — nothing is deleted
 * and no timer has to fire.
 */
export function effectiveSubscription(
  record: SubscriptionRecord | undefined,
  now: Date,
): EffectiveSubscription {
  if (!record) return FREE;
  const keeps: EffectiveSubscription = {
    planId: record.planId,
    status: record.status,
    billingPeriod: record.billingPeriod,
    currentPeriodEnd: record.currentPeriodEnd,
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    trialEndsAt: null,
  };
  if (record.stripeSubscriptionId === null) {
    if (record.status !== 'trialing') return FREE; // Free chosen
    // A trial granted by Trilha: its plan until the end, then Free.
    const ends = record.trialEndsAt;
    return ends && now < ends ? { ...keeps, currentPeriodEnd: ends, trialEndsAt: ends } : FREE;
  }
  if (PAYING_STATUSES.has(record.status)) return keeps;
  // Canceled: the period already paid for is still the user's.
  const paidUntil = record.currentPeriodEnd;
  if (record.status === 'canceled' && paidUntil && now < paidUntil) return keeps;
  return FREE;
}

/**
 * Trilha's trial that ended unpaid and the account has not been told about yet. Its record still
 * says "trialing, no Stripe subscription" past its end — nothing rewrites it when it ends — until
 * a plan is chosen or paid for (which is not an unpaid end: nothing to tell).
 */
export function unseenEndedTrial(
  record: SubscriptionRecord | undefined,
  now: Date,
): { planId: string; endedAt: Date } | null {
  if (!record || record.stripeSubscriptionId !== null || record.status !== 'trialing') return null;
  const ended = record.trialEndsAt;
  if (!ended || now < ended || record.trialEndSeenAt !== null) return null;
  return { planId: record.planId, endedAt: ended };
}
