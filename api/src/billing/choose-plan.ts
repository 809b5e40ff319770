import {
  type CheckoutRequest,
  type CheckoutResponse,
  FREE_TRIAL_DAYS,
  type SubscriptionPlan,
  type User,
} from '@trilha/shared';
import type { Queryable } from '../db/connect';
import { inTransaction } from '../db/transaction';
import { ApiError, notFound } from '../http/errors';
import { findPlanById } from '../plans/repository';
import type { BillingDeps } from './billing-deps';
import { billingClock } from './clock';
import { effectiveSubscription } from './effective-subscription';
import { changeStripePlan, createCheckoutUrl, setStripeCancelAtPeriodEnd } from './stripe-calls';
import {
  findSubscription,
  lockAccount,
  type SubscriptionRecord,
  saveSubscription,
} from './subscription-record';
import { toUserSubscription } from './to-user-subscription';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Stripe Checkout refuses a `subscription_data.trial_end` less than 48 hours away; one hour
 * more covers the trip to Stripe and a clock a little off.
 */
const CHECKOUT_MIN_TRIAL_MS = 49 * HOUR_MS;

/**
 * When a subscription bought during the trial first charges: the trial's end — never before —
 * or, in the trial's last 49 hours, as soon as Stripe accepts (the days in between are given).
 */
function firstChargeAt(trialEndsAt: Date, now: Date): Date {
  return new Date(Math.max(trialEndsAt.getTime(), now.getTime() + CHECKOUT_MIN_TRIAL_MS));
}

/** What choosing a plan does, decided from the account's record under its lock. */
type Decision =
  | { kind: 'saved'; record: SubscriptionRecord }
  /** `firstChargeAt`: bought during the trial, the subscription charges from then on. */
  | { kind: 'checkout'; firstChargeAt?: Date }
  | { kind: 'stripe-change'; stripeSubscriptionId: string }
  | { kind: 'stripe-cancel'; stripeSubscriptionId: string };

/**
 * POST /api/create-checkout-session — choosing a plan on /pricing (docs/decisions/0012):
 * - Free: at once; an account paying through Stripe is instead canceled at the end of the
 *   period it paid for (Stripe keeps billing otherwise).
 * - A paid plan, while a Stripe subscription pays: changed now, prorated by Stripe.
 * - A paid plan, never tried: the 7-day trial, no card, no payment provider.
 * - A paid plan, during Trilha's trial (that plan or another): a Stripe Checkout page whose
 *   subscription first charges when the trial ends; the trial goes on unchanged until paid.
 * - Otherwise: a Stripe Checkout page ({ url }).
 */
export async function choosePlan(
  deps: BillingDeps,
  user: User,
  request: CheckoutRequest,
): Promise<CheckoutResponse> {
  const plan = await findPlanById(deps.sql, request.planId);
  if (!plan?.isActive) throw notFound('not_found.plans');
  const decision = await inTransaction(deps.sql, (tx) => decide(tx, user.id, plan, request));
  switch (decision.kind) {
    case 'saved':
      return { subscription: toUserSubscription(decision.record) };
    case 'checkout':
      return {
        url: await createCheckoutUrl(deps, user, plan, request.billingPeriod, {
          firstChargeAt: decision.firstChargeAt,
        }),
      };
    case 'stripe-change':
      await changeStripePlan(
        deps,
        user.id,
        decision.stripeSubscriptionId,
        plan,
        request.billingPeriod,
      );
      break;
    case 'stripe-cancel':
      await setStripeCancelAtPeriodEnd(deps, decision.stripeSubscriptionId, true);
      break;
  }
  const record = await findSubscription(deps.sql, user.id);
  if (!record) throw new ApiError(502, 'payment_provider_error', 'not_found.subscriptions');
  return { subscription: toUserSubscription(record) };
}

async function decide(
  tx: Queryable,
  userId: string,
  plan: SubscriptionPlan,
  { billingPeriod }: CheckoutRequest,
): Promise<Decision> {
  await lockAccount(tx, userId);
  const record = await findSubscription(tx, userId, { forUpdate: true });
  const now = billingClock.now();
  const effective = effectiveSubscription(record, now);
  // A canceled subscription still inside its paid period cannot be changed: a new checkout.
  const payingThroughStripe =
    effective.planId !== null &&
    record?.stripeSubscriptionId != null &&
    record.status !== 'canceled'
      ? record.stripeSubscriptionId
      : null;
  const base = { stripeSubscriptionId: null, cancelAtPeriodEnd: false, billingPeriod };

  if (plan.name === 'free') {
    if (payingThroughStripe)
      return { kind: 'stripe-cancel', stripeSubscriptionId: payingThroughStripe };
    const state = { ...base, planId: plan.id, status: 'active' as const };
    const saved = await saveSubscription(tx, userId, {
      ...state,
      currentPeriodStart: now,
      currentPeriodEnd: null,
      trialEndsAt: null,
    });
    return { kind: 'saved', record: saved };
  }
  if (payingThroughStripe)
    return { kind: 'stripe-change', stripeSubscriptionId: payingThroughStripe };
  if (effective.trialEndsAt) {
    return { kind: 'checkout', firstChargeAt: firstChargeAt(effective.trialEndsAt, now) };
  }
  if (record?.trialStartedAt == null) {
    const ends = new Date(now.getTime() + FREE_TRIAL_DAYS * DAY_MS);
    const saved = await saveSubscription(
      tx,
      userId,
      {
        ...base,
        planId: plan.id,
        status: 'trialing',
        currentPeriodStart: now,
        currentPeriodEnd: ends,
        trialEndsAt: ends,
      },
      { trialStartedAt: now },
    );
    return { kind: 'saved', record: saved };
  }
  return { kind: 'checkout' };
}
