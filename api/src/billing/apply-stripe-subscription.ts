import {
  type BillingPeriod,
  billingPeriodEnum,
  type SubscriptionStatus,
  subscriptionStatusEnum,
} from '@trilha/shared';
import type { Queryable } from '../db/connect';
import { findPlanById, findPlanByStripePrice } from '../plans/repository';
import { billingClock } from './clock';
import { effectiveSubscription } from './effective-subscription';
import type { Stripe } from './stripe-client';
import {
  findSubscription,
  findUserIdByStripeSubscription,
  lockAccount,
  saveSubscription,
} from './subscription-record';

const fromUnix = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

async function userIdOf(sql: Queryable, subscription: Stripe.Subscription) {
  const fromMetadata = subscription.metadata?.userId;
  if (fromMetadata) {
    const [row] = await sql`SELECT id FROM users WHERE id::text = ${fromMetadata}`;
    if (row) return fromMetadata;
  }
  const known = await findUserIdByStripeSubscription(sql, subscription.id);
  if (known) return known;
  const customerId = idOf(subscription.customer);
  const [row] = await sql<{ id: string }[]>`
    SELECT id FROM users WHERE stripe_customer_id = ${customerId}`;
  return row?.id;
}

/** Our metadata names the plan; a subscription made elsewhere (the dashboard) by its price. */
async function planOf(
  sql: Queryable,
  subscription: Stripe.Subscription,
): Promise<{ planId: string; billingPeriod: BillingPeriod } | undefined> {
  const { planId, billingPeriod } = subscription.metadata ?? {};
  const period = billingPeriodEnum.safeParse(billingPeriod);
  if (planId && period.success && /^[0-9a-f-]{36}$/i.test(planId)) {
    const plan = await findPlanById(sql, planId);
    if (plan) return { planId: plan.id, billingPeriod: period.data };
  }
  const priceId = subscription.items.data[0]?.price.id;
  const byPrice = priceId ? await findPlanByStripePrice(sql, priceId) : undefined;
  return byPrice && { planId: byPrice.plan.id, billingPeriod: byPrice.billingPeriod };
}

const statusOf = (status: string): SubscriptionStatus => {
  const parsed = subscriptionStatusEnum.safeParse(status);
  return parsed.success ? parsed.data : 'incomplete';
};

/**
 * Makes the account's record follow a Stripe subscription, as Stripe has it now. Called with
 * the object Stripe just answered (after a cancel, resume or change) or fetched again for a
 * webhook — never with an event's own copy, which may be older than one already applied.
 *
 * One rule keeps stale news out: a subscription that no longer pays never replaces another one
 * that does (an old subscription's cancellation arriving after the new one started).
 *
 * Returns the account it applied to, or undefined when the subscription is not ours.
 */
export async function applyStripeSubscription(
  sql: Queryable,
  subscription: Stripe.Subscription,
): Promise<string | undefined> {
  const userId = await userIdOf(sql, subscription);
  const plan = userId && (await planOf(sql, subscription));
  if (!userId || !plan) {
    console.warn(`stripe: subscription ${subscription.id} matches no account or plan; ignored`);
    return undefined;
  }
  await lockAccount(sql, userId);
  const current = await findSubscription(sql, userId, { forUpdate: true });
  const state = {
    planId: plan.planId,
    billingPeriod: plan.billingPeriod,
    stripeSubscriptionId: subscription.id,
    status: statusOf(subscription.status),
    currentPeriodStart: fromUnix(subscription.items.data[0]?.current_period_start),
    currentPeriodEnd: fromUnix(subscription.items.data[0]?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    trialEndsAt: null,
  };
  const now = billingClock.now();
  const replacesAnother =
    current?.stripeSubscriptionId != null && current.stripeSubscriptionId !== subscription.id;
  if (
    replacesAnother &&
    effectiveSubscription(current, now).planId !== null &&
    effectiveSubscription({ ...current, ...state }, now).planId === null
  ) {
    return userId;
  }
  await saveSubscription(sql, userId, state, { stripeCustomerId: idOf(subscription.customer) });
  return userId;
}
