import type { SubscriptionPlan, SubscriptionSummary, User } from '@trilha/shared';
import type { Queryable } from '../db/connect';
import { findPlanById, freePlan } from '../plans/repository';
import { billingClock } from './clock';
import { type EffectiveSubscription, effectiveSubscription } from './effective-subscription';
import { findSubscription, type SubscriptionRecord } from './subscription-record';
import { readUsage } from './usage';

export interface CurrentPlan {
  plan: SubscriptionPlan;
  effective: EffectiveSubscription;
  record: SubscriptionRecord | undefined;
}

/** The plan whose limits apply to the account right now (Free after a trial or paid period). */
export async function currentPlanOf(sql: Queryable, userId: string): Promise<CurrentPlan> {
  const record = await findSubscription(sql, userId);
  const effective = effectiveSubscription(record, billingClock.now());
  const plan =
    (effective.planId && (await findPlanById(sql, effective.planId))) || (await freePlan(sql));
  return { plan, effective, record };
}

/** GET /api/subscription: the plan, its state and what the account has used of it. */
export async function subscriptionSummary(
  sql: Queryable,
  user: Pick<User, 'id' | 'role' | 'stripeCustomerId'>,
): Promise<SubscriptionSummary> {
  const [{ plan, effective, record }, usage] = await Promise.all([
    currentPlanOf(sql, user.id),
    readUsage(sql, user.id, billingClock.now()),
  ]);
  return {
    plan,
    status: effective.status,
    billingPeriod: plan.name === 'free' ? null : effective.billingPeriod,
    currentPeriodEnd: effective.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: effective.cancelAtPeriodEnd,
    trialEndsAt: effective.trialEndsAt?.toISOString() ?? null,
    trialUsed: record?.trialStartedAt != null,
    hasPaymentAccount: user.stripeCustomerId != null,
    unlimited: user.role === 'admin',
    usage,
  };
}
