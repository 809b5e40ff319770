import type { UserSubscription } from '@trilha/shared';
import type { SubscriptionRecord } from './subscription-record';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The stored record in the shared user_subscription shape (the checkout answer). */
export function toUserSubscription(record: SubscriptionRecord): UserSubscription {
  return {
    id: record.id,
    userId: record.userId,
    planId: record.planId,
    stripeSubscriptionId: record.stripeSubscriptionId,
    status: record.status,
    billingPeriod: record.billingPeriod,
    currentPeriodStart: iso(record.currentPeriodStart),
    currentPeriodEnd: iso(record.trialEndsAt ?? record.currentPeriodEnd),
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
