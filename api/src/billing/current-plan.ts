import {
  planSells,
  type SubscriptionPlan,
  type SubscriptionSummary,
  type User,
  type UserRole,
} from '@trilha/shared';
import type { Queryable } from '../db/connect';
import { findPlanById, type PlanRow, toPlan } from '../plans/repository';
import { billingClock } from './clock';
import {
  type EffectiveSubscription,
  effectiveSubscription,
  unseenEndedTrial,
} from './effective-subscription';
import type { SubscriptionRecord } from './subscription-record';
import { readUsage } from './usage';

export interface CurrentPlan {
  plan: SubscriptionPlan;
  effective: EffectiveSubscription;
  record: SubscriptionRecord | undefined;
}

interface AccountPlan extends CurrentPlan {
  role: UserRole;
}

/** The subscription's columns are null when the account never chose a plan (LEFT JOIN). */
type AccountRow = { role: UserRole; plans: PlanRow[] } & (
  | SubscriptionRecord
  | { [K in keyof SubscriptionRecord]: null }
);

/**
 * The account's role, subscription and plan in ONE round trip: the subscribed plan and the Free
 * plan come along as JSON, and which of them applies is decided here by effectiveSubscription
 * (it depends on the billing clock, so it is not written twice in SQL). `lockAccount` takes the
 * account's row lock, for limit checks whose counts must not interleave with another device's.
 */
async function readAccountPlan(
  sql: Queryable,
  userId: string,
  { lockAccount = false } = {},
): Promise<AccountPlan | undefined> {
  const [row] = await sql<AccountRow[]>`
    SELECT u.role, s.*,
      (SELECT jsonb_agg(p) FROM subscription_plans p
       WHERE p.name = 'free' OR p.id = s.plan_id) AS plans
    FROM users u LEFT JOIN user_subscriptions s ON s.user_id = u.id
    WHERE u.id = ${userId}
    ${lockAccount ? sql`FOR UPDATE OF u` : sql``}`;
  if (!row) return undefined;
  const { role, plans, ...subscription } = row;
  const record = subscription.id === null ? undefined : (subscription as SubscriptionRecord);
  const effective = effectiveSubscription(record, billingClock.now());
  const chosen =
    (effective.planId && plans.find((plan) => plan.id === effective.planId)) ||
    plans.find((plan) => plan.name === 'free');
  if (!chosen) throw new Error('the Free plan is missing from subscription_plans');
  return { role, plan: toPlan(chosen), effective, record };
}

/** The plan whose limits apply to the account right now (Free after a trial or paid period). */
export async function currentPlanOf(sql: Queryable, userId: string): Promise<CurrentPlan> {
  const account = await readAccountPlan(sql, userId);
  if (!account) throw new Error(`no account ${userId}`);
  return account;
}

/**
 * THE rule "administrators are not limited", for every limit check: the plan whose limits bind
 * the account, or null when nothing does (an administrator, or an account that no longer
 * exists, which has nothing left to limit).
 */
export async function limitingPlanOf(
  sql: Queryable,
  userId: string,
  options: { lockAccount?: boolean } = {},
): Promise<SubscriptionPlan | null> {
  const account = await readAccountPlan(sql, userId, options);
  return account && account.role !== 'admin' ? account.plan : null;
}

/** GET /api/subscription: the plan, its state and what the account has used of it. */
export async function subscriptionSummary(
  sql: Queryable,
  user: Pick<User, 'id' | 'role' | 'stripeCustomerId'>,
  /** SUPPORT_URL: given to the accounts whose plan sells 24/7 support (decision 0028). */
  supportUrl?: string,
): Promise<SubscriptionSummary> {
  const now = billingClock.now();
  const [{ plan, effective, record }, usage] = await Promise.all([
    currentPlanOf(sql, user.id),
    readUsage(sql, user.id, now),
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
    endedTrial: await endedTrialNotice(sql, record, now),
    supportUrl: planSells(user.role === 'admin' ? null : plan, 'support')
      ? (supportUrl ?? null)
      : null,
  };
}

/** The trial to tell the account about, with its plan's name (one more read, only then). */
async function endedTrialNotice(
  sql: Queryable,
  record: SubscriptionRecord | undefined,
  now: Date,
): Promise<SubscriptionSummary['endedTrial']> {
  const ended = unseenEndedTrial(record, now);
  if (!ended) return null;
  // Always there: user_subscriptions.plan_id references the plan, which is never deleted.
  const plan = await findPlanById(sql, ended.planId);
  return plan ? { planName: plan.displayName, endedAt: ended.endedAt.toISOString() } : null;
}
